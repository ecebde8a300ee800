import { LEVELS, type FeatureDefinition, type PlanFeatureDefinition } from './features';

/** What one owner (a plugin id, or 'spec' for the unbuilt SPEC areas) declares. */
export interface FeatureDeclaration {
  owner: string;
  features?: readonly FeatureDefinition[];
  planFeatures?: readonly PlanFeatureDefinition[];
}

/**
 * Every access feature and plan feature of the running workbench, assembled once at start-up from
 * what the plugins declare (server: the plugin context's `features`; web: the FeatureCatalogue token).
 */
export interface FeatureCatalogue {
  /** The access features, in declaration order (plugins by id, then the SPEC areas). */
  all(): readonly FeatureDefinition[];
  definition(name: string): FeatureDefinition | undefined;
  planFeatures(): readonly PlanFeatureDefinition[];
  planFeature(name: string): PlanFeatureDefinition | undefined;
  /** The plugin id (or 'spec') that declared an access or plan feature. */
  ownerOf(name: string, kind?: 'feature' | 'plan'): string | undefined;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The catalogue of the declarations. Refuses, naming the owners: a name declared twice (by two
 * plugins, or by a plugin and the SPEC areas), a name that is not kebab-case, an unknown or missing level.
 */
export function createFeatureCatalogue(declarations: readonly FeatureDeclaration[]): FeatureCatalogue {
  const features = new Map<string, { owner: string; definition: FeatureDefinition }>();
  const plans = new Map<string, { owner: string; definition: PlanFeatureDefinition }>();
  for (const { owner, features: declared = [], planFeatures = [] } of declarations) {
    for (const definition of declared) {
      checkName(owner, 'Feature', definition.name);
      const twice = features.get(definition.name);
      if (twice) throw new Error(`Feature "${definition.name}" is declared twice: by "${twice.owner}" and by "${owner}" (a feature has one owner)`);
      if (definition.levels.length === 0) throw new Error(`Feature "${definition.name}" of "${owner}" has no levels`);
      const unknown = [...definition.levels, ...Object.values(definition.grants ?? {}).flat()].find((level) => !LEVELS.includes(level));
      if (unknown) throw new Error(`Feature "${definition.name}" of "${owner}" names the unknown level "${unknown}" (levels: ${LEVELS.join(', ')})`);
      features.set(definition.name, { owner, definition });
    }
    for (const definition of planFeatures) {
      checkName(owner, 'Plan feature', definition.name);
      const twice = plans.get(definition.name);
      if (twice) throw new Error(`Plan feature "${definition.name}" is declared twice: by "${twice.owner}" and by "${owner}" (a feature has one owner)`);
      plans.set(definition.name, { owner, definition });
    }
  }
  const all = Object.freeze([...features.values()].map((f) => f.definition));
  const planList = Object.freeze([...plans.values()].map((f) => f.definition));
  return {
    all: () => all,
    definition: (name) => features.get(name)?.definition,
    planFeatures: () => planList,
    planFeature: (name) => plans.get(name)?.definition,
    ownerOf: (name, kind = 'feature') => (kind === 'plan' ? plans : features).get(name)?.owner,
  };
}

function checkName(owner: string, kind: string, name: unknown): void {
  if (typeof name !== 'string' || !NAME.test(name)) throw new Error(`${kind} name ${JSON.stringify(name)} of "${owner}" must be kebab-case (a-z, 0-9, -)`);
}
