import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The rates plugin's access features (SPEC §6), named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [
  { name: 'rates', title: 'Rates', routes: ['/rates', '/rates-v2', '/qbrates'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'contracts', title: 'Contracts', routes: ['/contracts'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
