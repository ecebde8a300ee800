import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { LEVELS, SPEC_AREA_FEATURES } from '@portolan/sdk/shared';
import { DECLARED_POLICY, declaredAllows } from '../../sdk/src/shared/accessPolicy.testTable';
import { serverPlugins } from './serverPlugins';

/**
 * One route per feature × level (and per feature, no level), one per plan feature, over the catalogue the
 * server assembled (every discovered plugin's declarations, this plugin's own, the SPEC areas).
 */
const matrix = defineServerPlugin({
  id: 'matrix',
  features: [
    { name: 'matrix-berths', title: 'Berth windows', routes: ['/berths'], levels: ['Read', 'Approve'] },
    { name: 'matrix-settings', title: 'Berth settings', routes: [], levels: ['Read', 'Update'], admin: true, grants: { manager: ['Read'] } },
  ],
  planFeatures: [{ name: 'matrix-planner', title: 'Berth planner' }],
  routes(app, { features }) {
    for (const feature of features.all()) {
      app.get(`/api/matrix/${feature.name}`, { config: { access: { features: [feature.name] } } }, async () => ok({}));
      for (const level of LEVELS) app.get(`/api/matrix/${feature.name}/${level}`, { config: { access: { features: [feature.name], level } } }, async () => ok({}));
    }
    for (const plan of features.planFeatures()) app.get(`/api/matrix-plan/${plan.name}`, { config: { access: { plan: [plan.name] } } }, async () => ok({}));
  },
});

describe.each(testDatabases())('access matrix: features × levels × plan switches on the server, %s', (dialect) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let company = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [...serverPlugins, matrix], dialect, seed: true });
    tokens.admin = await server.login('shipper@portolan.test', DEMO_PASSWORD);
    company = (await server.identity.authenticate(server.db, tokens.admin))!.companyId;
    const hash = await server.identity.hashPassword('matrix-pass-42');
    for (const role of ['manager', 'operator', 'viewer']) {
      await server.identity.createUser(server.db, { companyId: company, email: `${role}@matrix.test`, name: role, role, password: { hash } });
      tokens[role] = await server.login(`${role}@matrix.test`, 'matrix-pass-42');
    }
    // The demo plan sells the matrix plugin's plan feature too.
    await server.db.query(`UPDATE plans SET features = features || '[{"name": "matrix-planner", "isActive": true}]'::jsonb`);
  });
  afterAll(async () => server?.close());

  it('answers 200 exactly where the declared policy allows, else 403 (4 roles × every catalogue feature × 6 levels)', async () => {
    const catalogue = server.features.all();
    // The plugins' declarations and the SPEC areas: every feature named once, the built areas' by their plugin.
    expect(catalogue.length).toBe(serverPlugins.reduce((n, p) => n + (p.features?.length ?? 0), 0) + 2 + SPEC_AREA_FEATURES.length);
    expect(['shipments', 'containers', 'tracking', 'documents', 'users', 'network', 'matrix-berths', 'bookings', 'egm', 'rfq'].map((f) => server.features.ownerOf(f))).toEqual([
      'shipments',
      'shipments',
      'trackings',
      'documents',
      'auth',
      'auth',
      'matrix',
      'bookings',
      'compliance',
      'rfq',
    ]);
    const mismatches: string[] = [];
    let checked = 0;
    for (const role of Object.keys(DECLARED_POLICY)) {
      for (const feature of catalogue) {
        for (const level of [undefined, ...LEVELS]) {
          const res = await server.get(`/api/matrix/${feature.name}${level ? `/${level}` : ''}`, tokens[role]);
          const expected = declaredAllows(role, feature, level) ? 200 : 403;
          checked++;
          if (res.status !== expected) mismatches.push(`${role} ${feature.name} ${level ?? '(any)'}: ${res.status}, expected ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(4 * catalogue.length * 6);
  });

  it("lists a plugin's declared features in the role table API and its plan feature in the admin switches, granted by the role rules", async () => {
    const roles = await server.get('/api/auth/v2/network/roles/', tokens.viewer);
    expect(roles.status).toBe(200);
    expect(roles.body.data.features.map((f: { name: string }) => f.name)).toEqual(server.features.all().map((f) => f.name));
    expect(roles.body.data.features).toContainEqual({ name: 'matrix-berths', title: 'Berth windows', routes: ['/berths'], levels: ['Read', 'Approve'] });
    expect(roles.body.data.planFeatures).toContainEqual({ name: 'matrix-planner', title: 'Berth planner' });
    const accesses = Object.fromEntries(roles.body.data.items.map((r: { name: string; accesses: Record<string, { levels: string[] }> }) => [r.name, r.accesses]));
    expect([accesses.admin, accesses.manager, accesses.operator, accesses.viewer].map((a) => a['matrix-berths'].levels)).toEqual([['Always'], ['Read', 'Approve'], ['Read'], ['Read']]);
    expect([accesses.admin, accesses.manager, accesses.operator, accesses.viewer].map((a) => a['matrix-settings'].levels)).toEqual([['Always'], ['Read'], ['Never'], ['Never']]);

    const switches = await server.get('/api/enterprises/v2/switches', tokens.admin);
    expect(switches.status).toBe(200);
    expect(switches.body.data.record.features).toContainEqual({ name: 'matrix-planner', title: 'Berth planner', inPlan: true, enabled: true, isActive: true });
    expect(switches.body.data.record.features.map((f: { name: string }) => f.name)).toEqual(server.features.planFeatures().map((f) => f.name));
  });

  it('a route requiring a plugin-declared feature answers per role: 200 where its rule grants the level, else 403', async () => {
    const status = async (path: string) => Promise.all(['admin', 'manager', 'operator', 'viewer'].map(async (role) => (await server.get(path, tokens[role])).status));
    expect(await status('/api/matrix/matrix-berths/Approve')).toEqual([200, 200, 403, 403]);
    expect(await status('/api/matrix/matrix-berths/Read')).toEqual([200, 200, 200, 200]);
    expect(await status('/api/matrix/matrix-settings/Read')).toEqual([200, 200, 403, 403]);
    expect(await status('/api/matrix/matrix-settings/Update')).toEqual([200, 403, 403, 403]);
  });

  it('plan features: allowed only with an active subscription whose plan has the feature, while the company has not switched it off', async () => {
    const cases: Array<[string, boolean, boolean]> = [];
    for (const active of [true, false]) {
      await server.db.query('UPDATE subscriptions SET status = $2 WHERE company_id = $1', [company, active ? 'active' : 'inactive']);
      for (const switchedOn of [true, false]) {
        for (const plan of server.features.planFeatures()) {
          const sw = await server.post('/api/enterprises/v2/switches', { data: { kind: 'feature', name: plan.name, enabled: switchedOn } }, tokens.admin);
          expect(sw.status).toBe(200);
          const res = await server.get(`/api/matrix-plan/${plan.name}`, tokens.admin);
          cases.push([`${plan.name} active=${active} on=${switchedOn}`, res.status === 200, active && switchedOn]);
        }
      }
    }
    await server.db.query(`UPDATE subscriptions SET status = 'active' WHERE company_id = $1`, [company]);
    expect(cases.filter(([, got, want]) => got !== want)).toEqual([]);
    expect(cases).toHaveLength(server.features.planFeatures().length * 4);
  });

  it('a plugin switched off answers 403 on all its routes, for every role, through the registry', async () => {
    await server.post('/api/enterprises/v2/switches', { data: { kind: 'plugin', name: 'matrix', enabled: false } }, tokens.admin);
    for (const role of Object.keys(tokens)) expect((await server.get('/api/matrix/shipments', tokens[role])).status).toBe(403);
    await server.post('/api/enterprises/v2/switches', { data: { kind: 'plugin', name: 'matrix', enabled: true } }, tokens.admin);
    expect((await server.get('/api/matrix/shipments', tokens.viewer)).status).toBe(200);
    // Only admins switch: a manager may not.
    expect((await server.post('/api/enterprises/v2/switches', { data: { kind: 'plugin', name: 'matrix', enabled: false } }, tokens.manager)).status).toBe(403);
  });
});
