/**
 * Access features (SPEC §6: access is keyed by feature name) and enterprise plan features (SPEC §3, §9).
 * No list lives here: each plugin declares its own in `plugins/<id>/shared/features.ts` and names them
 * in both halves (`definePlugin({ features, planFeatures })`, `defineServerPlugin({ … })`); the SPEC
 * areas no plugin serves yet are in specAreaFeatures.ts. The host assembles them into a
 * FeatureCatalogue at start-up (featureCatalogueOf.ts).
 * Levels: Read, Create, Update, Delete, Approve, plus the special 'Always' (every level) and 'Never' (nothing).
 */
export const LEVELS = ['Read', 'Create', 'Update', 'Delete', 'Approve'] as const;
export type Level = (typeof LEVELS)[number];

/** A feature's name: lowercase, kebab-case (e.g. 'shipments', 'shipment-planner'). */
export type Feature = string;

export interface FeatureDefinition {
  name: Feature;
  title: string;
  /** SPEC §2 routes the feature guards. */
  routes: readonly string[];
  /** The levels that mean something for the feature; a role's grant is cut to them. */
  levels: readonly Level[];
  /** Governs the company itself (users, roles, switches): only the admin role has it, unless `grants` says more. */
  admin?: boolean;
  /**
   * Levels built-in roles other than admin get on this feature instead of their role rule (roles.ts),
   * e.g. `{ manager: ['Read'] }`. A role not listed keeps its rule (on a governing feature: nothing).
   */
  grants?: Readonly<Record<string, readonly Level[]>>;
}

/** An enterprise plan feature: switched by the plan and by the company's enterprise admin; screens and routes name it with `plan: [...]`. */
export interface PlanFeatureDefinition {
  name: string;
  title: string;
}
