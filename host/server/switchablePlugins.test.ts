import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlwaysOnPlugin } from '@portolan/sdk/shared';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { serverPlugins } from './serverPlugins';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { discoverPlugins } from '../../scripts/pluginDiscovery.mjs';
import { createPluginSwitches } from '../../core/server/identity/createPluginSwitches';
import { routeCatalogue } from '../../core/server/routeCatalogue';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webIds = discoverPlugins(root, 'web').map((p) => p.id);
const serverIds = discoverPlugins(root, 'server').map((p) => p.id);

describe('one plugin, one id (issue 8)', () => {
  it('gives every web plugin a server plugin with the same id, and the host mounts every discovered one', () => {
    expect(webIds.filter((id) => !serverIds.includes(id))).toEqual([]);
    expect(serverPlugins.map((p) => p.id).sort()).toEqual([...serverIds].sort());
  });
});

describe.each(testDatabases())('every switchable plugin switched off on %s', (dialect) => {
  let server: TestServer;
  const switches = createPluginSwitches();
  let token = '';
  let companyId = '';
  const switchable = serverPlugins.map((p) => p.id).filter((id) => !isAlwaysOnPlugin(id));

  beforeAll(async () => {
    server = await createTestServer({ plugins: serverPlugins, dialect, seed: true });
    token = await server.login('shipper@portolan.test', DEMO_PASSWORD);
    companyId = (await server.identity.authenticate(server.db, token))!.companyId;
  }, 180_000);
  afterAll(async () => server?.close());

  /** A plugin's representative route: its first protected GET without path parameters. */
  const representative = (pluginId: string) =>
    routeCatalogue(server.app)
      .filter((r) => r.pluginId === pluginId && r.method === 'GET' && !r.url.includes(':') && !r.access?.public)
      .map((r) => r.url)
      .sort()[0];

  it('has switchable plugins besides the always-on ones', () => {
    expect(switchable.length).toBeGreaterThanOrEqual(3);
    expect(switchable).toEqual(expect.arrayContaining(['documents', 'shipments', 'trackings']));
  });

  it.each(serverIds.filter((id) => !isAlwaysOnPlugin(id)))('%s: answers, then 403 once switched off for the company, then answers again', async (pluginId) => {
    const url = representative(pluginId);
    expect(url, `${pluginId} has a protected GET route`).toBeDefined();
    expect((await server.get(url, token)).status, url).not.toBe(403);
    await switches.set(server.db, companyId, pluginId, false);
    try {
      const off = await server.get(url, token);
      expect(off.status, url).toBe(403);
      expect(off.body.error.message).toBe('This feature is switched off for your company');
    } finally {
      await switches.set(server.db, companyId, pluginId, true);
    }
    expect((await server.get(url, token)).status, url).not.toBe(403);
  });

  it('keeps trackings apart from shipments: trackings off still lists shipments, and tracking routes answer 403', async () => {
    await switches.set(server.db, companyId, 'trackings', false);
    try {
      expect((await server.get('/api/shipments/v2?limit=1', token)).status).toBe(200);
      expect((await server.get('/api/trackingmore/subscriptions', token)).status).toBe(403);
      expect((await server.get('/api/tracking_insights/', token)).status).toBe(403);
    } finally {
      await switches.set(server.db, companyId, 'trackings', true);
    }
  });
});
