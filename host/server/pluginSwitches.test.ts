import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from '../../plugins/auth/server';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { createPluginSwitches } from '../../core/server/identity/createPluginSwitches';
import { routeCatalogue } from '../../core/server/routeCatalogue';

const egm = defineServerPlugin({
  id: 'egm',
  routes(app) {
    app.get('/api/egm/manifests', async () => ok({ items: [], count: 0 }));
    app.get('/api/egm/manifests/:id', async () => ok({ record: {} }));
    app.get('/api/egm/public', { config: { access: { public: true } } }, async () => ok({ open: true }));
  },
});

describe.each(testDatabases())('plugin switches on %s', (dialect) => {
  let server: TestServer;
  const switches = createPluginSwitches();
  let shipper = '';
  let forwarder = '';
  let shipperCompany = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth, egm], dialect, seed: true });
    [shipper, forwarder] = await Promise.all([server.login('shipper@portolan.test', DEMO_PASSWORD), server.login('forwarder@portolan.test', DEMO_PASSWORD)]);
    shipperCompany = (await server.identity.authenticate(server.db, shipper))!.companyId;
  });
  afterAll(async () => server?.close());

  it('answers 403 on every route of a plugin switched off for the company, only for that company, and 200 again when switched on', async () => {
    expect((await server.get('/api/egm/manifests', shipper)).status).toBe(200);
    await switches.set(server.db, shipperCompany, 'egm', false);
    expect(await switches.disabledFor(server.db, shipperCompany)).toEqual(new Set(['egm']));
    for (const url of ['/api/egm/manifests', '/api/egm/manifests/1']) {
      const res = await server.get(url, shipper);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: { message: 'This feature is switched off for your company', code: 'FORBIDDEN' } });
    }
    expect((await server.get('/api/egm/manifests', forwarder)).status).toBe(200);
    expect((await server.get('/api/egm/public', shipper)).status).toBe(200);
    const profile = await server.get('/api/auth/v2/user/', shipper);
    expect(profile.body.data.record.disabledPlugins).toEqual(['egm']);
    await switches.set(server.db, shipperCompany, 'egm', true);
    expect((await server.get('/api/egm/manifests', shipper)).status).toBe(200);
    expect(await switches.isEnabled(server.db, shipperCompany, 'egm')).toBe(true);
  });

  it('never switches off the identity routes', async () => {
    await expect(switches.set(server.db, shipperCompany, 'auth', false)).rejects.toThrow(/cannot be switched off/);
    await server.db.query("INSERT INTO company_plugin_switches (company_id, plugin_id, enabled) VALUES ($1, 'auth', false)", [shipperCompany]);
    expect((await server.get('/api/auth/v2/user/', shipper)).status).toBe(200);
    expect(await switches.isEnabled(server.db, shipperCompany, 'auth')).toBe(true);
    await server.db.query("DELETE FROM company_plugin_switches WHERE plugin_id = 'auth'");
  });

  it('catalogues every route with its plugin', () => {
    const routes = routeCatalogue(server.app);
    expect(routes).toContainEqual(expect.objectContaining({ pluginId: 'egm', method: 'GET', url: '/api/egm/manifests/:id' }));
    expect(routes).toContainEqual(expect.objectContaining({ pluginId: 'auth', method: 'POST', url: '/api/auth/v2/login/', access: { public: true } }));
    expect(routes.some((r) => r.method === 'HEAD')).toBe(false);
  });
});
