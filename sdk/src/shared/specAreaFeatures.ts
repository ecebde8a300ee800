import type { FeatureDefinition, PlanFeatureDefinition } from './features';

/**
 * The access features of the SPEC §2 areas no plugin serves yet, owned by 'spec' (the always-on owner
 * of unbuilt areas). They are in the catalogue from the start, so roles, the role table and screens
 * already name them. An area's issue moves its entry into its plugin's `shared/features.ts`; leaving
 * it here as well fails the start-up (a feature has one owner). Empty since issue 19: the composer
 * plugin took the last entry ('composer').
 */
export const SPEC_AREA_FEATURES: readonly FeatureDefinition[] = [];

/** The plan features of areas no plugin serves yet. Same rule: an area's plugin takes its entry over (analytics took SPEC §9's). */
export const SPEC_AREA_PLAN_FEATURES: readonly PlanFeatureDefinition[] = [];
