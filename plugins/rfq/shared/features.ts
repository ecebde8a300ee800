import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The RFQ area's access features (SPEC §6), named by both halves. */
export const features: FeatureDefinition[] = [
  { name: 'rfq', title: 'Request for quote', routes: ['/rfq', '/rfq-v2'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'providers', title: 'Providers and vendors', routes: ['/providers'], levels: ['Read', 'Create', 'Update', 'Delete'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
