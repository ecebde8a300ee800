import { describe, expect, it } from 'vitest';
import { createFeatureCatalogue, featureCatalogueOf, isFeatureAllowed, type FeatureDefinition } from '@portolan/sdk/shared';
import { ROLES, accessesForRole } from './roles';

const shipments: FeatureDefinition = { name: 'shipments', title: 'Shipments', routes: ['/shipments'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] };
const invoices: FeatureDefinition = { name: 'invoices', title: 'Invoices', routes: ['/invoices'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] };
const payments: FeatureDefinition = { ...invoices, name: 'payments', title: 'Payments', routes: ['/payments'] };
const catalogue = featureCatalogueOf([{ id: 'shipments', features: [shipments] }, { id: 'billing', features: [invoices, payments] }]);

describe('roles', () => {
  it('grants every feature of the catalogue with the role levels', () => {
    expect(Object.keys(accessesForRole('admin', catalogue)).sort()).toEqual(catalogue.all().map((f) => f.name).sort());
    expect(accessesForRole('admin', catalogue).shipments).toEqual({ levels: ['Always'] });
    expect(accessesForRole('manager', catalogue).invoices).toEqual({ levels: ['Read', 'Create', 'Update', 'Approve'] });
    expect(accessesForRole('operator', catalogue).payments).toEqual({ levels: ['Read', 'Create', 'Update'] });
    expect(accessesForRole('viewer', catalogue).shipments).toEqual({ levels: ['Read'] });
  });

  it('feeds the SPEC §6 rule: Always allows any level, a listed level only itself', () => {
    expect(isFeatureAllowed(accessesForRole('admin', catalogue), 'shipments', 'Delete')).toBe(true);
    expect(isFeatureAllowed(accessesForRole('manager', catalogue), 'shipments', 'Approve')).toBe(true);
    expect(isFeatureAllowed(accessesForRole('operator', catalogue), 'shipments', 'Approve')).toBe(false);
    expect(isFeatureAllowed(accessesForRole('viewer', catalogue), ['shipments', 'invoices'])).toBe(true);
    expect(isFeatureAllowed(accessesForRole('viewer', catalogue), 'shipments', 'Create')).toBe(false);
  });

  it('gives an unknown role nothing, and hands out copies', () => {
    expect(isFeatureAllowed(accessesForRole('intruder', catalogue), 'shipments')).toBe(false);
    accessesForRole('viewer', catalogue).shipments.levels.push('Delete');
    expect(accessesForRole('viewer', catalogue).shipments.levels).toEqual([...ROLES.viewer]);
  });

  it('grants a new plugin feature by the role rules, cut to its levels, with no table to edit', () => {
    const own = createFeatureCatalogue([{ owner: 'berths', features: [{ name: 'berths', title: 'Berths', routes: ['/berths'], levels: ['Read', 'Approve'] }] }]);
    expect(accessesForRole('admin', own).berths).toEqual({ levels: ['Always'] });
    expect(accessesForRole('manager', own).berths).toEqual({ levels: ['Read', 'Approve'] });
    expect(accessesForRole('operator', own).berths).toEqual({ levels: ['Read'] });
    expect(accessesForRole('viewer', own).berths).toEqual({ levels: ['Read'] });
  });

  it("keeps a governing feature (admin: true) the admin's, unless the feature grants a role levels", () => {
    const own = createFeatureCatalogue([
      {
        owner: 'billing',
        features: [
          { name: 'billing-settings', title: 'Billing settings', routes: [], levels: ['Read', 'Update'], admin: true },
          { name: 'billing-audit', title: 'Billing audit', routes: [], levels: ['Read', 'Update'], admin: true, grants: { manager: ['Read', 'Delete'], viewer: ['Read'] } },
        ],
      },
    ]);
    expect(accessesForRole('admin', own)['billing-settings']).toEqual({ levels: ['Always'] });
    for (const role of ['manager', 'operator', 'viewer']) expect(accessesForRole(role, own)['billing-settings']).toEqual({ levels: ['Never'] });
    // Cut to the feature's levels: Delete is not one of them.
    expect(accessesForRole('manager', own)['billing-audit']).toEqual({ levels: ['Read'] });
    expect(accessesForRole('operator', own)['billing-audit']).toEqual({ levels: ['Never'] });
    expect(accessesForRole('viewer', own)['billing-audit']).toEqual({ levels: ['Read'] });
  });
});
