import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The pages app (/faqs, /contact) needs only a session: every signed-in user reads the FAQs and writes
 * to support, so there is no access feature to grant or withhold, and no plan feature.
 */
export const features: FeatureDefinition[] = [];

export const planFeatures: PlanFeatureDefinition[] = [];
