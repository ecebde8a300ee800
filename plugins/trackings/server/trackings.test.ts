import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
// Trackings requires the shipments.tracking service: it runs against its real provider, the shipments plugin,
// loaded by id through plugin discovery (a plugin never imports another).
import trackings from './index';

/** Signs a user of a new company in, straight through the identity kernel (no auth plugin needed). */
async function account(server: TestServer, company: string, email: string, role = 'admin') {
  const c = await server.identity.createCompany(server.db, { name: company, kind: 'shipper' });
  const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email, password: { hash: 'x' }, role });
  return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
}

describe.each(testDatabases())('trackings API on %s', (dialect) => {
  let server: TestServer;
  let acme: { companyId: string; token: string };
  let bluewave: { companyId: string; token: string };
  let viewer: { companyId: string; token: string };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [trackings, 'shipments'], dialect });
    acme = await account(server, 'Acme Exports', 'shipper@portolan.test');
    bluewave = await account(server, 'Bluewave Logistics', 'forwarder@portolan.test');
    viewer = await account(server, 'Viewer Co', 'viewer@portolan.test', 'viewer');
    await server.seed('shipments');
  }, 120_000);
  afterAll(async () => server?.close());

  const ownShipment = async (status: string) =>
    (await server.get(`/api/shipments/v2?limit=50&filter[status]=${status}`, acme.token)).body.data.items.find((s: { isShared: boolean }) => !s.isShared);

  describe('share links', () => {
    it('opens a signed link without a session, shows nothing private, and stops after revoking', async () => {
      const shipment = await ownShipment('IN_TRANSIT');
      const created = await server.post('/api/tracking/share-link', { data: { shipmentId: shipment._id, expiresInDays: 7 } }, acme.token);
      expect(created.status).toBe(201);
      const link = created.body.data.record;
      expect(link.url).toMatch(/^\/tracking\/[0-9a-f-]{36}\.\d+\.[\w-]{43}$/);
      const open = await server.get(`/api/tracking/share-link/${link.token}`);
      expect(open.status).toBe(200);
      const view = open.body.data.record;
      expect(view).toMatchObject({ reference: shipment.reference, status: 'IN_TRANSIT', pol: shipment.pol, linkExpiresAt: link.expiresAt });
      for (const secret of ['shipper', 'consignee', 'forwarder', 'commodity', 'hsCode', 'weightKg', 'blNumber', 'bookingNumber', 'companyId', 'sharedWith', '_id']) expect(view).not.toHaveProperty(secret);
      for (const tampered of [link.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')), link.token.replace(/\.(\d+)\./, (_: string, n: string) => `.${Number(n) + 86400}.`)]) {
        expect((await server.get(`/api/tracking/share-link/${tampered}`)).status).toBe(404);
      }
      expect((await server.post(`/api/tracking/share-link/${link._id}/revoke/`, {}, bluewave.token)).status).toBe(404);
      expect((await server.post(`/api/tracking/share-link/${link._id}/revoke/`, {}, acme.token)).status).toBe(200);
      expect((await server.get(`/api/tracking/share-link/${link.token}`)).status).toBe(404);
    });

    it("answers 404 for a link to another company's shipment, or an unknown or malformed id", async () => {
      const theirs = await server.db.one<{ id: string }>('SELECT id FROM shipments WHERE company_id = $1 AND id NOT IN (SELECT shipment_id FROM shipment_parties) LIMIT 1', [bluewave.companyId]);
      for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await server.post('/api/tracking/share-link', { data: { shipmentId: id } }, acme.token)).status, id).toBe(404);
      }
    });
  });

  describe('subscriptions', () => {
    it('subscribes a container on a shipment, polls the simulated feed and logs it', async () => {
      const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const shipment = { reference: 'ACME-TRK-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: future(-3), eta: future(25), containers: [{ number: 'MSKU1234565', isoType: '45G1' }] };
      const s = (await server.post('/api/shipments/v2', { data: shipment }, acme.token)).body.data.record;
      const res = await server.post('/api/trackingmore/subscriptions', { data: { referenceType: 'CONTAINER', reference: 'MSKU 1234565' } }, acme.token);
      expect(res.status).toBe(201);
      expect(res.body.data.record).toMatchObject({ shipmentId: s._id, reference: 'MSKU1234565', carrier: 'MAEU', adapter: 'simulator', status: 'ACTIVE' });
      expect((await server.post('/api/trackingmore/subscriptions', { data: { referenceType: 'CONTAINER', reference: 'MSKU1234565' } }, acme.token)).status).toBe(400);
      const poll = await server.post(`/api/trackingmore/subscriptions/${res.body.data.record._id}/poll/`, {}, acme.token);
      expect(poll.body.data.record.eventsIngested).toBeGreaterThan(0);
      const again = await server.post(`/api/trackingmore/subscriptions/${res.body.data.record._id}/poll/`, {}, acme.token);
      expect(again.body.data.record.eventsIngested).toBe(0); // idempotent by event id
      const logs = await server.get(`/api/trackingmore/subscriptions/logs?filter[subscriptionId]=${res.body.data.record._id}`, acme.token);
      expect(logs.body.data.items.map((l: { message: string }) => l.message)).toEqual(expect.arrayContaining([expect.stringContaining('new event')]));
    });

    it('refuses a reference that is not on a shipment and has no carrier, naming the field', async () => {
      const res = await server.post('/api/trackingmore/subscriptions', { data: { referenceType: 'BL', reference: 'NOSUCHBL123' } }, acme.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field ?? res.body.error.message).toMatch(/carrier/);
    });
  });

  describe('radar and containers', () => {
    it('answers insights for the radar and containers at the POD', async () => {
      const res = await server.get('/api/tracking_insights/', acme.token);
      expect(res.body.data.record).toMatchObject({ total: expect.any(Number), byStatus: expect.objectContaining({ IN_TRANSIT: expect.any(Number) }) });
      expect(res.body.data.record.byRegion.length).toBeGreaterThan(2);
      // The demo's arrivals move with the clock (a run late in the day can find none still at the POD):
      // one shipment with containers is made arrived and not collected, so the list is never empty by chance.
      const { id } = (await server.db.one<{ id: string }>(
        "SELECT s.id FROM shipments s WHERE s.company_id = $1 AND EXISTS (SELECT 1 FROM shipment_containers c WHERE c.shipment_id = s.id) ORDER BY s.reference LIMIT 1",
        [acme.companyId],
      ))!;
      await server.db.query("UPDATE shipments SET status = 'ARRIVED', ata = coalesce(ata, now()) WHERE id = $1", [id]);
      await server.db.query("DELETE FROM shipment_events WHERE shipment_id = $1 AND event_code = 'GTOT' AND location = (SELECT pod FROM shipments WHERE id = $1)", [id]);
      const pod = await server.get('/api/tracking_insights/containers-at-pod', acme.token);
      expect(pod.status).toBe(200);
      // Without the D&D plugin no container carries free time (the /ddt screen leaves those columns out).
      expect(pod.body.data.items.length).toBeGreaterThan(0);
      for (const c of pod.body.data.items) expect(c).not.toHaveProperty('lastFreeDay');
    });

    it('answers a vessel position for a vessel of the caller only', async () => {
      const s = await server.db.one<{ vessel: string }>("SELECT vessel FROM shipments WHERE company_id = $1 AND status = 'IN_TRANSIT' LIMIT 1", [acme.companyId]);
      const res = await server.get(`/api/positions/${encodeURIComponent(s!.vessel)}`, acme.token);
      expect(res.status).toBe(200);
      expect(res.body.data.record).toMatchObject({ vessel: s!.vessel, lat: expect.any(Number), lon: expect.any(Number) });
      expect((await server.get(`/api/positions/${encodeURIComponent(s!.vessel)}`, viewer.token)).status).toBe(404);
    });

    it("lists the caller's containers with their shipment, and fetches events for one of them", async () => {
      const list = await server.get('/api/ldb/equipments/?limit=5', acme.token);
      expect(list.status).toBe(200);
      expect(list.body.data.items[0]).toMatchObject({ number: expect.any(String), shipmentId: expect.any(String), reference: expect.any(String) });
      const fetched = await server.post('/api/ldb/fetch', { data: { containerNumber: list.body.data.items[0].number } }, acme.token);
      expect(fetched.status).toBe(200);
      expect((await server.post('/api/ldb/fetch', { data: { containerNumber: list.body.data.items[0].number } }, bluewave.token)).status).toBe(404);
    });
  });
});
