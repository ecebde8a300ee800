import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import shipments from './index';
import { containerNumber } from '@portolan/sdk/shared';

/** Signs a user of a new company in, straight through the identity kernel (no auth plugin needed). */
async function account(server: TestServer, company: string, email: string, kind: 'shipper' | 'forwarder' = 'shipper', role = 'admin') {
  const c = await server.identity.createCompany(server.db, { name: company, kind });
  const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email, password: { hash: 'x' }, role });
  return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function newShipment(reference: string, extra: Record<string, unknown> = {}) {
  return {
    reference,
    mode: 'FCL',
    carrier: 'MAEU',
    pol: 'INNSA',
    pod: 'DEHAM',
    etd: future(3),
    eta: future(28),
    containers: [{ number: containerNumber('MSKU', 123456), isoType: '45G1' }],
    ...extra,
  };
}

describe.each(testDatabases())('shipments API on %s', (dialect) => {
  let server: TestServer;
  let acme: { companyId: string; token: string };
  let bluewave: { companyId: string; token: string };
  let viewer: { companyId: string; token: string };
  let context: ServerPluginContext;

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments], dialect });
    acme = await account(server, 'Acme Exports', 'shipper@portolan.test');
    bluewave = await account(server, 'Bluewave Logistics', 'forwarder@portolan.test', 'forwarder');
    viewer = await account(server, 'Viewer Co', 'viewer@portolan.test', 'shipper', 'viewer');
    context = { db: server.db, identity: server.identity, config: { env: 'test', seedDemo: true }, log: server.app.log } as unknown as ServerPluginContext;
    await shipments.seed!(context);
  }, 120_000);
  afterAll(async () => server?.close());

  describe('demo data', () => {
    it('seeds ~50 shipments per demo company on real lanes, moved along by the simulated feed', async () => {
      const counts = await server.db.query<{ company_id: string; n: number }>('SELECT company_id, count(*)::int AS n FROM shipments GROUP BY company_id');
      const byCompany = Object.fromEntries(counts.rows.map((r) => [r.company_id, r.n]));
      expect(byCompany[acme.companyId]).toBe(50);
      expect(byCompany[bluewave.companyId]).toBe(52);
      const statuses = await server.db.query<{ status: string }>('SELECT DISTINCT status FROM shipments');
      expect(statuses.rows.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['BOOKED', 'IN_TRANSIT', 'DELIVERED']));
      const events = await server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM shipment_events WHERE classifier = 'ACT'");
      expect(events!.n).toBeGreaterThan(100);
    });

    it('seeding again changes nothing', async () => {
      const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shipment_events');
      await shipments.seed!(context);
      const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shipment_events');
      expect(after).toEqual(before);
    });
  });

  describe('GET /api/shipments/v2', () => {
    it('answers a page with items, count and cursors', async () => {
      const res = await server.get('/api/shipments/v2?limit=10', acme.token);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const { items, count, nextCursor, prevCursor } = res.body.data;
      expect(items).toHaveLength(10);
      expect(count).toBe(50 + 8); // its own and the 8 Bluewave shared with it
      expect(nextCursor).toEqual(expect.any(String));
      expect(prevCursor).toBeNull();
      expect(items[0]).toMatchObject({ _id: expect.any(String), version: expect.any(Number), reference: expect.any(String), carrier: expect.any(String), eta: expect.any(String) });
    });

    it('pages by keyset: the pages together are the whole list in order, back and forth', async () => {
      const all = (await server.get('/api/shipments/v2?limit=200&sort[eta]=asc', acme.token)).body.data.items.map((s: { _id: string }) => s._id);
      const seen: string[] = [];
      let cursor: string | null = null;
      const cursors: Array<string | null> = [];
      do {
        const url: string = `/api/shipments/v2?limit=7&sort[eta]=asc${cursor ? `&after=${cursor}` : ''}`;
        const page: { items: Array<{ _id: string }>; nextCursor: string | null; prevCursor: string | null } = (await server.get(url, acme.token)).body.data;
        cursors.push(page.prevCursor);
        seen.push(...page.items.map((s) => s._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      // Back from the third page gives the second.
      const second = (await server.get(`/api/shipments/v2?limit=7&sort[eta]=asc&before=${cursors[2]}`, acme.token)).body.data;
      expect(second.items.map((s: { _id: string }) => s._id)).toEqual(all.slice(7, 14));
    });

    it('filters by status, carrier, POL/POD and ETA range, and searches', async () => {
      const res = await server.get('/api/shipments/v2?filter[status]=IN_TRANSIT,ARRIVED&filter[pol]=INNSA&filter[eta][from]=2000-01-01', acme.token);
      expect(res.status).toBe(200);
      for (const s of res.body.data.items) {
        expect(['IN_TRANSIT', 'ARRIVED']).toContain(s.status);
        expect(s.pol).toBe('INNSA');
      }
      const one = (await server.get('/api/shipments/v2?limit=1', acme.token)).body.data.items[0];
      const found = await server.get(`/api/shipments/v2?search=${encodeURIComponent(one.reference)}`, acme.token);
      expect(found.body.data.items.map((s: { _id: string }) => s._id)).toContain(one._id);
      const carrier = await server.get(`/api/shipments/v2?filter[carrier]=${one.carrier}`, acme.token);
      expect(carrier.body.data.items.every((s: { carrier: string }) => s.carrier === one.carrier)).toBe(true);
    });

    it('answers 400 naming the field for a bad query', async () => {
      const res = await server.get('/api/shipments/v2?limit=0', acme.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('limit');
      const sort = await server.get('/api/shipments/v2?sort[status]=asc', acme.token);
      expect(sort.status).toBe(400);
      expect(sort.body.error.field).toBe('sort');
      expect((await server.get('/api/shipments/v2?filter[colour]=red', acme.token)).status).toBe(400);
      const cursor = await server.get('/api/shipments/v2?after=nonsense', acme.token);
      expect(cursor.status).toBe(400);
      expect(cursor.body.error.field).toBe('after');
    });

    it('needs a session', async () => {
      expect((await server.get('/api/shipments/v2')).status).toBe(401);
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another company's shipment, and for unknown or malformed ids", async () => {
      const theirs = (await server.get('/api/shipments/v2?limit=50', bluewave.token)).body.data.items.find((s: { isShared: boolean; sharedWith?: string[] }) => !s.isShared);
      const notShared = await server.db.one<{ id: string }>('SELECT id FROM shipments WHERE company_id = $1 AND id NOT IN (SELECT shipment_id FROM shipment_parties) LIMIT 1', [bluewave.companyId]);
      expect(theirs).toBeDefined();
      for (const id of [notShared!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await server.get(`/api/shipments/v2/${id}`, acme.token);
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ success: false, error: { message: 'Shipment not found', code: 'NOT_FOUND' } });
        expect((await server.get(`/api/journeys/journeys/shipment/${id}`, acme.token)).status).toBe(404);
        expect((await server.get(`/api/events/shipment/${id}`, acme.token)).status).toBe(404);
      }
      const update = await server.post(`/api/shipments/v2/${notShared!.id}/`, { data: { vessel: 'X', version: 1 } }, acme.token);
      expect(update.status).toBe(404);
    });

    it('lets a company read a shipment shared with it, but not change it', async () => {
      const shared = await server.db.one<{ shipment_id: string }>('SELECT shipment_id FROM shipment_parties WHERE company_id = $1 LIMIT 1', [acme.companyId]);
      const res = await server.get(`/api/shipments/v2/${shared!.shipment_id}`, acme.token);
      expect(res.status).toBe(200);
      expect(res.body.data.record).toMatchObject({ isShared: true, sharedWith: [], companyId: bluewave.companyId });
      const update = await server.post(`/api/shipments/v2/${shared!.shipment_id}/`, { data: { vessel: 'X', version: res.body.data.record.version } }, acme.token);
      expect(update.status).toBe(404);
      const owner = await server.get(`/api/shipments/v2/${shared!.shipment_id}`, bluewave.token);
      expect(owner.body.data.record).toMatchObject({ isShared: false, sharedWith: [acme.companyId] });
    });

    it('keeps lists to the caller', async () => {
      const items = (await server.get('/api/shipments/v2?limit=200', viewer.token)).body.data;
      expect(items).toMatchObject({ items: [], count: 0 });
    });
  });

  describe('create and update', () => {
    let created: { _id: string; version: number };

    it('creates a shipment with containers: 201, the record and its id', async () => {
      const res = await server.post('/api/shipments/v2', { data: newShipment('ACME-NEW-1', { transshipmentPorts: ['aejea'] }) }, acme.token);
      expect(res.status).toBe(201);
      created = res.body.data.record;
      expect(res.body.data.id).toBe(created._id);
      expect(res.body.data.record).toMatchObject({
        reference: 'ACME-NEW-1',
        status: 'BOOKED',
        origin: 'INNSA',
        transshipmentPorts: ['AEJEA'],
        teu: 2,
        version: 1,
        containers: [{ number: 'MSKU1234565', isoType: '45G1' }],
      });
    });

    it('refuses a container number with a wrong check digit, naming the field', async () => {
      const res = await server.post('/api/shipments/v2', { data: newShipment('ACME-NEW-2', { containers: [{ number: 'MSKU1234566' }] }) }, acme.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: 'data.containers.0.number', message: expect.stringContaining('check digit') });
    });

    it('refuses missing and malformed fields, ETA before ETD and a taken reference', async () => {
      const { pod: _pod, ...noPod } = newShipment('ACME-NEW-3');
      expect((await server.post('/api/shipments/v2', { data: noPod }, acme.token)).body.error.field).toBe('data.pod');
      expect((await server.post('/api/shipments/v2', { data: newShipment('ACME-NEW-3', { pol: 'Mumbai' }) }, acme.token)).body.error.field).toBe('data.pol');
      expect((await server.post('/api/shipments/v2', { data: newShipment('ACME-NEW-3', { eta: future(1) }) }, acme.token)).body.error.field).toBe('data.eta');
      const taken = await server.post('/api/shipments/v2', { data: newShipment('ACME-NEW-1') }, acme.token);
      expect(taken.status).toBe(409);
      expect(taken.body.error.field).toBe('data.reference');
    });

    it('updates with the current version and refuses a stale one with 409', async () => {
      const ok = await server.post(`/api/shipments/v2/${created._id}/`, { data: { vessel: 'Maersk Essen', version: created.version } }, acme.token);
      expect(ok.status).toBe(200);
      expect(ok.body.data.record).toMatchObject({ vessel: 'Maersk Essen', version: created.version + 1 });
      const stale = await server.post(`/api/shipments/v2/${created._id}/`, { data: { vessel: 'Other', version: created.version } }, acme.token);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: 'CONFLICT', field: 'data.version' });
      const missing = await server.post(`/api/shipments/v2/${created._id}/`, { data: { vessel: 'Other' } }, acme.token);
      expect(missing.status).toBe(400);
      expect(missing.body.error.field).toBe('data.version');
    });

    it('needs the Create level to create', async () => {
      const res = await server.post('/api/shipments/v2', { data: newShipment('VIEW-1') }, viewer.token);
      expect(res.status).toBe(403);
    });
  });

  describe('journeys and events', () => {
    it('answers legs and milestones with planned, estimated and actual times', async () => {
      const row = await server.db.one<{ id: string }>("SELECT id FROM shipments WHERE company_id = $1 AND status = 'IN_TRANSIT' AND cardinality(transshipment_ports) > 0 LIMIT 1", [acme.companyId]);
      const res = await server.get(`/api/journeys/journeys/shipment/${row!.id}`, acme.token);
      expect(res.status).toBe(200);
      const { legs, milestones } = res.body.data.record;
      expect(legs.length).toBe(2);
      const departure = milestones.find((m: { eventCode: string; location: string }) => m.eventCode === 'DEPA');
      expect(departure).toMatchObject({ planned: expect.any(String), actual: expect.any(String), state: 'done' });
      // … arrive, discharge, gate out (full) and the empty return at the POD.
      const [arrival, ...after] = milestones.slice(-4);
      expect(arrival).toMatchObject({ eventCode: 'ARRI', estimated: expect.any(String), actual: null });
      expect(after.map((m: { eventCode: string }) => m.eventCode)).toEqual(['DISC', 'GTOT', 'GTIN']);
      expect(milestones[0]).toMatchObject({ eventCode: 'GTOT', state: 'done' });
      const events = await server.get(`/api/events/shipment/${row!.id}`, acme.token);
      expect(events.body.data.items[0]).toMatchObject({ eventType: expect.stringMatching(/^(SHIPMENT|TRANSPORT|EQUIPMENT)$/), classifier: expect.stringMatching(/^(PLN|EST|ACT)$/) });
      const equipment = await server.get(`/api/journeys/equipments/shipment/${row!.id}`, acme.token);
      expect(equipment.body.data.items[0].lastEvent).toMatchObject({ classifier: 'ACT' });
    });
  });

  describe('bulk create', () => {
    const row = (reference: string, extra: Record<string, string> = {}) => ({
      Reference: reference,
      Mode: 'FCL',
      Carrier: 'MSCU',
      POL: 'INMUN',
      POD: 'NLRTM',
      ETD: '2030-01-10',
      ETA: '2030-02-05',
      Containers: `${containerNumber('MSCU', 111111)};${containerNumber('MSCU', 222222)}`,
      'Container type': '42G1',
      ...extra,
    });

    it('reports every row problem and writes nothing when one row is wrong', async () => {
      const rows = [row('BULK-1'), row('BULK-2', { Containers: 'MSCU1111110', ETA: '2029-01-01' }), row('BULK-1')];
      const res = await server.post('/api/shipments/v2/bulk', { data: { rows } }, acme.token);
      expect(res.status).toBe(400);
      expect(res.body.data.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ row: 2, field: 'containers.0.number' }),
          expect.objectContaining({ row: 2, field: 'eta' }),
          expect.objectContaining({ row: 3, field: 'reference' }),
        ]),
      );
      expect(await server.db.one("SELECT 1 FROM shipments WHERE reference LIKE 'BULK-%'")).toBeUndefined();
    });

    it('validates on a dry run, then creates every row in one go', async () => {
      const rows = [row('BULK-1'), row('BULK-2')];
      const dry = await server.post('/api/shipments/v2/bulk', { data: { rows }, options: { dryRun: true } }, acme.token);
      expect(dry.body.data.record).toMatchObject({ rows: 2, valid: 2, created: 0 });
      expect(await server.db.one("SELECT 1 FROM shipments WHERE reference LIKE 'BULK-%'")).toBeUndefined();
      const res = await server.post('/api/shipments/v2/bulk', { data: { rows } }, acme.token);
      expect(res.status).toBe(201);
      expect(res.body.data.record).toMatchObject({ created: 2 });
      const list = await server.get('/api/shipments/v2?search=BULK-', acme.token);
      expect(list.body.data.count).toBe(2);
      expect(list.body.data.items[0].containers).toHaveLength(2);
    });
  });

  describe('lists beside shipments', () => {
    it('answers bills of lading of the caller', async () => {
      const bls = await server.get('/api/shipments/v2/shipment-bl/?limit=5', acme.token);
      expect(bls.body.data.items[0]).toMatchObject({ blNumber: expect.any(String), shipmentId: expect.any(String) });
    });
  });
});
