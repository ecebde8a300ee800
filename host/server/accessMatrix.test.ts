import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from '../../plugins/auth/server';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { FEATURE_CATALOGUE, LEVELS, PLAN_FEATURES } from '@portolan/sdk/shared';
import { DECLARED_POLICY, declaredAllows } from '../../sdk/src/shared/accessPolicy.testTable';

/** One route per feature × level (and per feature, no level), one per plan feature. */
const matrix = defineServerPlugin({
  id: 'matrix',
  routes(app) {
    for (const feature of FEATURE_CATALOGUE) {
      app.get(`/api/matrix/${feature.name}`, { config: { access: { features: [feature.name] } } }, async () => ok({}));
      for (const level of LEVELS) app.get(`/api/matrix/${feature.name}/${level}`, { config: { access: { features: [feature.name], level } } }, async () => ok({}));
    }
    for (const plan of PLAN_FEATURES) app.get(`/api/matrix-plan/${plan.name}`, { config: { access: { plan: [plan.name] } } }, async () => ok({}));
  },
});

describe.each(testDatabases())('access matrix: features × levels × plan switches on the server, %s', (dialect) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let company = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth, matrix], dialect, seed: true });
    tokens.admin = await server.login('shipper@portolan.test', DEMO_PASSWORD);
    company = (await server.identity.authenticate(server.db, tokens.admin))!.companyId;
    const hash = await server.identity.hashPassword('matrix-pass-42');
    for (const role of ['manager', 'operator', 'viewer']) {
      await server.identity.createUser(server.db, { companyId: company, email: `${role}@matrix.test`, name: role, role, password: { hash } });
      tokens[role] = await server.login(`${role}@matrix.test`, 'matrix-pass-42');
    }
  });
  afterAll(async () => server?.close());

  it('answers 200 exactly where the declared policy allows, else 403 (4 roles × 30 features × 6 levels)', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const role of Object.keys(DECLARED_POLICY)) {
      for (const feature of FEATURE_CATALOGUE) {
        for (const level of [undefined, ...LEVELS]) {
          const res = await server.get(`/api/matrix/${feature.name}${level ? `/${level}` : ''}`, tokens[role]);
          const expected = declaredAllows(role, feature, level) ? 200 : 403;
          checked++;
          if (res.status !== expected) mismatches.push(`${role} ${feature.name} ${level ?? '(any)'}: ${res.status}, expected ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(4 * FEATURE_CATALOGUE.length * 6);
  });

  it('plan features: allowed only with an active subscription whose plan has the feature, while the company has not switched it off', async () => {
    const cases: Array<[string, boolean, boolean]> = [];
    for (const active of [true, false]) {
      await server.db.query('UPDATE subscriptions SET status = $2 WHERE company_id = $1', [company, active ? 'active' : 'inactive']);
      for (const switchedOn of [true, false]) {
        for (const plan of PLAN_FEATURES) {
          const sw = await server.post('/api/enterprises/v2/switches', { data: { kind: 'feature', name: plan.name, enabled: switchedOn } }, tokens.admin);
          expect(sw.status).toBe(200);
          const res = await server.get(`/api/matrix-plan/${plan.name}`, tokens.admin);
          cases.push([`${plan.name} active=${active} on=${switchedOn}`, res.status === 200, active && switchedOn]);
        }
      }
    }
    await server.db.query(`UPDATE subscriptions SET status = 'active' WHERE company_id = $1`, [company]);
    expect(cases.filter(([, got, want]) => got !== want)).toEqual([]);
    expect(cases).toHaveLength(PLAN_FEATURES.length * 4);
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
