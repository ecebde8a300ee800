import { describe, expect, it } from 'vitest';
import { FakeSession } from '@portolan/sdk/testing';
import type { EnterprisePlan } from '@portolan/sdk';
import { EntitlementService } from './EntitlementService';
import { NavStore } from '../nav/NavStore';
import { RouteEngine } from '../routes/RouteEngine';
import { LEVELS, accessesForRole, featureCatalogueOf } from '@portolan/sdk/shared';
import { webPlugins } from 'virtual:portolan/web-plugins';
import { DECLARED_POLICY, declaredAllows } from '../../../sdk/src/shared/accessPolicy.testTable';

/** The catalogue the workbench assembles: what every discovered web plugin declares, plus the SPEC areas. */
const catalogue = featureCatalogueOf(webPlugins);
const FEATURES = catalogue.all();
const PLAN_FEATURES = catalogue.planFeatures();

const user = (role: string, disabledPlugins: string[] = []) => ({
  _id: `u-${role}`,
  email: `${role}@matrix.test`,
  name: role,
  userCompany: 'c1',
  role,
  effectiveAccesses: accessesForRole(role, catalogue),
  disabledPlugins,
});

/** One nav entry per feature × level (and per feature, any level), each in its own plugin. */
function navFor(session: FakeSession) {
  const nav = new NavStore(new EntitlementService(session));
  for (const feature of FEATURES) {
    for (const level of [undefined, ...LEVELS]) {
      nav.register(`${feature.name}-${level ?? 'any'}`.toLowerCase(), [{ id: 'e', section: 'admin', title: `${feature.name}|${level ?? ''}`, icon: 'cog', to: '/x' }], { features: [feature.name], level });
    }
  }
  for (const plan of PLAN_FEATURES) nav.register(`plan-${plan.name}`, [{ id: 'e', section: 'dashboard', title: `plan|${plan.name}`, icon: 'cog', to: '/p' }], { plan: [plan.name] });
  return nav;
}

describe('access matrix in the web nav (NavStore + EntitlementService), against the declared policy', () => {
  it('shows an entry exactly where the role may use the feature at the level (4 roles × every catalogue feature × 6 levels)', () => {
    for (const role of Object.keys(DECLARED_POLICY)) {
      const session = new FakeSession({ user: user(role) });
      const visible = new Set(navFor(session).visible.map((e) => e.title));
      const mismatches: string[] = [];
      for (const feature of FEATURES) {
        for (const level of [undefined, ...LEVELS]) {
          const shown = visible.has(`${feature.name}|${level ?? ''}`);
          if (shown !== declaredAllows(role, feature, level)) mismatches.push(`${role} ${feature.name} ${level ?? '(any)'}: ${shown}`);
        }
      }
      expect(mismatches).toEqual([]);
    }
  });

  it('shows plan entries only with an active plan feature, and hides a company-switched-off feature and plugin', () => {
    for (const active of [true, false]) {
      for (const switchedOn of [true, false]) {
        // The server sends the plan with the company's switches applied (a switched-off feature is inactive).
        const features: EnterprisePlan['features'] = {};
        for (const plan of PLAN_FEATURES) features[plan.name] = { isActive: active && switchedOn };
        const session = new FakeSession({ user: user('admin'), plan: { isActive: active, features } });
        const visible = navFor(session).visible.filter((e) => e.title.startsWith('plan|'));
        expect(visible.length, `active=${active} on=${switchedOn}`).toBe(active && switchedOn ? PLAN_FEATURES.length : 0);
      }
    }
    const session = new FakeSession({ user: user('admin', ['shipments-any', 'auth']) });
    const entitlements = new EntitlementService(session);
    expect(entitlements.isPluginEnabled('shipments-any')).toBe(false);
    expect(entitlements.isPluginEnabled('auth')).toBe(true); // always on
    expect(navFor(session).visible.some((e) => e.pluginId === 'shipments-any')).toBe(false);
    const routes = new RouteEngine(entitlements);
    routes.register('shipments-any', [{ path: '/egm', load: async () => ({ default: () => null }) }]);
    expect(routes.resolve('/egm', true).kind).toBe('notFound');
  });
});
