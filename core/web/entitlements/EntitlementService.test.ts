import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { FakeSession, TEST_USER } from '../../../sdk/src/testing/FakeSession';
import { EntitlementService } from './EntitlementService';

function entitled(levels: Record<string, string[]>, planFeatures: Record<string, boolean> = {}) {
  const session = new FakeSession({
    user: { ...TEST_USER, effectiveAccesses: Object.fromEntries(Object.entries(levels).map(([f, l]) => [f, { levels: l }])) },
    plan: { isActive: true, features: Object.fromEntries(Object.entries(planFeatures).map(([f, on]) => [f, { isActive: on }])) },
  });
  return { session, entitlements: new EntitlementService(session) };
}

describe('EntitlementService (SPEC §6)', () => {
  it('allows a feature with a non-empty levels list', () => {
    const { entitlements } = entitled({ shipments: ['Read'] });
    expect(entitlements.isAllowed('shipments')).toBe(true);
  });

  it('refuses a feature with empty levels, or none at all', () => {
    const { entitlements } = entitled({ shipments: [] });
    expect(entitlements.isAllowed('shipments')).toBe(false);
    expect(entitlements.isAllowed('rates')).toBe(false);
  });

  it('refuses a feature whose levels contain Never, whatever else they hold', () => {
    const { entitlements } = entitled({ shipments: ['Read', 'Never'], rates: ['Always', 'Never'] });
    expect(entitlements.isAllowed('shipments')).toBe(false);
    expect(entitlements.isAllowed('rates')).toBe(false);
    expect(entitlements.isAllowed('rates', 'Read')).toBe(false);
  });

  it('allows a requested level when the levels contain it or Always', () => {
    const { entitlements } = entitled({ shipments: ['Read', 'Create'], rates: ['Always'], rfq: ['Read'] });
    expect(entitlements.isAllowed('shipments', 'Create')).toBe(true);
    expect(entitlements.isAllowed('shipments', 'Delete')).toBe(false);
    expect(entitlements.isAllowed('rates', 'Approve')).toBe(true);
    expect(entitlements.isAllowed('rfq', 'Create')).toBe(false);
  });

  it('needs all of several features', () => {
    const { entitlements } = entitled({ shipments: ['Read'], documents: ['Read'], rates: ['Never'] });
    expect(entitlements.isAllowed(['shipments', 'documents'])).toBe(true);
    expect(entitlements.isAllowed(['shipments', 'rates'])).toBe(false);
    expect(entitlements.isAllowed(['shipments', 'documents'], 'Create')).toBe(false);
  });

  it('needs isActive on a plan feature, unless no plan restriction is asked', () => {
    const { entitlements } = entitled({}, { emission: true, dnd: false });
    expect(entitlements.isPlanFeatureActive('emission')).toBe(true);
    expect(entitlements.isPlanFeatureActive('dnd')).toBe(false);
    expect(entitlements.isPlanFeatureActive('egm')).toBe(false);
    expect(entitlements.isPlanFeatureActive('dnd', true)).toBe(true);
    expect(entitlements.isPlanFeatureActive('egm', true)).toBe(true);
  });

  it('checks every part of a requirement', () => {
    const { entitlements } = entitled({ shipments: ['Read', 'Create'] }, { emission: true, dnd: false });
    expect(entitlements.meets()).toBe(true);
    expect(entitlements.meets({ features: ['shipments'], level: 'Create', plan: ['emission'] })).toBe(true);
    expect(entitlements.meets({ features: ['shipments'], level: 'Delete' })).toBe(false);
    expect(entitlements.meets({ features: ['shipments'], plan: ['emission', 'dnd'] })).toBe(false);
    expect(entitlements.meets({ plan: ['emission'] })).toBe(true);
  });

  it('allows nothing when signed out', () => {
    const { session, entitlements } = entitled({ shipments: ['Always'] }, { emission: true });
    session.signOut();
    expect(entitlements.isAllowed('shipments')).toBe(false);
    expect(entitlements.isPlanFeatureActive('emission')).toBe(false);
    expect(entitlements.meets({ features: ['shipments'] })).toBe(false);
    expect(entitlements.meets()).toBe(true);
  });

  it('follows the session (observable)', () => {
    const { session, entitlements } = entitled({ shipments: ['Read'] });
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(entitlements.meets({ features: ['shipments'], level: 'Create', plan: ['emission'] })));
    session.setAccesses({ shipments: { levels: ['Always'] } });
    session.setPlan({ isActive: true, features: { emission: { isActive: true } } });
    stop();
    expect(seen).toEqual([false, false, true]);
  });
});
