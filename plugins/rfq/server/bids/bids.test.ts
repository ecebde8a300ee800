import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API, type AwardedLane, type CompareMatrix, type Negotiation, type OptimiseResult, type RfqQuote } from '../../shared/types';
import { closeTestRfq, insertTestRfq, rfqVersion, testCompany, testUser } from './testRfqs';

type Party = { companyId: string; userId: string; token: string };

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  return (await extractText(pdf, { mergePages: true })).text;
}

const LANES = [
  { origin: 'INNSA', destination: 'NLRTM', containerType: '45G1', volume: 100, baseline: '2400', current: '2500' },
  { origin: 'INNSA', destination: 'DEHAM', containerType: '22G1', volume: 50, baseline: '1500', current: '1600' },
  { origin: 'INMAA', destination: 'USNYC', containerType: '45G1', volume: 40, baseline: '4200', current: null },
];

describe.each(testDatabases())('RFQ bids, compare, negotiation, approval and award on %s', (dialect) => {
  let server: TestServer;
  let acme: Party;
  let approver: { userId: string; token: string };
  let viewer: { userId: string; token: string };
  let bluewave: Party;
  let harbour: Party;
  let meridian: Party;
  let stranger: Party;

  const post = (url: string, data: unknown, token: string) => server.post(url, { data }, token);
  const get = (url: string, token: string) => server.get(url, token);
  const line = (laneId: string, amount: string, extra: Record<string, unknown> = {}) => ({ laneId, amount, ...extra });
  const count = async (sql: string, params: unknown[]) => Number((await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n);

  async function newRfq(over: Partial<Parameters<typeof insertTestRfq>[1]> = {}) {
    return insertTestRfq(server.db, { companyId: acme.companyId, vendors: [bluewave.companyId, harbour.companyId, meridian.companyId], lanes: LANES.map((l) => ({ ...l, incumbent: null })), ...over });
  }

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'lookups', 'schedules', 'rates', rfqPlugin], dialect });
    const { db, identity } = server;
    acme = await testCompany(db, identity, 'Acme Test Exports', 'shipper', 'Asha Owner', 'asha@acme-bids.test');
    approver = await testUser(db, identity, acme.companyId, 'Arjun Approver', 'arjun@acme-bids.test', 'manager');
    viewer = await testUser(db, identity, acme.companyId, 'Vera Viewer', 'vera@acme-bids.test', 'viewer');
    bluewave = await testCompany(db, identity, 'Bluewave Test Logistics', 'forwarder', 'Felix Bluewave', 'felix@bluewave-bids.test');
    harbour = await testCompany(db, identity, 'Harbourline Test Forwarding', 'forwarder', 'Hana Harbour', 'hana@harbour-bids.test');
    meridian = await testCompany(db, identity, 'Meridian Test Freight', 'forwarder', 'Mo Meridian', 'mo@meridian-bids.test');
    stranger = await testCompany(db, identity, 'Stranger Test Cargo', 'forwarder', 'Sam Stranger', 'sam@stranger-bids.test');
    const config = await post(RFQ_API.approvalConfigurations, { level: 1, minAmount: '0', currency: 'USD', approverIds: [approver.userId] }, acme.token);
    expect(config.status).toBe(201);
  }, 120_000);
  afterAll(() => server?.close());

  it('walks a tender from sealed bids to an awarded contract, its rates and a shipment the vendor sees', async () => {
    const rfq = await newRfq({ lanes: LANES.map((l, i) => ({ ...l, incumbent: i === 0 ? null : null })) });
    const [l1, l2, l3] = rfq.laneIds as [string, string, string];

    // Bluewave saves a draft, then submits; Harbourline submits; the owner still sees nothing.
    let res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2300.00', { charges: [{ code: 'OFR', label: 'Ocean freight', amount: '2000.00' }, { code: 'BAF', label: 'Bunker', amount: '300.00' }], carrier: 'MAEU', transitDays: 24, freeDays: 14 })] }, bluewave.token);
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ status: 'DRAFT', revision: 0, total: '230000.00', vendorName: 'Bluewave Test Logistics' });
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l2, '1450.00', { carrier: 'MAEU' }), line(l3, '4100.00', { carrier: 'MAEU' })], submit: true }, bluewave.token);
    expect(res.status).toBe(200);
    const bluewaveQuote: RfqQuote = res.body.data.record;
    expect(bluewaveQuote).toMatchObject({ status: 'SUBMITTED', revision: 1, total: String(230000 + 72500 + 164000) + '.00' });
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2350.00', { carrier: 'HLCU' }), line(l2, '1450.00', { carrier: 'HLCU' }), line(l3, '3990.00', { carrier: 'HLCU' })], submit: true }, harbour.token);
    expect(res.status).toBe(201);

    res = await get(`${RFQ_API.quotes}?filter[rfqId]=${rfq.id}`, acme.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^Bids are sealed until \d{4}-/);
    const sealed: CompareMatrix = (await get(RFQ_API.compare(rfq.id), acme.token)).body.data.record;
    expect(sealed.sealed).toBe(true);
    expect(sealed.lanes.every((l) => l.bids.length === 0)).toBe(true);
    expect(sealed.vendors.map((v) => v.total)).toEqual([null, null, null]);
    expect(sealed.bestTotal).toBeNull();
    expect((await get(`${RFQ_API.portSummary}?rfqId=${rfq.id}`, acme.token)).status).toBe(409);
    expect((await get(`${RFQ_API.quotes}/${bluewaveQuote._id}`, acme.token)).status).toBe(409);

    // Bluewave revises lane 1; Meridian bids two of the three lanes: everyone has bid, so prices unseal.
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2250.00', { carrier: 'MAEU' })] }, bluewave.token);
    expect(res.status).toBe(409);
    expect(res.body.error.field).toBe('data.submit');
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2250.00', { carrier: 'MAEU' })], submit: true, version: bluewaveQuote.version }, bluewave.token);
    expect(res.status).toBe(200);
    expect(res.body.data.record.revision).toBe(2);
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2280.00'), line(l2, '1500.00')], submit: true }, meridian.token);
    expect(res.status).toBe(201);
    const history = (await get(RFQ_API.quoteRevisions(bluewaveQuote._id), bluewave.token)).body.data.items;
    expect(history.map((h: { revision: number; total: string }) => [h.revision, h.total])).toEqual([[1, '466500.00'], [2, '461500.00']]);

    const matrix: CompareMatrix = (await get(RFQ_API.compare(rfq.id), acme.token)).body.data.record;
    expect(matrix.sealed).toBe(false);
    const ranks = (i: number) => matrix.lanes[i]!.bids.map((b) => [b.vendorName, b.amount, b.rank]);
    expect(ranks(0)).toEqual([['Bluewave Test Logistics', '2250.00', 1], ['Meridian Test Freight', '2280.00', 2], ['Harbourline Test Forwarding', '2350.00', 3]]);
    expect(ranks(1)).toEqual([['Bluewave Test Logistics', '1450.00', 1], ['Harbourline Test Forwarding', '1450.00', 1], ['Meridian Test Freight', '1500.00', 3]]);
    expect(ranks(2)).toEqual([['Harbourline Test Forwarding', '3990.00', 1], ['Bluewave Test Logistics', '4100.00', 2]]);
    expect(matrix.lanes[0]).toMatchObject({ savingVsBaseline: '-150.00', savingVsBaselinePct: '-6.25', savingVsCurrent: '-250.00', savingVsCurrentPct: '-10.00' });
    expect(matrix.lanes[2]).toMatchObject({ savingVsCurrent: null });
    expect(matrix).toMatchObject({ bestTotal: '225000.00'.replace('225000.00', String(225000 + 72500 + 159600) + '.00'), baselineTotal: String(240000 + 75000 + 168000) + '.00', currentTotal: String(250000 + 80000) + '.00' });
    expect(matrix.vendors.find((v) => v.vendorName === 'Meridian Test Freight')).toMatchObject({ lanesBid: 2, total: String(228000 + 75000) + '.00', status: 'BID' });
    const owners = (await get(`${RFQ_API.quotes}?filter[rfqId]=${rfq.id}`, acme.token)).body.data;
    expect(owners.count).toBe(3);
    const vendorRows = (await get(`${RFQ_API.vendorSummary}?rfqId=${rfq.id}`, acme.token)).body.data.items;
    expect(vendorRows.find((v: { vendorName: string }) => v.vendorName === 'Bluewave Test Logistics')).toMatchObject({ lanesBid: 3, l1: 2, l2: 1, l3: 0 });
    const ports = (await get(`${RFQ_API.portSummary}?rfqId=${rfq.id}`, acme.token)).body.data.items;
    expect(ports.find((p: { side: string; port: string }) => p.side === 'ORIGIN' && p.port === 'INNSA')).toMatchObject({ lanes: 2, volume: 150, baselineTotal: '315000.00', bestTotal: '297500.00' });
    expect((await get(`${RFQ_API.quotesSummary}?rfqId=${rfq.id}`, acme.token)).body.data.record).toMatchObject({ invited: 3, bid: 3, declined: 0 });

    // Allocations wait for CLOSED; the deadline passes.
    res = await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: [] }, acme.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot allocate: the RFQ is OPEN');
    await closeTestRfq(server.db, rfq.id);
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l3, '3000.00')], submit: true }, meridian.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot bid: the RFQ is CLOSED');

    // The optimiser: cheapest overall, and with one vendor only (the one that bid every lane cheapest in sum).
    let opt: OptimiseResult = (await post(RFQ_API.optimise(rfq.id), {}, acme.token)).body.data.record;
    expect(opt).toMatchObject({ status: 'OPTIMAL', total: '457100.00', baselineTotal: '483000.00' });
    opt = (await post(RFQ_API.optimise(rfq.id), { maxVendors: 1, apply: true, version: await rfqVersion(server.db, rfq.id) }, acme.token)).body.data.record;
    expect(opt).toMatchObject({ status: 'OPTIMAL', total: '461500.00', vendorsUsed: 1 });
    let allocations = (await get(RFQ_API.allocations(rfq.id), acme.token)).body.data.items;
    expect(allocations).toHaveLength(3);
    expect(allocations.every((a: { vendorName: string; source: string }) => a.vendorName === 'Bluewave Test Logistics' && a.source === 'OPTIMISER')).toBe(true);

    // A negotiation round on lanes 1 and 3; Meridian answers, Bluewave answers, Harbourline does not.
    res = await post(RFQ_API.negotiations, {
      rfqId: rfq.id, deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(), message: 'Sharpen your pencils', version: await rfqVersion(server.db, rfq.id),
      items: [{ laneId: l1, vendorCompanyId: meridian.companyId, counterAmount: '2200.00' }, { laneId: l1, vendorCompanyId: harbour.companyId, counterAmount: '2250.00' }, { laneId: l3, vendorCompanyId: bluewave.companyId, counterAmount: '3950.00' }],
    }, acme.token);
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ round: 2, status: 'OPEN' });
    expect(await server.db.one('SELECT status, round FROM rfqs WHERE id = $1', [rfq.id])).toEqual({ status: 'NEGOTIATION', round: 2 });
    const mine: Negotiation[] = (await get(`${RFQ_API.negotiations}?rfqId=${rfq.id}`, meridian.token)).body.data.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.items).toEqual([{ laneId: l1, vendorCompanyId: meridian.companyId, vendorName: 'Meridian Test Freight', counterAmount: '2200.00', previousAmount: '2280.00', revisedAmount: null }]);
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l2, '1400.00')], submit: true }, meridian.token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.lines.0.laneId');
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2200.00')], submit: true }, meridian.token)).status).toBe(200);
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l3, '3980.00', { carrier: 'MAEU' })], submit: true }, bluewave.token)).status).toBe(200);
    const rounds: Negotiation[] = (await get(`${RFQ_API.negotiations}?rfqId=${rfq.id}`, acme.token)).body.data.items;
    expect(rounds[0]!.items.map((i) => [i.vendorName, i.revisedAmount])).toEqual([['Harbourline Test Forwarding', null], ['Meridian Test Freight', '2200.00'], ['Bluewave Test Logistics', '3980.00']]);
    expect((await get(RFQ_API.compare(rfq.id), acme.token)).body.data.record.lanes[0].bids.find((b: { vendorName: string }) => b.vendorName === 'Harbourline Test Forwarding').counterAmount).toBe('2250.00');
    expect(await count("auth_outbox WHERE \"to\" = $1 AND subject LIKE '%negotiation round 2'", ['mo@meridian-bids.test'])).toBe(1);
    res = await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: await rfqVersion(server.db, rfq.id) }, acme.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot request approval: the RFQ is NEGOTIATION');
    await closeTestRfq(server.db, rfq.id);

    // Allocations by hand: lane 1 split 60/40, bad ones are 400s naming the field with nothing written.
    const bad = [
      [{ laneId: l1, vendorCompanyId: meridian.companyId, sharePct: '60' }, { laneId: l1, vendorCompanyId: bluewave.companyId, sharePct: '30' }],
      [{ laneId: l3, vendorCompanyId: meridian.companyId, sharePct: '100' }],
      [{ laneId: l2, vendorCompanyId: bluewave.companyId, sharePct: '0' }],
    ];
    const fields = ['data.allocations.0.sharePct', 'data.allocations.0.vendorCompanyId', 'data.allocations.0.sharePct'];
    for (const [i, allocation] of bad.entries()) {
      res = await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: allocation }, acme.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(fields[i]);
    }
    expect((await get(RFQ_API.allocations(rfq.id), acme.token)).body.data.items.every((a: { source: string }) => a.source === 'OPTIMISER')).toBe(true);
    res = await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: [{ laneId: l1, vendorCompanyId: meridian.companyId, sharePct: '60' }, { laneId: l1, vendorCompanyId: bluewave.companyId, sharePct: '40' }] }, acme.token);
    expect(res.status).toBe(200);
    res = await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: await rfqVersion(server.db, rfq.id) }, acme.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('lanes 2, 3 have no allocation');
    res = await post(RFQ_API.allocations(rfq.id), {
      version: await rfqVersion(server.db, rfq.id),
      allocations: [
        { laneId: l1, vendorCompanyId: meridian.companyId, sharePct: '60' }, { laneId: l1, vendorCompanyId: bluewave.companyId, sharePct: '40' },
        { laneId: l2, vendorCompanyId: bluewave.companyId, sharePct: '100' }, { laneId: l3, vendorCompanyId: harbour.companyId, sharePct: '100' },
      ],
    }, acme.token);
    expect(res.status).toBe(200);
    allocations = (await get(RFQ_API.allocations(rfq.id), acme.token)).body.data.items;
    expect(allocations.map((a: { sharePct: string; amount: string; source: string }) => [a.sharePct, a.amount, a.source])).toEqual(expect.arrayContaining([['60', '2200.00', 'MANUAL'], ['40', '2250.00', 'MANUAL']]));

    // Approval: request, remind once an hour, a non-approver cannot decide, a reject returns to CLOSED, then approve.
    res = await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: await rfqVersion(server.db, rfq.id), note: 'Split lane 1 for resilience' }, acme.token);
    expect(res.status).toBe(200);
    expect((await server.db.one<{ status: string }>('SELECT status FROM rfqs WHERE id = $1', [rfq.id]))!.status).toBe('PENDING_APPROVAL');
    let approval = (await get(RFQ_API.approval(rfq.id), approver.token)).body.data.record;
    expect(approval).toMatchObject({ status: 'PENDING', amount: '454100', currency: 'USD', canDecide: true });
    expect(await count("auth_outbox WHERE \"to\" = $1 AND subject LIKE 'Approval needed%'", ['arjun@acme-bids.test'])).toBe(1);
    expect((await post(RFQ_API.reminderRequestApproval, { rfqId: rfq.id }, acme.token)).body.data.record.reminded).toBe(1);
    expect((await post(RFQ_API.reminderRequestApproval, { rfqId: rfq.id }, acme.token)).status).toBe(409);
    expect((await post(RFQ_API.approve, { rfqId: rfq.id }, acme.token)).status).toBe(403);
    res = await post(RFQ_API.reject, { rfqId: rfq.id, comment: 'Lane 3 needs a second vendor' }, approver.token);
    expect(res.status).toBe(200);
    expect((await server.db.one<{ status: string }>('SELECT status FROM rfqs WHERE id = $1', [rfq.id]))!.status).toBe('CLOSED');
    expect((await post(RFQ_API.approve, { rfqId: rfq.id }, approver.token)).body.error.message).toBe('Cannot approve: the RFQ is CLOSED');
    expect((await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: await rfqVersion(server.db, rfq.id) }, acme.token)).status).toBe(200);
    res = await post(RFQ_API.approve, { rfqId: rfq.id, comment: 'Fine' }, approver.token);
    expect(res.status).toBe(200);
    expect((await server.db.one<{ status: string }>('SELECT status FROM rfqs WHERE id = $1', [rfq.id]))!.status).toBe('APPROVED');
    approval = (await get(RFQ_API.approval(rfq.id), acme.token)).body.data.record;
    expect(approval).toMatchObject({ status: 'APPROVED' });
    const trail = await server.db.query<{ action: string }>("SELECT action FROM record_activity WHERE kind = 'rfq' AND record_id = $1 ORDER BY created_at, id", [rfq.id]);
    expect(trail.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['bid-submitted', 'optimised', 'negotiation-opened', 'allocated', 'approval-requested', 'approval-reminded', 'rejected', 'approved']));

    // Award (the rfqs action calls awardRfq): contract rates in Acme's inventory, vendors AWARDED / LOST.
    expect((await post(RFQ_API.createShipmentsFromRFQ, { rfqId: rfq.id, laneId: l2, shipments: [{ reference: 'AC-EARLY', vendorCompanyId: bluewave.companyId, containers: 1, etd: '2027-02-01', eta: '2027-02-25' }] }, acme.token)).body.error.message)
      .toBe('Cannot create shipments: the RFQ is APPROVED');
    res = await post(`${RFQ_API.rfqs}/${rfq.id}/award/`, { version: await rfqVersion(server.db, rfq.id) }, approver.token);
    expect(res.status).toBe(200);
    const rates = (await get(`/api/rates/v3/rateInventory?search=${rfq.reference}&limit=50`, acme.token)).body.data.items;
    expect(rates).toHaveLength(4);
    expect(rates.map((r: { contractRef: string; amount: string; carrier: string | null; validTo: string }) => [r.contractRef, Number(r.amount), r.carrier])).toEqual(expect.arrayContaining([[rfq.reference, 2250, 'MAEU'], [rfq.reference, 3990, 'HLCU']]));
    expect(await count('rfq_allocations WHERE rfq_id = $1 AND rate_id IS NOT NULL', [rfq.id])).toBe(4);
    const statuses = await server.db.query<{ company_id: string; status: string }>('SELECT company_id, status FROM rfq_invitations WHERE rfq_id = $1', [rfq.id]);
    expect(statuses.rows.every((r) => r.status === 'AWARDED')).toBe(true);
    expect(await count("auth_outbox WHERE \"to\" = $1 AND subject LIKE '%you were awarded 2 lanes'", ['felix@bluewave-bids.test'])).toBe(1);

    // Each vendor sees only its own share and rate.
    const awarded: AwardedLane[] = (await get(RFQ_API.vendorAwarded, bluewave.token)).body.data.items;
    expect(awarded.map((a) => [a.laneId, a.sharePct, a.amount, a.vendorName])).toEqual([[l1, '40', '2250.00', 'Bluewave Test Logistics'], [l2, '100', '1450.00', 'Bluewave Test Logistics']]);
    expect((await get(`${RFQ_API.vendorAwarded}?rfqId=${rfq.id}`, acme.token)).body.data.count).toBe(4);
    expect((await get(RFQ_API.vendorAwardedSummary, meridian.token)).body.data.items).toEqual([{ vendorCompanyId: meridian.companyId, vendorName: 'Meridian Test Freight', rfqs: 1, lanes: 1, volume: 60, totals: [{ currency: 'USD', amount: '132000.00' }] }]);
    const summary = (await get(RFQ_API.vendorAwardedSummary, acme.token)).body.data.items;
    expect(summary.map((s: { vendorName: string }) => s.vendorName)).toEqual(['Bluewave Test Logistics', 'Harbourline Test Forwarding', 'Meridian Test Freight']);
    const participation = (await get(RFQ_API.vendorParticipationSummary, acme.token)).body.data.items;
    expect(participation.find((p: { vendorName: string }) => p.vendorName === 'Meridian Test Freight')).toMatchObject({ bid: expect.any(Number), awarded: 1 });

    // The award documents: the owner's summary names every vendor; Bluewave's letter only itself.
    const summaryPdf = await server.app.inject({ method: 'GET', url: RFQ_API.awardPdf(rfq.id), headers: { authorization: `Bearer ${acme.token}` } });
    expect(summaryPdf.statusCode).toBe(200);
    expect(summaryPdf.headers['content-type']).toContain('application/pdf');
    const summaryText = await pdfText(summaryPdf.rawPayload);
    expect(summaryText).toContain('Award summary');
    expect(summaryText.replace(/\s+/g, ' ')).toContain('Harbourline Test Forwarding');
    const letter = await server.app.inject({ method: 'GET', url: RFQ_API.awardPdf(rfq.id), headers: { authorization: `Bearer ${bluewave.token}` } });
    const letterText = await pdfText(letter.rawPayload);
    expect(letterText).toContain('Award letter');
    expect(letterText).toContain('Bluewave Test Logistics');
    expect(letterText).not.toContain('Harbourline');
    expect(letterText).not.toContain('Meridian');
    expect(letterText).not.toContain('2,200.00');

    // Shipments from an awarded lane: the vendor must hold it, the carrier defaults from its bid.
    res = await post(RFQ_API.createShipmentsFromRFQ, { rfqId: rfq.id, laneId: l2, shipments: [{ reference: 'AC-RFQ-1', vendorCompanyId: harbour.companyId, containers: 2, etd: '2027-02-01', eta: '2027-02-25' }] }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.shipments.0.vendorCompanyId');
    res = await post(RFQ_API.createShipmentsFromRFQ, { rfqId: rfq.id, laneId: l1, shipments: [{ reference: 'AC-RFQ-0', vendorCompanyId: meridian.companyId, containers: 2, etd: '2027-02-01', eta: '2027-02-25' }] }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.shipments.0.carrier');
    expect(await count('shipments WHERE company_id = $1', [acme.companyId])).toBe(0);
    res = await post(RFQ_API.createShipmentsFromRFQ, { rfqId: rfq.id, laneId: l2, shipments: [{ reference: 'AC-RFQ-1', vendorCompanyId: bluewave.companyId, containers: 2, etd: '2027-02-01', eta: '2027-02-25' }] }, acme.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ count: 1, items: [{ reference: 'AC-RFQ-1' }] });
    const shipmentId = res.body.data.ids[0];
    const seen = await get(`/api/shipments/v2/${shipmentId}`, bluewave.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.record).toMatchObject({ reference: 'AC-RFQ-1', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', rfqId: rfq.id, contractRef: rfq.reference });
    expect((await get(`/api/shipments/v2/${shipmentId}`, harbour.token)).status).toBe(404);
    expect((await get(RFQ_API.vendorAwarded, bluewave.token)).body.data.items.find((a: AwardedLane) => a.laneId === l2).shipmentCount).toBe(1);
  });

  it('asks for approval in the levels’ currency: a USD award against EUR thresholds', async () => {
    const euro = await testCompany(server.db, server.identity, 'Euro Test Owner', 'shipper', 'Eva Euro', 'eva@euro-bids.test');
    for (const [level, minAmount] of [[1, '5000'], [2, '1000000']] as const) {
      expect((await post(RFQ_API.approvalConfigurations, { level, minAmount, currency: 'EUR', approverIds: [euro.userId] }, euro.token)).status).toBe(201);
    }
    const rfq = await insertTestRfq(server.db, { companyId: euro.companyId, vendors: [bluewave.companyId], lanes: [{ ...LANES[0]!, volume: 10 }] });
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(rfq.laneIds[0]!, '1000.00')], submit: true }, bluewave.token)).status).toBe(201);
    await closeTestRfq(server.db, rfq.id);
    expect((await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: [{ laneId: rfq.laneIds[0]!, vendorCompanyId: bluewave.companyId, sharePct: '100' }] }, euro.token)).status).toBe(200);
    const res = await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: await rfqVersion(server.db, rfq.id) }, euro.token);
    expect(res.status, res.text).toBe(200);
    const approval = (await get(RFQ_API.approval(rfq.id), euro.token)).body.data.record;
    expect(approval).toMatchObject({ status: 'PENDING', currency: 'USD', canDecide: true });
    expect(approval.levels.map((l: { level: number }) => l.level)).toEqual([1]);
  });

  it('refuses bad bids with a 400 naming the field and writes nothing', async () => {
    const rfq = await newRfq();
    const [l1, l2] = rfq.laneIds as [string, string];
    const cases: Array<[unknown[], string]> = [
      [[line('00000000-0000-4000-8000-000000000000', '100.00')], 'data.lines.0.laneId'],
      [[line(l1, '100.00'), line(l2, '0')], 'data.lines.1.amount'],
      [[line(l1, '100.00'), line(l1, '90.00')], 'data.lines.1.laneId'],
      [[line(l1, '100.00', { charges: [{ code: 'OFR', label: 'Ocean', amount: '90.00' }] })], 'data.lines.0.charges'],
      [[line(l1, '100.00', { carrier: 'maersk' })], 'data.lines.0.carrier'],
      [[line(l1, 'ten')], 'data.lines.0.amount'],
    ];
    for (const [lines, field] of cases) {
      const res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines, submit: true }, bluewave.token);
      expect(res.status, field).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    expect(await count('rfq_quotes WHERE rfq_id = $1', [rfq.id])).toBe(0);

    // Bulk: every row checked first; one bad row → 400 with the problems and nothing saved; a dry run saves nothing.
    let res = await post(RFQ_API.bulkQuote, { rfqId: rfq.id, rows: [{ lineNo: 1, amount: '2,300.50' }, { lineNo: 9, amount: '5' }, { origin: 'INMAA', destination: 'USNYC', containerType: '45G1', amount: '-1' }] }, harbour.token);
    expect(res.status).toBe(400);
    expect(res.body.data.problems).toEqual([{ row: 2, field: 'lineNo', message: 'lane 9 is not in this RFQ' }, { row: 3, field: 'amount', message: 'amount "-1" must be a decimal greater than 0' }]);
    expect(await count('rfq_quotes WHERE rfq_id = $1', [rfq.id])).toBe(0);
    res = await post(RFQ_API.bulkQuote, { rfqId: rfq.id, rows: [{ lineNo: 1, amount: '2,300.50' }, { origin: 'inmaa', destination: 'USNYC', containerType: '45G1', amount: '4000', carrier: 'hlcu' }], dryRun: true }, harbour.token);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ rows: 2, valid: 2, saved: 0 });
    expect(await count('rfq_quotes WHERE rfq_id = $1', [rfq.id])).toBe(0);
    res = await post(RFQ_API.bulkQuote, { rfqId: rfq.id, rows: [{ lineNo: 1, amount: '2,300.50' }, { origin: 'inmaa', destination: 'USNYC', containerType: '45G1', amount: '4000', carrier: 'hlcu' }], submit: true }, harbour.token);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ status: 'SUBMITTED', revision: 1, total: String(230050 + 160000) + '.00' });
    expect(res.body.data.record.lines.map((l: { carrier: string | null }) => l.carrier)).toEqual([null, 'HLCU']);

    // Allocations and negotiations name their fields too.
    await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '2000.00')], submit: true }, bluewave.token);
    await closeTestRfq(server.db, rfq.id);
    res = await post(RFQ_API.negotiations, { rfqId: rfq.id, deadline: new Date(Date.now() + 86_400_000).toISOString(), version: await rfqVersion(server.db, rfq.id), items: [{ laneId: l1, vendorCompanyId: meridian.companyId }] }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.items.0.vendorCompanyId');
    res = await post(RFQ_API.negotiations, { rfqId: rfq.id, deadline: new Date(Date.now() - 1000).toISOString(), version: await rfqVersion(server.db, rfq.id), items: [{ laneId: l1, vendorCompanyId: bluewave.companyId }] }, acme.token);
    expect(res.body.error.field).toBe('data.deadline');
    res = await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: [{ laneId: l1, vendorCompanyId: bluewave.companyId, sharePct: '100' }, { laneId: l1, vendorCompanyId: harbour.companyId, sharePct: '0.5' }] }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.allocations.0.sharePct');
    expect(await count('rfq_negotiations WHERE rfq_id = $1', [rfq.id]) + await count('rfq_allocations WHERE rfq_id = $1', [rfq.id])).toBe(0);
    res = await post(RFQ_API.allocations(rfq.id), { version: 1, allocations: [] }, acme.token);
    expect(res.status).toBe(409);
    expect(res.body.error.field).toBe('data.version');
  });

  it('answers each illegal move with a 409 naming the state', async () => {
    const rfq = await newRfq();
    const [l1] = rfq.laneIds as [string];
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '1000.00')], submit: true }, bluewave.token)).status).toBe(201);
    let res = await post(RFQ_API.declineQuote, { rfqId: rfq.id, reason: 'NO_CAPACITY' }, bluewave.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot decline: your invitation is BID');
    res = await post(RFQ_API.declineQuote, { rfqId: rfq.id, reason: 'OTHER' }, harbour.token);
    expect(res.body.error.field).toBe('data.comment');
    res = await post(RFQ_API.declineQuote, { rfqId: rfq.id, reason: 'LANES_NOT_SERVED', comment: 'No US service' }, harbour.token);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ invitationStatus: 'DECLINED', declineReason: 'LANES_NOT_SERVED' });
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '1000.00')] }, harbour.token);
    expect(res.body.error.message).toBe('Cannot bid: your invitation is DECLINED');
    const version = await rfqVersion(server.db, rfq.id);
    for (const [url, data, message] of [
      [RFQ_API.negotiations, { rfqId: rfq.id, deadline: new Date(Date.now() + 86_400_000).toISOString(), version, items: [{ laneId: l1, vendorCompanyId: bluewave.companyId }] }, 'Cannot negotiate: the RFQ is OPEN'],
      [RFQ_API.requestApproval, { rfqId: rfq.id, version }, 'Cannot request approval: the RFQ is OPEN'],
      [RFQ_API.approve, { rfqId: rfq.id }, 'Cannot approve: the RFQ is OPEN'],
      [RFQ_API.reject, { rfqId: rfq.id, comment: 'no' }, 'Cannot reject: the RFQ is OPEN'],
      [RFQ_API.reminderRequestApproval, { rfqId: rfq.id }, 'Cannot remind approvers: the RFQ is OPEN'],
      [RFQ_API.optimise(rfq.id), {}, 'Cannot optimise: the RFQ is OPEN'],
      [RFQ_API.createShipmentsFromRFQ, { rfqId: rfq.id, laneId: l1, shipments: [{ reference: 'X-1', vendorCompanyId: bluewave.companyId, containers: 1, etd: '2027-01-05', eta: '2027-01-25' }] }, 'Cannot create shipments: the RFQ is OPEN'],
    ] as const) {
      res = await post(url, data, approver.token);
      expect(res.status, url).toBe(409);
      expect(res.body.error.message).toBe(message);
    }
    expect((await server.app.inject({ method: 'GET', url: RFQ_API.awardPdf(rfq.id), headers: { authorization: `Bearer ${acme.token}` } })).statusCode).toBe(409);
    await closeTestRfq(server.db, rfq.id);
    res = await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '900.00')], submit: true }, bluewave.token);
    expect(res.body.error.message).toBe('Cannot bid: the RFQ is CLOSED');
    res = await post(RFQ_API.declineQuote, { rfqId: rfq.id, reason: 'NO_CAPACITY' }, meridian.token);
    expect(res.body.error.message).toBe('Cannot decline: the RFQ is CLOSED');
  });

  it("answers another company 404, a vendor on the owner's routes 403 and a viewer's write 403", async () => {
    const rfq = await newRfq();
    const [l1] = rfq.laneIds as [string];
    const quote = (await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '1000.00')], submit: true }, bluewave.token)).body.data.record as RfqQuote;
    for (const url of [RFQ_API.compare(rfq.id), RFQ_API.allocations(rfq.id), RFQ_API.approval(rfq.id), `${RFQ_API.quotes}/${quote._id}`, RFQ_API.quoteRevisions(quote._id), `${RFQ_API.negotiations}?rfqId=${rfq.id}`, `${RFQ_API.quotes}?filter[rfqId]=${rfq.id}`, `${RFQ_API.portSummary}?rfqId=${rfq.id}`, `${RFQ_API.quotesSummary}?rfqId=${rfq.id}`, `${RFQ_API.vendorAwarded}?rfqId=${rfq.id}`]) {
      expect((await get(url, stranger.token)).status, url).toBe(404);
    }
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '1.00')] }, stranger.token)).status).toBe(404);
    expect((await post(RFQ_API.declineQuote, { rfqId: rfq.id, reason: 'NO_CAPACITY' }, stranger.token)).status).toBe(404);
    expect((await post(RFQ_API.requestApproval, { rfqId: rfq.id, version: 1 }, stranger.token)).status).toBe(404);
    // Another vendor's sheet is a 404 to a vendor, as if it did not exist.
    expect((await get(`${RFQ_API.quotes}/${quote._id}`, harbour.token)).status).toBe(404);
    expect((await get(RFQ_API.quoteRevisions(quote._id), harbour.token)).status).toBe(404);
    for (const url of [RFQ_API.compare(rfq.id), RFQ_API.allocations(rfq.id), RFQ_API.approval(rfq.id), `${RFQ_API.vendorSummary}?rfqId=${rfq.id}`, `${RFQ_API.quotesSummary}?rfqId=${rfq.id}`]) {
      expect((await get(url, bluewave.token)).status, url).toBe(403);
    }
    expect((await post(RFQ_API.optimise(rfq.id), {}, bluewave.token)).status).toBe(403);
    await closeTestRfq(server.db, rfq.id);
    expect((await post(RFQ_API.allocations(rfq.id), { version: await rfqVersion(server.db, rfq.id), allocations: [] }, viewer.token)).status).toBe(403);
    expect((await post(RFQ_API.quotes, { rfqId: rfq.id, lines: [line(l1, '1.00')] }, acme.token)).body.error.field).toBe('data.rfqId');
    expect((await get(RFQ_API.compare(rfq.id), viewer.token)).status).toBe(200);
    // A vendor never sees a DRAFT it is invited to.
    const draft = await newRfq({ status: 'DRAFT' });
    expect((await post(RFQ_API.quotes, { rfqId: draft.id, lines: [line(draft.laneIds[0]!, '1.00')] }, bluewave.token)).status).toBe(404);
  });
});
