/**
 * Rules the web and the server share (SPEC §6): access levels and features, the built-in roles,
 * entitlement checks, and the plugins that cannot be switched off. Pure TypeScript: no DOM, no Node.
 */
export { LEVELS, FEATURE_CATALOGUE, FEATURES, PLAN_FEATURES, featureDefinition } from './features';
export type { Level, FeatureDefinition, Feature } from './features';
export { ROLES, ROLE_NAMES, ROLE_DESCRIPTIONS, isRole, accessesForRole } from './roles';
export type { Role } from './roles';
export { isFeatureAllowed, isPlanFeatureActive, meetsRequirement } from './entitlementRules';
export type { FeatureLevels, AccessMap, PlanFeatures, AccessRequirement } from './entitlementRules';
export { ALWAYS_ON_PLUGINS, isAlwaysOnPlugin } from './alwaysOnPlugins';
