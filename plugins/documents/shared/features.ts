import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The documents plugin's access features, named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [{ name: 'documents', title: 'Documents', routes: ['/documents'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] }];

export const planFeatures: PlanFeatureDefinition[] = [];
