import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';

/**
 * The other areas' reports (issue 16) through `/api/reporting/v2/<name>Query`, each against a small
 * fixture whose answer is worked out by hand below; another company's records never counted.
 */
describe.each(testDatabases())('area reports on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let acmeId: string;
  let bluewaveId: string;
  let vendorId: string;
  const q = (sql: string, params: unknown[] = []) => server.db.query(sql, params);

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'lookups', 'shipments', 'schedules', 'rates', 'rfq', 'orders', 'quotes', 'dnd', 'analytics'], dialect });
    await server.seed('auth');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    vendorId = (await server.db.one<{ company_id: string }>("SELECT company_id FROM users WHERE email = 'vendor2@portolan.test'"))!.company_id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('RFQ savings: baseline against awarded spend, per awarded RFQ in the period', async () => {
    const rfq = async (company: string, reference: string, awardedAt: string) =>
      (await server.db.one<{ id: string }>(
        `INSERT INTO rfqs (company_id, reference, title, currency, contract_from, contract_to, bid_deadline, status, awarded_at)
         VALUES ($1, $2, 'Ocean 2026', 'USD', '2026-01-01', '2026-12-31', '2026-01-01T00:00:00Z', 'AWARDED', $3) RETURNING id`,
        [company, reference, awardedAt],
      ))!.id;
    const lane = async (rfqId: string, company: string, no: number, volume: number, baseline: number | null, current: number | null) =>
      (await server.db.one<{ id: string }>(
        `INSERT INTO rfq_lanes (rfq_id, company_id, line_no, origin, destination, container_type, volume, baseline_amount, current_amount)
         VALUES ($1, $2, $3, 'INNSA', $7, '40HC', $4, $5, $6) RETURNING id`,
        [rfqId, company, no, volume, baseline, current, ['DEHAM', 'NLRTM', 'GBFXT'][no - 1]],
      ))!.id;
    const allocate = (rfqId: string, laneId: string, company: string, vendor: string, share: number, amount: number) =>
      q('INSERT INTO rfq_allocations (rfq_id, lane_id, company_id, vendor_company_id, share_pct, amount) VALUES ($1, $2, $3, $4, $5, $6)', [rfqId, laneId, company, vendor, share, amount]);
    const r1 = await rfq(acmeId, 'RFQ-T-1', '2026-03-10T09:00:00Z');
    // Lane 1: 10 boxes, baseline 1,000, all to Bluewave at 900 → baseline 10,000, awarded 9,000.
    const l1 = await lane(r1, acmeId, 1, 10, 1000, null);
    await allocate(r1, l1, acmeId, bluewaveId, 100, 900);
    // Lane 2: 5 boxes, no baseline but a current rate of 2,000 → baseline 10,000; half at 1,800, half at 1,900 → 4,500 + 4,750 = 9,250.
    const l2 = await lane(r1, acmeId, 2, 5, null, 2000);
    await allocate(r1, l2, acmeId, bluewaveId, 50, 1800);
    await allocate(r1, l2, acmeId, vendorId, 50, 1900);
    // Lane 3: no rate to compare with: in neither sum. Totals: baseline 20,000, awarded 18,250, savings 1,750 = 8.75 % → 8.8.
    const l3 = await lane(r1, acmeId, 3, 3, null, null);
    await allocate(r1, l3, acmeId, bluewaveId, 100, 500);
    // Outside the period, and another company's: not counted.
    const r2 = await rfq(acmeId, 'RFQ-T-2', '2025-03-10T09:00:00Z');
    await allocate(r2, await lane(r2, acmeId, 1, 1, 100, null), acmeId, bluewaveId, 100, 50);
    const r3 = await rfq(bluewaveId, 'RFQ-T-3', '2026-03-10T09:00:00Z');
    await allocate(r3, await lane(r3, bluewaveId, 1, 1, 100, null), bluewaveId, vendorId, 100, 50);

    const res = await server.get('/api/reporting/v2/rfqSavingsQuery?from=2026-01-01&to=2026-06-30', acme);
    expect(res.status).toBe(200);
    const { rows } = res.body.data.record;
    expect(rows).toEqual([
      expect.objectContaining({ reference: 'RFQ-T-1', lanes: 3, currency: 'USD', baseline: 20000, awarded: 18250, savings: 1750, savingsPct: 8.8, href: `/rfq/${r1}` }),
    ]);
    const other = await server.get('/api/reporting/v2/rfqSavingsQuery?from=2026-01-01&to=2026-06-30', bluewave);
    expect(other.body.data.record.rows.map((r: { reference: string }) => r.reference)).toEqual(['RFQ-T-3']);
    const narrowed = await server.get('/api/reporting/v2/rfqSavingsQuery?from=2026-01-01&to=2026-06-30&destinations=USNYC', acme);
    expect(narrowed.body.data.record.rows).toEqual([]);
  });

  it('D&D cost: clocks, chargeable days and cost per month and carrier, in minor units summed exactly', async () => {
    const clock = (company: string, id: string, carrier: string, startDay: string, state: string, days: number, cost: number, projected: number | null) =>
      q(
        `INSERT INTO dnd_clocks (id, company_id, container_id, container_number, iso_type, shipment_id, shipment_reference, carrier, direction, charge_type,
           port, time_zone, state, start_day, chargeable_days, currency, cost_minor, projected_cost_minor, computed_on)
         VALUES ($1, $2, gen_random_uuid(), 'MSKU1234565', '45G1', gen_random_uuid(), 'S-1', $3, 'IMPORT', 'DEMURRAGE', 'DEHAM', 'Europe/Berlin',
           $4, $5, $6, 'EUR', $7, $8, $5)`,
        [id, company, carrier, state, startDay, days, cost, projected],
      );
    // March MAEU: 2 clocks, one over by 3 days (0.10 + 150.05 EUR), the other running → 150.15 EUR so far; projected 150.05 + 200.00 (the running one's projection) = 350.05.
    await clock(acmeId, 'c1', 'MAEU', '2026-03-02', 'OVER', 3, 15005, null);
    await clock(acmeId, 'c2', 'MAEU', '2026-03-20', 'RUNNING', 0, 10, 20000);
    await clock(acmeId, 'c3', 'HLCU', '2026-04-01', 'STOPPED', 0, 0, null);
    await clock(bluewaveId, 'c4', 'MAEU', '2026-03-05', 'OVER', 9, 99999, null);
    const res = await server.get('/api/reporting/v2/ddCostQuery?from=2026-03-01&to=2026-04-30', acme);
    expect(res.status).toBe(200);
    expect(res.body.data.record.rows).toEqual([
      expect.objectContaining({ month: '2026-03', carrier: 'MAEU', currency: 'EUR', clocks: 2, over: 1, chargeableDays: 3, cost: 150.15, projected: 350.05 }),
      expect.objectContaining({ month: '2026-04', carrier: 'HLCU', clocks: 1, over: 0, cost: 0 }),
    ]);
    const maersk = await server.get('/api/reporting/v2/ddCostQuery?from=2026-03-01&to=2026-04-30&carriers=MAEU&destinations=DEHAM', acme);
    expect(maersk.body.data.record.rows).toHaveLength(1);
    const csv = await server.get('/api/reporting/v2/ddCostQuery?from=2026-03-01&to=2026-04-30&format=csv', acme);
    expect(csv.text.split('\n')[0]).toBe('Month,Carrier,Currency,Clocks,Over free time,Chargeable days,Cost so far,Projected cost');
    expect(csv.text).toContain('2026-03,MAEU,EUR,2,1,3,150.15,350.05');
  });

  it('order delays: milestones due and late per milestone, open ones late once their date passed', async () => {
    const supplier = (await server.db.one<{ id: string }>("INSERT INTO company_master (company_id, code, name, country) VALUES ($1, 'SUP-T', 'Test supplier', 'IN') RETURNING id", [acmeId]))!.id;
    const order = async (no: string, orderDate: string) =>
      (await server.db.one<{ id: string }>(
        "INSERT INTO purchase_orders (company_id, po_number, supplier_id, status, order_date, incoterm, currency) VALUES ($1, $2, $3, 'ACKNOWLEDGED', $4, 'FOB', 'USD') RETURNING id",
        [acmeId, no, supplier, orderDate],
      ))!.id;
    const milestone = (orderId: string, m: string, planned: string | null, actual: string | null) =>
      q('INSERT INTO order_milestones (company_id, order_id, milestone, planned_date, actual_date) VALUES ($1, $2, $3, $4, $5)', [acmeId, orderId, m, planned, actual]);
    const o1 = await order('PO-T-1', '2026-02-01');
    const o2 = await order('PO-T-2', '2026-02-10');
    // CARGO_READY: o1 4 days late, o2 on time → due 2, late 1, 50 %, avg 4, max 4.
    await milestone(o1, 'CARGO_READY', '2026-03-01', '2026-03-05');
    await milestone(o2, 'CARGO_READY', '2026-03-10', '2026-03-09');
    // SHIPPED: o1 planned 2026-03-10 and not shipped (today is later) → late; o2 no plan → not due.
    await milestone(o1, 'SHIPPED', '2026-03-10', null);
    await milestone(o2, 'SHIPPED', null, null);
    const res = await server.get('/api/reporting/v2/orderDelaysQuery?from=2026-01-01&to=2026-02-28', acme);
    expect(res.status).toBe(200);
    const byMilestone = Object.fromEntries(res.body.data.record.rows.map((r: { milestone: string }) => [r.milestone, r]));
    expect(byMilestone.CARGO_READY).toMatchObject({ orders: 2, due: 2, late: 1, latePct: 50, avgDelayDays: 4, maxDelayDays: 4 });
    expect(byMilestone.SHIPPED).toMatchObject({ orders: 2, due: 1, late: 1 });
    expect((await server.get('/api/reporting/v2/orderDelaysQuery?from=2026-01-01&to=2026-02-28', bluewave)).body.data.record.rows).toEqual([]);
  });

  it('quote win rate: accepted over decided, per month published', async () => {
    const enquiry = (await server.db.one<{ id: string }>(
      "INSERT INTO enquiries (company_id, reference, customer_name, origin, destination, mode, commodity, cargo_ready_on) VALUES ($1, 'ENQ-T-1', 'Acme', 'INNSA', 'DEHAM', 'FCL', 'Yarn', '2026-03-01') RETURNING id",
      [bluewaveId],
    ))!.id;
    const quote = (reference: string, status: string, publishedAt: string) =>
      q("INSERT INTO quotes (company_id, enquiry_id, reference, status, currency, valid_until, exchange, published_at) VALUES ($1, $2, $3, $4, 'USD', '2026-12-31', '{}', $5)", [bluewaveId, enquiry, reference, status, publishedAt]);
    // March: 2 accepted, 1 declined, 1 expired, 1 open → decided 4, win rate 50 %.
    await quote('Q-T-1', 'ACCEPTED', '2026-03-02T10:00:00Z');
    await quote('Q-T-2', 'ACCEPTED', '2026-03-03T10:00:00Z');
    await quote('Q-T-3', 'DECLINED', '2026-03-04T10:00:00Z');
    await quote('Q-T-4', 'EXPIRED', '2026-03-05T10:00:00Z');
    await quote('Q-T-5', 'PUBLISHED', '2026-03-06T10:00:00Z');
    await quote('Q-T-6', 'DRAFT', '2026-03-06T10:00:00Z');
    const res = await server.get('/api/reporting/v2/quoteWinRateQuery?from=2026-03-01&to=2026-03-31', bluewave);
    expect(res.status).toBe(200);
    expect(res.body.data.record.rows).toEqual([expect.objectContaining({ month: '2026-03', published: 6, accepted: 2, declined: 1, expired: 1, open: 1, winRate: 50 })]);
    expect(res.body.data.record.totals).toMatchObject({ winRate: 50 });
    expect((await server.get('/api/reporting/v2/quoteWinRateQuery?from=2026-03-01&to=2026-03-31&modes=LCL', bluewave)).body.data.record.rows).toEqual([]);
    expect((await server.get('/api/reporting/v2/quoteWinRateQuery?from=2026-03-01&to=2026-03-31', acme)).body.data.record.rows).toEqual([]);
  });

  it('refuses a bad filter with a 400 naming the parameter, and a caller without the area with a 403', async () => {
    const bad = await server.get('/api/reporting/v2/quoteWinRateQuery?from=2026-03-31&to=2026-03-01', bluewave);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('to');
    const drill = await server.get('/api/reporting/v2/rfqSavingsQuery?drill.carrier=MAEU', acme);
    expect(drill.status).toBe(400);
    expect(drill.body.error.field).toBe('drill.carrier');
    expect((await server.get('/api/reporting/v2/rfqSavingsQuery')).status).toBe(401);
  });
});
