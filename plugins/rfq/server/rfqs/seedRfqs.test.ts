import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_RECORDS, SHIPMENT_VOLUMES } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API, type Rfq, type RfqListItem, type VendorRfqListItem } from '../../shared/types';
import { DEMO_RFQ_TITLES, seedRfqs } from './seedRfqs';

const fakes = defineServerPlugin({
  id: 'rfq-seed-fakes',
  provides: [
    provide(GEOCODER, () => ({ autocomplete: async () => [], place: async () => undefined, nearestPorts: async () => [] })),
    provide(SCHEDULE_SAILINGS, () => ({ nextSailings: async () => [] })),
    provide(SHIPMENT_VOLUMES, () => ({ teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) })),
    provide(SHIPMENT_RECORDS, () => ({ create: async () => { throw new Error('not in these tests'); } }) as never),
  ],
});

describe.each(testDatabases())('RFQ demo data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', rfqPlugin], dialect });
    await server.seed('auth');
    const ctx = { db: server.db, log: server.app.log, config: {}, identity: server.identity, plugins: server.switches } as never;
    await seedRfqs(ctx);
    await seedRfqs(ctx); // idempotent
  }, 120_000);
  afterAll(async () => server?.close());

  it('gives Acme its contract tender (30 lanes, closed), an open spot tender and a draft, with terms, a vendor group and approval levels', async () => {
    const acme = await server.login('shipper@portolan.test', 'portolan-demo');
    const list = (await server.get(`${RFQ_API.rfqs}?limit=50`, acme)).body.data.items as RfqListItem[];
    expect(list.map((r) => [r.title, r.status, r.laneCount]).sort()).toEqual([
      [DEMO_RFQ_TITLES.contract, 'CLOSED', 30],
      [DEMO_RFQ_TITLES.spot, 'OPEN', 8],
      [DEMO_RFQ_TITLES.reefer, 'DRAFT', 5],
    ]);
    const contract = (await server.get(`${RFQ_API.rfqs}/${list.find((r) => r.title === DEMO_RFQ_TITLES.contract)!._id}`, acme)).body.data.record as Rfq;
    expect(contract.invitations.map((i) => [i.vendorName, i.status])).toEqual([
      ['Bluewave Logistics', 'VIEWED'],
      ['Harbourline Forwarding', 'VIEWED'],
      ['Meridian Freight', 'VIEWED'],
    ]);
    expect(new Set(contract.lanes.map((l) => l.containerType))).toEqual(new Set(['22G1', '42G1', '45G1']));
    expect(contract.lanes.every((l) => l.volume >= 20 && l.volume <= 400 && l.baselineAmount && l.origin.startsWith('IN'))).toBe(true);
    expect(contract.lanes.filter((l) => l.incumbentCompanyId).length).toBe(10);
    expect(contract.terms.map((t) => t.title)).toEqual(['Payment terms', 'Free time', 'Surcharges', 'Rate validity', 'Liability']);
    expect(contract.bidsSealed).toBe(false);
    const trail = (await server.get(RFQ_API.auditTrail(contract._id), acme)).body.data.items;
    expect(trail.map((a: { action: string }) => a.action)).toEqual(['open', 'viewed', 'viewed', 'viewed', 'deadline']);
    expect((await server.get(RFQ_API.vendorGroups, acme)).body.data.items.map((g: { name: string; vendorCompanyIds: string[] }) => [g.name, g.vendorCompanyIds.length])).toEqual([['Core forwarders', 3]]);
    const levels = await server.db.query<{ level: number; min_amount: string; email: string }>(
      "SELECT c.level, c.min_amount::text AS min_amount, u.email FROM approval_configurations c JOIN users u ON u.id = c.approver_ids[1] WHERE c.kind = 'rfq' ORDER BY c.level",
    );
    expect(levels.rows).toEqual([
      { level: 1, min_amount: '0.00', email: 'approver@portolan.test' },
      { level: 2, min_amount: '500000.00', email: 'shipper@portolan.test' },
    ]);
  });

  it('shows Harbourline the open spot tender and the closed contract in its pending quotes, never the draft', async () => {
    const harbour = await server.login('vendor2@portolan.test', 'portolan-demo');
    const pending = (await server.get(RFQ_API.pendingQuotes, harbour)).body.data.items as VendorRfqListItem[];
    expect(pending.map((p) => [p.title, p.status, p.canBid])).toEqual([
      [DEMO_RFQ_TITLES.spot, 'OPEN', true],
      [DEMO_RFQ_TITLES.contract, 'CLOSED', false],
    ]);
  });
});
