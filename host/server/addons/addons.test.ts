import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portolan/sdk/server';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import auth from '../../../plugins/auth/server';
import { createPluginSwitches } from '../../../core/server/identity/createPluginSwitches';
import { loadAddons } from './loadAddons';
import { registerAddonRoutes } from './registerAddonRoutes';

const dir = mkdtempSync(join(tmpdir(), 'portolan-addons-unit-'));

function addon(folder: string, manifest: Record<string, unknown>, files: Record<string, string>) {
  mkdirSync(join(dir, folder, 'web'), { recursive: true });
  mkdirSync(join(dir, folder, 'server'), { recursive: true });
  writeFileSync(join(dir, folder, 'portolan-addon.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, folder, name), text);
}

addon(
  'notes',
  { id: 'notes', title: 'Notes', version: '1.0.0', sdk: '^0.1.0', web: 'web/index-abcdef12.js', server: 'server/index.js', nav: [{ id: 'n', section: 'reports', title: 'Notes', icon: 'note', to: '/notes' }], routes: [{ path: '/notes' }] },
  {
    'web/index-abcdef12.js': 'export default { id: "notes" };',
    'server/index.js': `export default {
      id: 'notes',
      migrations: [{ name: '001', sql: 'CREATE TABLE addon_notes (id serial PRIMARY KEY, company_id uuid NOT NULL, text text NOT NULL)' }],
      routes: (app, { db }) => {
        app.get('/api/notes-addon/notes', async (request) => ({ success: true, data: { items: (await db.query('SELECT text FROM addon_notes WHERE company_id = $1', [request.user.companyId])).rows } }));
      },
    };`,
  },
);
addon('future', { id: 'future', title: 'Future', version: '1.0.0', sdk: '^9.0.0', web: 'web/index.js' }, { 'web/index.js': '' });
addon('broken', { id: 'Broken Id', title: 'x', version: '1', sdk: '^0.1.0' }, {});

describe('add-ons on the server', () => {
  let server: TestServer;
  let result: Awaited<ReturnType<typeof loadAddons>>;
  beforeAll(async () => {
    result = await loadAddons(dir, '0.1.0');
    server = await createTestServer({
      plugins: [auth, ...result.addons.flatMap((a) => (a.server ? [a.server] : []))],
      seed: true,
      // The test server's database exists only once it is created: reach it lazily.
      extend: (app) => registerAddonRoutes(app, result.addons, { db: { query: (sql, params) => server.db.query(sql, params), one: (sql, params) => server.db.one(sql, params), transaction: (fn) => server.db.transaction(fn) } as Db, switches: createPluginSwitches() }),
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads valid add-ons and refuses the others with a reason', () => {
    expect(result.addons.map((a) => a.manifest.id)).toEqual(['notes']);
    expect(result.refused.map((r) => r.reason).join('\n')).toMatch(/needs SDK \^9\.0\.0, this server provides 0\.1\.0/);
    expect(result.refused.map((r) => r.reason).join('\n')).toMatch(/"id" must be kebab-case/);
  });

  it('lists the add-ons enabled for the caller’s company and hides a switched-off one (API 403)', async () => {
    const token = await server.login('forwarder@portolan.test', 'portolan-demo');
    const listed = await server.get('/api/plugins', token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id: 'notes', webUrl: '/addons/notes/web/index-abcdef12.js' })]);
    expect((await server.get('/api/notes-addon/notes', token)).status).toBe(200);
    expect((await server.get('/api/plugins')).status).toBe(401);

    const me = await server.get('/api/auth/v2/user/', token);
    await createPluginSwitches().set(server.db, me.body.data.record.userCompany, 'notes', false);
    const again = await server.login('forwarder@portolan.test', 'portolan-demo');
    expect((await server.get('/api/plugins', again)).body.data.items).toEqual([]);
    expect((await server.get('/api/notes-addon/notes', again)).status).toBe(403);
  });

  it('serves the add-on’s web files, hashed ones immutable, and nothing outside its folder', async () => {
    const file = await server.get('/addons/notes/web/index-abcdef12.js');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/javascript');
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await server.get('/addons/notes/portolan-addon.json')).status).toBe(404);
    expect((await server.get('/addons/notes/server/index.js')).status).toBe(404);
    expect((await server.get('/addons/notes/..%2F..%2Fetc%2Fpasswd.js')).status).toBe(404);
    expect((await server.get('/addons/other/web/index.js')).status).toBe(404);
  });
});
