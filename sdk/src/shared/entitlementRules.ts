/** A feature's access levels, as the server computes them per user. */
export interface FeatureLevels {
  levels: string[];
}

export type AccessMap = Record<string, FeatureLevels | undefined>;

export interface PlanFeatures {
  isActive: boolean;
  features: Record<string, { isActive: boolean } | undefined>;
}

/**
 * SPEC §6. A feature is allowed when its levels are non-empty and contain no 'Never'. When a level
 * is requested, the levels must also contain 'Always' or that level. Several features: all of them.
 */
export function isFeatureAllowed(accesses: AccessMap | undefined, feature: string | string[], level?: string): boolean {
  const features = Array.isArray(feature) ? feature : [feature];
  return features.every((name) => {
    const levels = accesses?.[name]?.levels;
    if (!levels || levels.length === 0 || levels.includes('Never')) return false;
    return level === undefined || levels.includes('Always') || levels.includes(level);
  });
}

/** SPEC §6: a plan feature needs `isActive` on that feature, unless no plan restriction is asked. */
export function isPlanFeatureActive(plan: PlanFeatures | undefined, feature: string, noPlanRestriction = false): boolean {
  if (noPlanRestriction) return true;
  return plan?.features[feature]?.isActive === true;
}

export interface AccessRequirement {
  features?: string[];
  level?: string;
  plan?: string[];
}

/** Every part of a requirement; an absent one is met. */
export function meetsRequirement(accesses: AccessMap | undefined, plan: PlanFeatures | undefined, req?: AccessRequirement): boolean {
  if (!req) return true;
  if (req.features?.length && !isFeatureAllowed(accesses, req.features, req.level)) return false;
  if (req.plan?.length && !req.plan.every((f) => isPlanFeatureActive(plan, f))) return false;
  return true;
}
