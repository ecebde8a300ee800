import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { findVisible, type ServerPluginContext } from '@portolan/sdk/server';
import shipments from './index';
import { shipmentResource } from './shipmentResource';
import { toShipmentRecord, type ShipmentRecord } from './shipmentRecord';
import { containerNumber } from '@portolan/sdk/shared';

/** A company and a signed-in admin, straight through the identity kernel. */
async function account(server: TestServer, company: string, email: string, kind: 'shipper' | 'forwarder' = 'shipper') {
  const c = await server.identity.createCompany(server.db, { name: company, kind });
  const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email, password: { hash: 'x' }, role: 'admin' });
  return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
}

/** The record as the JS path builds it (toShipmentRecord + expand, as details and the other routes read it). */
async function jsRecord(server: TestServer, companyId: string, id: string): Promise<ShipmentRecord> {
  const record = toShipmentRecord((await findVisible(server.db, shipmentResource, companyId, id))!);
  await shipmentResource.expand!(server.db, [record], { companyId, many: false });
  return record;
}

describe.each(testDatabases())('shipment records built by the database on %s', (dialect) => {
  let server: TestServer;
  let acme: { companyId: string; token: string };
  let bluewave: { companyId: string; token: string };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments], dialect });
    acme = await account(server, 'Acme Exports', 'shipper@portolan.test');
    bluewave = await account(server, 'Bluewave Logistics', 'forwarder@portolan.test', 'forwarder');
    const context = { db: server.db, identity: server.identity, config: { env: 'test', seedDemo: true }, log: server.app.log } as unknown as ServerPluginContext;
    await shipments.seed!(context);
    // Odd values: fractions of a millisecond, decimals, several containers, a seal, transshipment ports, no parties.
    const created = await server.post(
      '/api/shipments/v2',
      {
        data: {
          reference: 'ODD-1',
          mode: 'LCL',
          carrier: 'MAEU',
          pol: 'INNSA',
          pod: 'DEHAM',
          etd: '2031-01-02T03:04:05.678Z',
          eta: '2031-02-03T04:05:06.009Z',
          weightKg: 1234.5,
          volumeCbm: 0.125,
          transshipmentPorts: ['LKCMB', 'EGPSD'],
          shipper: 'Quote "and" back\\slash — ünïcode',
          containers: [
            { number: containerNumber('TGHU', 765432), isoType: '22G1', sealNumber: 'S-1', weightKg: 10.75 },
            { number: containerNumber('MSKU', 123456), isoType: '45G1' },
          ],
        },
      },
      acme.token,
    );
    expect(created.status).toBe(201);
    await server.db.query("UPDATE shipments SET atd = etd + interval '1.5 ms', ata = NULL WHERE reference = 'ODD-1'");
  }, 120_000);
  afterAll(async () => server?.close());

  it('list items and details equal what toShipmentRecord + expand give, for own and shared records', async () => {
    for (const who of [acme, bluewave]) {
      const items: ShipmentRecord[] = [];
      let query = 'limit=40';
      for (;;) {
        const res = await server.get(`/api/shipments/v2?${query}`, who.token);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        items.push(...res.body.data.items);
        if (!res.body.data.nextCursor) break;
        query = `limit=40&after=${res.body.data.nextCursor}`;
      }
      expect(items.length).toBeGreaterThan(40);
      expect(items.some((s) => s.isShared)).toBe(who === acme);
      for (const item of items) expect(item).toEqual(await jsRecord(server, who.companyId, item._id));
      const one = items.find((s) => s.isShared) ?? items[0];
      const details = await server.get(`/api/shipments/v2/${one._id}`, who.token);
      expect(details.body).toEqual({ success: true, data: { record: await jsRecord(server, who.companyId, one._id) } });
    }
    const odd = (await server.get('/api/shipments/v2?filter[reference]=ODD-1', acme.token)).body.data.items[0];
    expect(odd).toMatchObject({ etd: '2031-01-02T03:04:05.678Z', weightKg: 1234.5, volumeCbm: 0.125, transshipmentPorts: ['LKCMB', 'EGPSD'], ata: null });
    expect(odd.containers.map((c: { sealNumber: string | null }) => c.sealNumber)).toEqual(['S-1', null]);
  });

  it('a shared record shows its parties to the owner only', async () => {
    const shared = (await server.get('/api/shipments/v2?limit=200', acme.token)).body.data.items.find((s: ShipmentRecord) => s.isShared) as ShipmentRecord;
    expect(shared.sharedWith).toEqual([]);
    const owner = (await server.get(`/api/shipments/v2/${shared._id}`, bluewave.token)).body.data.record as ShipmentRecord;
    expect(owner.sharedWith).toEqual([acme.companyId]);
    const ownerList = (await server.get(`/api/shipments/v2?filter[reference]=${encodeURIComponent(shared.reference)}`, bluewave.token)).body.data.items;
    expect(ownerList[0].sharedWith).toEqual([acme.companyId]);
  });

  it('answers an empty page and a 404 as JSON', async () => {
    const empty = await server.get('/api/shipments/v2?filter[reference]=NOPE', acme.token);
    expect(empty.body).toEqual({ success: true, data: { items: [], count: 0, countIsExact: true, nextCursor: null, prevCursor: null } });
    const other = (await server.get('/api/shipments/v2?filter[reference]=ODD-1', acme.token)).body.data.items[0];
    expect((await server.get(`/api/shipments/v2/${other._id}`, bluewave.token)).status).toBe(404);
  });
});
