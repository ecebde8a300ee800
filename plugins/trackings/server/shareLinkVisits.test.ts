import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
// Trackings requires the shipments.tracking service: it runs against its real provider, the shipments plugin,
// loaded by id through plugin discovery (a plugin never imports another).
import trackings from './index';

/** Issue 9 item 10: a share link's opening is counted once per visitor and day, however often it is reloaded. */
describe.each(testDatabases())('share link openings on %s', (dialect) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: [trackings, 'shipments'], dialect });
    const company = await server.identity.createCompany(server.db, { name: 'Acme Exports', kind: 'shipper' });
    const user = await server.identity.createUser(server.db, { companyId: company._id, email: 'shipper@portolan.test', name: 'Shipper', password: { hash: 'x' }, role: 'admin' });
    token = await server.identity.issueToken(server.db, user._id);
    await server.seed('shipments');
  }, 120_000);
  afterAll(async () => server?.close());

  const openedCount = async (linkId: string) => {
    const links = await server.get(`/api/tracking/share-link?filter[shipmentId]=${encodeURIComponent(shipmentId)}`, token);
    return links.body.data.items.find((l: { _id: string }) => l._id === linkId).openedCount as number;
  };
  let shipmentId = '';

  it('counts ten reloads by one visitor once, and a second browser once more', async () => {
    const list = await server.get('/api/shipments/v2?limit=1', token);
    shipmentId = list.body.data.items[0]._id;
    const created = await server.post('/api/tracking/share-link', { data: { shipmentId, expiresInDays: 7 } }, token);
    expect(created.status).toBe(201);
    const link = created.body.data.record;
    const url = `/api/tracking/share-link/${link.token}`;
    for (let i = 0; i < 10; i++) {
      const open = await server.request({ url, headers: { 'user-agent': 'Browser A' } });
      expect(open.status).toBe(200);
    }
    expect(await openedCount(link._id)).toBe(1);
    expect((await server.request({ url, headers: { 'user-agent': 'Browser B' } })).status).toBe(200);
    expect(await openedCount(link._id)).toBe(2);
    // Revoked: not valid, and not counted.
    expect((await server.post(`/api/tracking/share-link/${link._id}/revoke/`, {}, token)).status).toBe(200);
    expect((await server.request({ url, headers: { 'user-agent': 'Browser C' } })).status).toBe(404);
    expect(await openedCount(link._id)).toBe(2);
  });
});
