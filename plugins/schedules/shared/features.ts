import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The schedules plugin's access features (SPEC §6), named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [
  { name: 'schedules', title: 'Schedules', routes: ['/schedules', '/schedules-v2'], levels: ['Read', 'Create', 'Update', 'Delete'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
