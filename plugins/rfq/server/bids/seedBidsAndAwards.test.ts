import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API, type AwardedLane, type CompareMatrix, type Negotiation } from '../../shared/types';
import { DEMO_RFQ_TITLES } from '../rfqs/seedRfqs';

/** The demo story as the demo users see it after `npm start`. */
describe.each(testDatabases())('RFQ bids demo data on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let harbour: string;
  const rfqId = async (title: string) => (await server.db.one<{ id: string }>('SELECT id FROM rfqs WHERE title = $1', [title]))!.id;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'lookups', 'schedules', 'rates', rfqPlugin], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    harbour = await server.login('vendor2@portolan.test', 'portolan-demo');
  }, 240_000);
  afterAll(() => server?.close());

  it('awards the 2027 contract after bids, a revision, a negotiation round and approval, with its rates and a shipment', async () => {
    const id = await rfqId(DEMO_RFQ_TITLES.contract);
    const rfq = await server.db.one<{ status: string; round: number; reference: string; awarded_at: Date; bid_deadline: Date }>('SELECT status, round, reference, awarded_at, bid_deadline FROM rfqs WHERE id = $1', [id]);
    expect(rfq).toMatchObject({ status: 'AWARDED', round: 2 });
    expect(new Date(rfq!.awarded_at).getTime()).toBeLessThan(Date.now());
    const matrix: CompareMatrix = (await server.get(RFQ_API.compare(id), acme)).body.data.record;
    expect(matrix.vendors.map((v) => v.vendorName)).toEqual(['Bluewave Logistics', 'Harbourline Forwarding', 'Meridian Freight']);
    expect(matrix.vendors.every((v) => v.status === 'AWARDED' || v.status === 'LOST')).toBe(true);
    expect(matrix.vendors.find((v) => v.vendorName === 'Bluewave Logistics')!.status).toBe('AWARDED');
    expect(matrix.vendors.find((v) => v.vendorName === 'Meridian Freight')!.lanesBid).toBeLessThan(30);
    expect(matrix.lanes.filter((l) => l.allocations.length === 2).map((l) => l.allocations.map((a) => a.sharePct))).toEqual([['60', '40']]);
    expect(matrix.lanes.every((l) => l.bids.length === 0 || l.allocations.length > 0)).toBe(true);
    const quotes = (await server.get(`${RFQ_API.quotes}?filter[rfqId]=${id}`, acme)).body.data.items as Array<{ vendorName: string; revision: number }>;
    expect(quotes.map((q) => [q.vendorName, q.revision])).toEqual(expect.arrayContaining([['Harbourline Forwarding', expect.any(Number)]]));
    expect(quotes.find((q) => q.vendorName === 'Harbourline Forwarding')!.revision).toBeGreaterThanOrEqual(2);
    const rounds: Negotiation[] = (await server.get(`${RFQ_API.negotiations}?rfqId=${id}`, acme)).body.data.items;
    expect(rounds).toHaveLength(1);
    expect(new Set(rounds[0]!.items.map((i) => i.laneId)).size).toBe(3);
    expect(new Set(rounds[0]!.items.filter((i) => i.revisedAmount).map((i) => i.vendorCompanyId)).size).toBe(2);
    const approval = (await server.get(RFQ_API.approval(id), acme)).body.data.record;
    expect(approval.status).toBe('APPROVED');
    expect(approval.levels[0].decidedBy).toBe('Arjun Approver');
    const rates = (await server.get(`/api/rates/v3/rateInventory?search=${rfq!.reference}&limit=100`, acme)).body.data;
    expect(rates.count).toBeGreaterThanOrEqual(30);
    const awarded: AwardedLane[] = (await server.get(RFQ_API.vendorAwarded, bluewave)).body.data.items;
    expect(awarded.length).toBeGreaterThan(0);
    expect(awarded.every((a) => a.vendorName === 'Bluewave Logistics')).toBe(true);
    expect(awarded.reduce((n, a) => n + a.shipmentCount, 0)).toBe(1);
    const shipments = await server.db.query<{ shipment_id: string }>('SELECT shipment_id FROM rfq_lane_shipments WHERE rfq_id = $1', [id]);
    expect((await server.get(`/api/shipments/v2/${shipments.rows[0]!.shipment_id}`, bluewave)).body.data.record).toMatchObject({ rfqId: id, contractRef: rfq!.reference });
    const trail = await server.db.query<{ action: string; created_at: Date }>("SELECT action, created_at FROM record_activity WHERE kind = 'rfq' AND record_id = $1", [id]);
    expect(trail.rows.filter((r) => new Date(r.created_at).getTime() > Date.now() - 3_600_000)).toEqual([]);
  });

  it('has Harbourline bid on the open spot tender and Bluewave not yet, so the bids stay sealed', async () => {
    const id = await rfqId(DEMO_RFQ_TITLES.spot);
    expect((await server.get(`${RFQ_API.quotes}?filter[rfqId]=${id}`, harbour)).body.data.items[0]).toMatchObject({ status: 'SUBMITTED', revision: 1 });
    expect((await server.get(`${RFQ_API.quotes}?filter[rfqId]=${id}`, bluewave)).body.data.items).toEqual([]);
    expect((await server.get(`${RFQ_API.quotes}?filter[rfqId]=${id}`, acme)).status).toBe(409);
  });

  it('seeds once: a second run changes nothing', async () => {
    const before = await server.db.one<{ q: number; r: number; a: number }>('SELECT (SELECT count(*)::int FROM rfq_quote_revisions) AS q, (SELECT count(*)::int FROM rfq_negotiations) AS r, (SELECT count(*)::int FROM rfq_allocations) AS a');
    await server.seed('rfq');
    expect(await server.db.one('SELECT (SELECT count(*)::int FROM rfq_quote_revisions) AS q, (SELECT count(*)::int FROM rfq_negotiations) AS r, (SELECT count(*)::int FROM rfq_allocations) AS a')).toEqual(before);
  });
});
