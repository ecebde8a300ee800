import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The template plugin's access features (SPEC §6), named by both halves (web/index.ts, server/index.ts). */
export const features: FeatureDefinition[] = [{ name: 'template', title: 'Template', routes: ['/template'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] }];

/** Its plan features (SPEC §9), if the area is a paid capability: routes and screens then name them with `plan: [...]`. */
export const planFeatures: PlanFeatureDefinition[] = [];
