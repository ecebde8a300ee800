import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import type { Entitlements, Requirement } from '@portolan/sdk';
import { NavStore } from './NavStore';

function entitlementsFor(allowed: Set<string>, disabled: Set<string> = new Set()): Entitlements {
  const meets = (r?: Requirement) => !r?.features || r.features.every((f) => allowed.has(f));
  return { isAllowed: (f) => [f].flat().every((x) => allowed.has(x)), isPlanFeatureActive: () => true, isPluginEnabled: (id) => !disabled.has(id), meets };
}

describe('NavStore', () => {
  it('lists only entries of plugins the user is entitled to, by section then order', () => {
    const allowed = observable.set(['shipments', 'rates']);
    const nav = new NavStore(entitlementsFor(allowed));
    nav.register('rates', [{ id: 'rates', section: 'rates', title: 'Rates', icon: 'dollar', to: '/rates' }], { features: ['rates'] });
    nav.register('shipments', [
      { id: 'containers', section: 'containers', title: 'Containers', icon: 'cube', to: '/containers', order: 2 },
      { id: 'list', section: 'shipments', title: 'Shipments', icon: 'box', to: '/shipments', order: 1 },
    ], { features: ['shipments'] });
    nav.register('egm', [{ id: 'egm', section: 'admin', title: 'EGM', icon: 'document', to: '/egm' }], { features: ['egm'] });
    expect(nav.visible.map((e) => e.title)).toEqual(['Shipments', 'Containers', 'Rates']);
  });

  it('follows entitlement changes', () => {
    const allowed = observable.set<string>([]);
    const nav = new NavStore(entitlementsFor(allowed));
    nav.register('egm', [{ id: 'egm', section: 'admin', title: 'EGM', icon: 'document', to: '/egm', requires: { features: ['egm'] } }]);
    expect(nav.visible).toHaveLength(0);
    allowed.add('egm');
    expect(nav.visible.map((e) => e.pluginId)).toEqual(['egm']);
  });

  it('hides the entries of a plugin switched off for the company, and shows them again when switched on', () => {
    const disabled = observable.set<string>(['rates']);
    const nav = new NavStore(entitlementsFor(new Set(['rates', 'shipments']), disabled));
    nav.register('rates', [{ id: 'rates', section: 'rates', title: 'Rates', icon: 'dollar', to: '/rates' }], { features: ['rates'] });
    nav.register('shipments', [{ id: 'list', section: 'shipments', title: 'Shipments', icon: 'box', to: '/shipments' }]);
    expect(nav.visible.map((e) => e.pluginId)).toEqual(['shipments']);
    disabled.delete('rates');
    expect(nav.visible.map((e) => e.pluginId)).toEqual(['shipments', 'rates']);
  });

  it('refuses a duplicate entry id within a plugin', () => {
    const nav = new NavStore(entitlementsFor(new Set()));
    const entry = { id: 'a', section: 'admin' as const, title: 'A', icon: 'cog', to: '/a' };
    nav.register('p', [entry]);
    expect(() => nav.register('p', [entry])).toThrow(/twice/);
  });
});
