import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { defineServerPlugin } from '@portolan/sdk/server';
import { BOOKINGS_API, type HsCode, type HsCodeDetails } from '../../shared/types';
import { features } from '../../shared/features';
import { registerHsCodeRoutes } from './registerHsCodeRoutes';

/** The HS routes as the bookings plugin mounts them, under the plugin's own feature. */
const hsOnly = defineServerPlugin({ id: 'bookings', features, routes: (app, ctx) => registerHsCodeRoutes(app, ctx) });

describe.each(testDatabases())('HS code API on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', hsOnly], dialect, seed: true });
    token = await server.login('shipper@portolan.test', 'portolan-demo');
  });
  afterAll(async () => server?.close());

  const search = (query: string) => server.get<{ success: boolean; data: { items: HsCode[]; count: number }; error?: { field?: string } }>(`${BOOKINGS_API.hsCodes}?${query}`, token);

  it('finds subheadings by words, best first, 20 by default', async () => {
    const res = await search('q=roasted%20coffee');
    expect(res.status).toBe(200);
    expect(res.body.data.items.slice(0, 4).map((c) => c.code).sort()).toEqual(['090111', '090112', '090121', '090122']);
    expect(res.body.data.items[0]).toMatchObject({ level: 6, parent: '0901', section: 'II' });
    expect(res.body.data.count).toBe(res.body.data.items.length);
    expect((await search('q=of')).body.data.items).toHaveLength(20);
    expect((await search('q=of&limit=50')).body.data.items).toHaveLength(50);
  });

  it('finds codes by digits: the exact code first', async () => {
    const res = await search('q=0901');
    expect(res.body.data.items.map((c) => c.code)).toEqual(['0901', '090111', '090112', '090121', '090122', '090190']);
  });

  it.each([
    ['q=', 'q'],
    ['', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['q=tea&limit=51', 'limit'],
    ['q=tea&limit=0', 'limit'],
    ['q=tea&limit=many', 'limit'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error?.field).toBe(field);
  });

  it('gives a code with its path and children', async () => {
    const res = await server.get<{ data: { record: HsCodeDetails } }>(BOOKINGS_API.hsCode('0901'), token);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ code: '0901', level: 4, parent: '09', section: 'II', path: [{ code: '09', level: 2 }] });
    expect(res.body.data.record.children.map((c) => c.code)).toEqual(['090111', '090112', '090121', '090122', '090190']);
  });

  it('answers 404 for an unknown code and for one that is not 2, 4 or 6 digits (saying so)', async () => {
    expect((await server.get(BOOKINGS_API.hsCode('090129'), token)).status).toBe(404);
    expect((await server.get(BOOKINGS_API.hsCode('999999'), token)).status).toBe(404);
    for (const bad of ['090', '09012', '0901211', 'coffee']) {
      const res = await server.get<{ error: { message: string } }>(BOOKINGS_API.hsCode(bad), token);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toContain('an HS code has 2, 4 or 6 digits');
    }
    // A NUL character is refused before any route (the platform's rule): a 400.
    expect((await server.get(BOOKINGS_API.hsCode('%00'), token)).status).toBe(400);
  });

  it('needs a signed-in user with bookings access', async () => {
    expect((await server.get(`${BOOKINGS_API.hsCodes}?q=tea`)).status).toBe(401);
    const me = (await server.identity.authenticate(server.db, token))!;
    const viewer = await server.identity.createUser(server.db, { companyId: me.companyId, email: 'hs-viewer@acme.test', name: 'Viewer', password: { hash: 'x' }, role: 'viewer' });
    const viewerToken = await server.identity.issueToken(server.db, viewer._id);
    expect((await server.get(`${BOOKINGS_API.hsCodes}?q=tea`, viewerToken)).status).toBe(200);
  });
});
