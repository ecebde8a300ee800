import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The shipments plugin's access and plan features, named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [
  { name: 'shipments', title: 'Shipments', routes: ['/', '/shipments', '/container-shipment'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'containers', title: 'Containers', routes: ['/containers', '/container-inventory'], levels: ['Read', 'Create', 'Update', 'Delete'] },
];

export const planFeatures: PlanFeatureDefinition[] = [{ name: 'shipment', title: 'Shipment' }];
