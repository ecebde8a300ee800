import { createFeatureCatalogue, type FeatureCatalogue } from './FeatureCatalogue';
import type { FeatureDefinition, PlanFeatureDefinition } from './features';
import { SPEC_AREA_FEATURES, SPEC_AREA_PLAN_FEATURES } from './specAreaFeatures';

/** What the catalogue reads of a web or server plugin. */
export interface DeclaresFeatures {
  id: string;
  features?: readonly FeatureDefinition[];
  planFeatures?: readonly PlanFeatureDefinition[];
}

/**
 * The catalogue of a workbench: what each plugin declares, then the SPEC areas no plugin serves yet
 * (owner 'spec'; `specAreas` only for tests — every SPEC area has its plugin since issue 19). Server and web assemble it the same way from their discovered plugins, so both
 * halves of a plugin must name the same declaration (`plugins/<id>/shared/features.ts`).
 */
export function featureCatalogueOf(
  plugins: readonly DeclaresFeatures[],
  specAreas: { features: readonly FeatureDefinition[]; planFeatures: readonly PlanFeatureDefinition[] } = { features: SPEC_AREA_FEATURES, planFeatures: SPEC_AREA_PLAN_FEATURES },
): FeatureCatalogue {
  return createFeatureCatalogue([
    ...plugins.map((p) => ({ owner: p.id, features: p.features, planFeatures: p.planFeatures })),
    { owner: 'spec', features: specAreas.features, planFeatures: specAreas.planFeatures },
  ]);
}
