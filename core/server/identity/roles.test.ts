import { describe, expect, it } from 'vitest';
import { FEATURES, isFeatureAllowed } from '@portolan/sdk/shared';
import { ROLES, accessesForRole } from './roles';

describe('roles', () => {
  it('grants every feature of the catalogue with the role levels', () => {
    expect(Object.keys(accessesForRole('admin')).sort()).toEqual([...FEATURES].sort());
    expect(accessesForRole('admin').shipments).toEqual({ levels: ['Always'] });
    expect(accessesForRole('manager').rfq).toEqual({ levels: ['Read', 'Create', 'Update', 'Approve'] });
    expect(accessesForRole('operator').orders).toEqual({ levels: ['Read', 'Create', 'Update'] });
    expect(accessesForRole('viewer').rates).toEqual({ levels: ['Read'] });
  });

  it('feeds the SPEC §6 rule: Always allows any level, a listed level only itself', () => {
    expect(isFeatureAllowed(accessesForRole('admin'), 'shipments', 'Delete')).toBe(true);
    expect(isFeatureAllowed(accessesForRole('manager'), 'shipments', 'Approve')).toBe(true);
    expect(isFeatureAllowed(accessesForRole('operator'), 'shipments', 'Approve')).toBe(false);
    expect(isFeatureAllowed(accessesForRole('viewer'), ['shipments', 'rates'])).toBe(true);
    expect(isFeatureAllowed(accessesForRole('viewer'), 'shipments', 'Create')).toBe(false);
  });

  it('gives an unknown role nothing, and hands out copies', () => {
    expect(isFeatureAllowed(accessesForRole('intruder'), 'shipments')).toBe(false);
    accessesForRole('viewer').shipments.levels.push('Delete');
    expect(accessesForRole('viewer').shipments.levels).toEqual([...ROLES.viewer]);
  });
});
