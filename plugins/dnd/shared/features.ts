import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The demurrage and detention area's access feature (SPEC §6): `/dnd` and `/api/demurrage-detention/v1`
 * (clocks, tariffs, overrides, carrier invoices and disputes). The container inventory and container
 * journeys (`/container-inventory`, `/container-shipment`) are served by this plugin under the shipments
 * plugin's `containers` and `shipments` features, which already name those routes.
 */
export const features: FeatureDefinition[] = [
  { name: 'dnd', title: 'Demurrage and detention', routes: ['/dnd'], levels: ['Read', 'Create', 'Update', 'Delete'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
