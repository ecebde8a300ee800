import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The trackings plugin's access and plan features, named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [
  {
    name: 'tracking',
    title: 'Tracking',
    routes: ['/trackings', '/track-vessel', '/{product}-tracking', '/global-shipment-radar', '/subscription-logs', '/ddt'],
    levels: ['Read', 'Create', 'Update', 'Delete'],
  },
];

export const planFeatures: PlanFeatureDefinition[] = [
  { name: 'global-shipment-radar', title: 'Global Shipment Radar' },
  { name: 'tracking', title: 'Container tracking' },
];
