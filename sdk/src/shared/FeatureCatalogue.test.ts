import { describe, expect, it } from 'vitest';
import { createFeatureCatalogue } from './FeatureCatalogue';
import { featureCatalogueOf } from './featureCatalogueOf';
import { SPEC_AREA_FEATURES, SPEC_AREA_PLAN_FEATURES } from './specAreaFeatures';
import type { FeatureDefinition } from './features';

const berths: FeatureDefinition = { name: 'berths', title: 'Berths', routes: ['/berths'], levels: ['Read', 'Create'] };
/** A SPEC area no plugin serves yet (the real list is empty since issue 19). */
const specAreas = { features: [{ name: 'composer', title: 'Document and page composer', routes: ['/components'], levels: ['Read'] }] as FeatureDefinition[], planFeatures: [] };

describe('feature catalogue', () => {
  it('holds what each plugin declares, then the SPEC areas no plugin serves yet, with lookups and owners', () => {
    const catalogue = featureCatalogueOf([{ id: 'port-calls', features: [berths], planFeatures: [{ name: 'berth-planner', title: 'Berth planner' }] }, { id: 'quiet' }], specAreas);
    expect(catalogue.all().map((f) => f.name)).toEqual(['berths', 'composer']);
    expect(catalogue.definition('berths')).toEqual(berths);
    expect(catalogue.definition('composer')?.title).toBe('Document and page composer');
    expect(catalogue.definition('nothing')).toBeUndefined();
    expect(catalogue.planFeatures().map((f) => f.name)).toEqual(['berth-planner']);
    expect(catalogue.planFeature('berth-planner')).toEqual({ name: 'berth-planner', title: 'Berth planner' });
    expect(catalogue.ownerOf('berths')).toBe('port-calls');
    expect(catalogue.ownerOf('composer')).toBe('spec');
    expect(catalogue.ownerOf('berth-planner', 'plan')).toBe('port-calls');
    expect(catalogue.ownerOf('berth-planner')).toBeUndefined();
  });

  it('refuses a feature two plugins declare, naming both', () => {
    expect(() => featureCatalogueOf([{ id: 'port-calls', features: [berths] }, { id: 'terminals', features: [{ ...berths, title: 'Terminal berths' }] }])).toThrow(
      'Feature "berths" is declared twice: by "port-calls" and by "terminals"',
    );
    expect(() => featureCatalogueOf([{ id: 'one', planFeatures: [{ name: 'radar', title: 'A' }] }, { id: 'two', planFeatures: [{ name: 'radar', title: 'B' }] }])).toThrow(
      'Plan feature "radar" is declared twice: by "one" and by "two"',
    );
  });

  it('refuses a plugin that takes over a SPEC area still listed there (the area moves its entry into the plugin)', () => {
    expect(() => featureCatalogueOf([{ id: 'composers', features: [{ name: 'composer', title: 'Composer', routes: ['/components'], levels: ['Read'] }] }], specAreas)).toThrow(
      'Feature "composer" is declared twice: by "composers" and by "spec"',
    );
  });

  it('every SPEC area is served by its plugin: the SPEC lists are empty', () => {
    expect(SPEC_AREA_FEATURES).toEqual([]);
    expect(SPEC_AREA_PLAN_FEATURES).toEqual([]);
  });

  it('refuses a name that is not kebab-case, no levels, or a level SPEC §6 does not know', () => {
    expect(() => createFeatureCatalogue([{ owner: 'x', features: [{ ...berths, name: 'Berths' }] }])).toThrow('Feature name "Berths" of "x" must be kebab-case');
    expect(() => createFeatureCatalogue([{ owner: 'x', planFeatures: [{ name: 'a b', title: 'A' }] }])).toThrow('Plan feature name "a b" of "x" must be kebab-case');
    expect(() => createFeatureCatalogue([{ owner: 'x', features: [{ ...berths, levels: [] }] }])).toThrow('Feature "berths" of "x" has no levels');
    expect(() => createFeatureCatalogue([{ owner: 'x', features: [{ ...berths, levels: ['Read', 'Publish' as 'Read'] }] }])).toThrow('names the unknown level "Publish"');
    expect(() => createFeatureCatalogue([{ owner: 'x', features: [{ ...berths, grants: { viewer: ['Always' as 'Read'] } }] }])).toThrow('names the unknown level "Always"');
  });
});
