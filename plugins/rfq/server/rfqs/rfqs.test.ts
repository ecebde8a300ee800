import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCompanies, defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_RECORDS, SHIPMENT_VOLUMES } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API, type Rfq, type RfqInput, type VendorRfq } from '../../shared/types';
import { sweepDeadlines } from './sweepDeadlines';

/** The services rates and rfq require besides theirs: the tests never search sailings nor create shipments. */
const fakes = defineServerPlugin({
  id: 'rfq-fakes',
  provides: [
    provide(GEOCODER, () => ({ autocomplete: async () => [], place: async () => undefined, nearestPorts: async () => [] })),
    provide(SCHEDULE_SAILINGS, () => ({ nextSailings: async () => [] })),
    provide(SHIPMENT_VOLUMES, () => ({ teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) })),
    provide(SHIPMENT_RECORDS, () => ({ create: async () => { throw new Error('not in these tests'); } }) as never),
  ],
});

const R = RFQ_API.rfqs;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const day = (d: number) => inDays(d).slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----rfq${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('RFQ owner API on %s', (dialect) => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const post = <B = any>(url: string, data: unknown, who = 'acme') => server.post<B>(url, { data }, tokens[who]);
  const get = <B = any>(url: string, who = 'acme') => server.get<B>(url, tokens[who]);
  const raw = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });
  const upload = (fields: Record<string, string>, file: { name: string; bytes: Buffer } | undefined, who: string) => {
    const { payload, headers } = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: RFQ_API.upload, payload, headers: { ...headers, authorization: `Bearer ${tokens[who]}` } });
  };
  const outbox = (to: string) => server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);
  const count = async (sql: string, params: unknown[] = []) => Number((await server.db.one<{ n: number }>(sql, params))!.n);

  const input = (over: Partial<RfqInput> = {}): RfqInput => ({
    title: 'Acme test tender',
    currency: 'USD',
    contractFrom: day(30),
    contractTo: day(395),
    bidDeadline: inDays(10),
    lanes: [
      { origin: 'INNSA', destination: 'NLRTM', containerType: '42G1', volume: 120, commodity: 'Textiles', requirements: null, baselineAmount: '1850.00', currentAmount: '1990.00', incumbentCompanyId: ids.blue },
      { origin: 'INMUN', destination: 'USNYC', containerType: '45G1', volume: 40, commodity: null, requirements: 'Weekly sailing', baselineAmount: '3175.50', currentAmount: null, incumbentCompanyId: null },
    ],
    vendorCompanyIds: [ids.blue, ids.harbour],
    ...over,
  });
  const create = async (over: Partial<RfqInput> = {}): Promise<Rfq> => {
    const res = await post(R, input(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };
  const act = async (rfq: Rfq, action: string, extra: Record<string, unknown> = {}, who = 'acme') => post(`${R}/${rfq._id}/${action}/`, { version: rfq.version, ...extra }, who);
  const opened = async (over: Partial<RfqInput> = {}): Promise<Rfq> => {
    const res = await act(await create(over), 'open');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.record;
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', rfqPlugin], dialect });
    const company = async (key: string, name: string, kind: 'shipper' | 'forwarder', role = 'admin') => {
      const c = await server.identity.createCompany(server.db, { name, kind });
      ids[key] = c._id;
      const u = await server.identity.createUser(server.db, { companyId: c._id, email: `${key}@rfq.test`, name: `${name} ${role}`, password: { hash: 'x' }, role });
      tokens[key] = await server.identity.issueToken(server.db, u._id);
    };
    await company('acme', 'Acme Test Exports', 'shipper');
    await company('blue', 'Bluewave Test', 'forwarder');
    await company('harbour', 'Harbourline Test', 'forwarder');
    await company('stranger', 'Stranger Freight', 'forwarder');
    await company('other', 'Other Shipper', 'shipper');
    for (const v of ['blue', 'harbour']) await connectCompanies(server.db, ids.acme, ids[v]);
    await connectCompanies(server.db, ids.other, ids.blue);
    const viewer = await server.identity.createUser(server.db, { companyId: ids.acme, email: 'viewer@rfq.test', name: 'Acme viewer', password: { hash: 'x' }, role: 'viewer' });
    tokens.viewer = await server.identity.issueToken(server.db, viewer._id);
    const manager = await server.identity.createUser(server.db, { companyId: ids.acme, email: 'manager@rfq.test', name: 'Acme manager', password: { hash: 'x' }, role: 'manager' });
    tokens.manager = await server.identity.issueToken(server.db, manager._id);
  }, 120_000);
  afterAll(async () => server?.close());

  it('creates an RFQ with its lanes, network invitations, terms of a term group and a gap-free reference', async () => {
    const term = (await post(RFQ_API.terms, { title: 'Payment', body: 'Payment 30 days from invoice.', category: 'Payment' })).body.data.record;
    const term2 = (await post(RFQ_API.terms, { title: 'Free time', body: '14 days combined at destination.' })).body.data.record;
    const group = await post(RFQ_API.termGroups, { name: 'Ocean standard', termIds: [term2._id, term._id] });
    expect(group.status).toBe(201);
    const rfq = await create({ termGroupId: group.body.data.record._id });
    expect(rfq).toMatchObject({ view: 'owner', status: 'DRAFT', round: 1, sealed: true, currency: 'USD', bidsSealed: true, baselineTotal: '349020.00', allocatedTotal: null });
    expect(rfq.reference).toMatch(/^RFQ-\d{4}-\d{5}$/);
    expect(rfq.lanes.map((l) => [l.lineNo, l.origin, l.containerType, l.volume, l.baselineAmount])).toEqual([
      [1, 'INNSA', '42G1', 120, '1850.00'],
      [2, 'INMUN', '45G1', 40, '3175.50'],
    ]);
    expect(rfq.invitations.map((i) => [i.vendorName, i.status]).sort()).toEqual([['Bluewave Test', 'INVITED'], ['Harbourline Test', 'INVITED']]);
    expect(rfq.terms.map((t) => t.title)).toEqual(['Free time', 'Payment']);
    const list = await get(`${R}?search=${encodeURIComponent(rfq.reference)}`);
    expect(list.body.data.items).toEqual([expect.objectContaining({ _id: rfq._id, laneCount: 2, invitedCount: 2, bidCount: 0, baselineTotal: '349020.00' })]);
    const next = await create();
    expect(Number(next.reference.slice(-5))).toBe(Number(rfq.reference.slice(-5)) + 1);
  });

  it('refuses bad lanes and strangers with a 400 naming the field, writing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM rfqs');
    const lanes = input().lanes;
    const cases: Array<[Partial<RfqInput>, string]> = [
      [{ lanes: [lanes[0], { ...lanes[1], origin: 'NYC' }] }, 'data.lanes.1.origin'],
      [{ lanes: [{ ...lanes[0], containerType: '99ZZ' }] }, 'data.lanes.0.containerType'],
      [{ lanes: [{ ...lanes[0], volume: 0 }] }, 'data.lanes.0.volume'],
      [{ lanes: [{ ...lanes[0], destination: 'INNSA' }] }, 'data.lanes.0.destination'],
      [{ lanes: [lanes[0], lanes[1], { ...lanes[0], volume: 3 }] }, 'data.lanes.2.containerType'],
      [{ lanes: [{ ...lanes[0], incumbentCompanyId: ids.stranger }] }, 'data.lanes.0.incumbentCompanyId'],
      [{ vendorCompanyIds: [ids.blue, ids.stranger] }, 'data.vendorCompanyIds.1'],
      [{ vendorCompanyIds: [ids.acme] }, 'data.vendorCompanyIds.0'],
      [{ contractTo: day(1) }, 'data.contractTo'],
      [{ termGroupId: randomUUID() }, 'data.termGroupId'],
    ];
    for (const [over, field] of cases) {
      const res = await post(R, input(over));
      expect(res.status, field).toBe(400);
      expect(res.body.error?.field, JSON.stringify(res.body)).toBe(field);
    }
    expect((await post(R, input({ vendorCompanyIds: [ids.stranger] }))).body.error.message).toMatch(/not in your network/);
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(before);
  });

  it('a viewer reads but may not write; another company gets 404', async () => {
    const rfq = await create();
    expect((await post(R, input(), 'viewer')).status).toBe(403);
    expect((await act(rfq, 'open', {}, 'viewer')).status).toBe(403);
    expect((await get(`${R}/${rfq._id}`, 'viewer')).status).toBe(200);
    expect((await get(`${R}/${rfq._id}`, 'other')).status).toBe(404);
    expect((await act(rfq, 'open', {}, 'other')).status).toBe(404);
    expect((await post(`${R}/${rfq._id}/`, { version: rfq.version, title: 'Mine' }, 'other')).status).toBe(404);
    expect((await get(`${R}?limit=200`, 'other')).body.data.items.map((r: Rfq) => r._id)).not.toContain(rfq._id);
    // Invited, but the RFQ is still a DRAFT: nothing to see yet.
    expect((await get(`${R}/${rfq._id}`, 'blue')).status).toBe(404);
  });

  it('updates a DRAFT freely, an OPEN RFQ only later, described and with more vendors, nothing after (409 naming the state)', async () => {
    let rfq = await create({ vendorCompanyIds: [ids.blue] });
    const asInput = ({ lineNo: _lineNo, ...lane }: Rfq['lanes'][number]) => lane;
    const lanes = [{ ...asInput(rfq.lanes[1]), volume: 55 }];
    let res = await post(`${R}/${rfq._id}/`, { version: rfq.version, title: 'Renamed', lanes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rfq = res.body.data.record;
    expect(rfq.lanes).toEqual([expect.objectContaining({ _id: lanes[0]._id, lineNo: 1, volume: 55 })]);
    res = await act(rfq, 'open');
    rfq = res.body.data.record;
    expect(rfq.status).toBe('OPEN');
    res = await post(`${R}/${rfq._id}/`, { version: rfq.version, lanes: [{ ...lanes[0], volume: 60 }] });
    expect(res.status).toBe(409);
    expect(res.body.error.field).toBe('data.lanes');
    res = await post(`${R}/${rfq._id}/`, { version: rfq.version, bidDeadline: inDays(5) });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.bidDeadline');
    res = await post(`${R}/${rfq._id}/`, { version: rfq.version, vendorCompanyIds: [ids.harbour] });
    expect(res.status).toBe(409);
    // The same form sent back with a later deadline, a description and one more vendor.
    res = await post(`${R}/${rfq._id}/`, { version: rfq.version, title: 'Renamed', lanes: rfq.lanes.map(asInput), bidDeadline: inDays(12), description: 'Now with Harbourline', vendorCompanyIds: [ids.blue, ids.harbour] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rfq = res.body.data.record;
    expect(rfq.invitations).toHaveLength(2);
    expect((await outbox('harbour@rfq.test')).rows.some((m) => m.body.includes(`/rfq/${rfq._id}`))).toBe(true);
    rfq = (await act(rfq, 'close')).body.data.record;
    res = await post(`${R}/${rfq._id}/`, { version: rfq.version, description: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/CLOSED/);
  });

  it('opens (guarded, emailing each invited vendor its link), closes, cancels with a reason; illegal moves are 409 naming the state', async () => {
    const lonely = await create({ vendorCompanyIds: [] });
    let res = await act(lonely, 'open');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot open: no vendor is invited');
    const late = await create({ bidDeadline: inDays(-1) });
    expect((await act(late, 'open')).body.error.message).toMatch(/deadline has passed/);

    const before = (await outbox('blue@rfq.test')).rows.length;
    const rfq = await opened();
    expect(rfq.openedAt).toBeTruthy();
    const mails = (await outbox('blue@rfq.test')).rows.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(rfq.reference);
    expect(mails[0].body).toMatch(new RegExp(`https?://[^\\s]+/rfq/${rfq._id}`));

    res = await act(rfq, 'open');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot open: the RFQ is OPEN');
    res = await act(rfq, 'award', {}, 'manager');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot award: the RFQ is OPEN');
    expect((await act(rfq, 'cancel', {}, 'manager')).status).toBe(403); // a manager may not delete (cancel)
    res = await act(rfq, 'cancel');
    expect(res.status).toBe(400);
    res = await act(rfq, 'cancel', { reason: 'Budget moved to 2028' });
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ status: 'CANCELLED', cancelReason: 'Budget moved to 2028' });
    res = await act(res.body.data.record, 'close');
    expect(res.body.error.message).toBe('Cannot close: the RFQ is CANCELLED');
    const trail = (await get(`${R}/${rfq._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string; to: string }) => [a.action, a.to])).toEqual([['open', 'OPEN'], ['cancel', 'CANCELLED']]);
  });

  it('awards an APPROVED RFQ (Approve level): its allocations become contract rates in the same transaction', async () => {
    const rfq = await opened();
    await server.db.query("UPDATE rfqs SET status = 'APPROVED' WHERE id = $1", [rfq._id]);
    await server.db.query("UPDATE rfq_invitations SET status = 'BID' WHERE rfq_id = $1", [rfq._id]);
    await server.db.query('INSERT INTO rfq_allocations (rfq_id, lane_id, company_id, vendor_company_id, share_pct, amount) VALUES ($1, $2, $3, $4, 100, 1700)', [rfq._id, rfq.lanes[0]._id, ids.acme, ids.blue]);
    expect((await act(rfq, 'award', {}, 'viewer')).status).toBe(403);
    const res = await act(rfq, 'award', {}, 'manager');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.record).toMatchObject({ status: 'AWARDED', awardedAt: expect.any(String), allocatedTotal: '204000.00' });
    expect(res.body.data.record.invitations.map((i: { vendorCompanyId: string; status: string }) => [i.vendorCompanyId === ids.blue, i.status]).sort()).toEqual([[false, 'LOST'], [true, 'AWARDED']]);
    expect(await count("SELECT count(*) AS n FROM rates WHERE company_id = $1 AND side = 'CONTRACT' AND contract_ref = $2", [ids.acme, rfq.reference])).toBe(1);
    expect((await act(res.body.data.record, 'cancel', { reason: 'x' })).body.error.message).toBe('Cannot cancel: the RFQ is AWARDED');
  });

  it('answers an invited vendor its VendorRfq: no baseline, current rate, incumbent or other vendor; viewed once, audited', async () => {
    const rfq = await opened();
    const res = await raw(`${R}/${rfq._id}`, 'blue');
    expect(res.statusCode).toBe(200);
    const vendorRfq: VendorRfq = res.json().data.record;
    expect(vendorRfq).toMatchObject({ view: 'vendor', reference: rfq.reference, shipperName: 'Acme Test Exports', invitationStatus: 'VIEWED', canBid: true, quote: null });
    expect(vendorRfq.lanes.map((l) => Object.keys(l).sort())).toEqual(rfq.lanes.map(() => ['_id', 'commodity', 'containerType', 'counterAmount', 'destination', 'inRound', 'lineNo', 'origin', 'requirements', 'volume']));
    for (const secret of ['baseline', 'currentAmount', 'incumbent', '1850', '3175.5', '1990', ids.harbour, 'Harbourline', 'invitations', 'allocat']) expect(res.body).not.toContain(secret);
    await get(`${R}/${rfq._id}`, 'blue');
    const owner = (await get(`${R}/${rfq._id}`)).body.data.record as Rfq;
    expect(owner.invitations.find((i) => i.vendorCompanyId === ids.blue)).toMatchObject({ status: 'VIEWED', viewedAt: expect.any(String) });
    expect(owner.invitations.find((i) => i.vendorCompanyId === ids.harbour)).toMatchObject({ status: 'INVITED', viewedAt: null });
    expect(await count("SELECT count(*) AS n FROM record_activity WHERE kind = 'rfq' AND record_id = $1 AND action = 'viewed'", [rfq._id])).toBe(1);
    expect((await get(`${R}/${rfq._id}`, 'stranger')).status).toBe(404);
  });

  it('closes OPEN and NEGOTIATION RFQs past their deadline (the round too), audited as the system', async () => {
    const open = await opened();
    const negotiating = await opened();
    await server.db.query("UPDATE rfqs SET bid_deadline = now() - interval '1 minute' WHERE id = $1", [open._id]);
    await server.db.query("UPDATE rfqs SET status = 'NEGOTIATION', round = 2, bid_deadline = now() - interval '3 days' WHERE id = $1", [negotiating._id]);
    const round = await server.db.one<{ id: string }>("INSERT INTO rfq_negotiations (rfq_id, company_id, round, deadline) VALUES ($1, $2, 2, now() + interval '1 hour') RETURNING id", [negotiating._id, ids.acme]);
    await sweepDeadlines(server.db);
    expect((await get(`${R}/${open._id}`)).body.data.record).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    expect((await get(`${R}/${negotiating._id}`)).body.data.record).toMatchObject({ status: 'NEGOTIATION', roundDeadline: expect.any(String) });
    await sweepDeadlines(server.db, new Date(Date.now() + 2 * 3_600_000));
    expect((await get(`${R}/${negotiating._id}`)).body.data.record.status).toBe('CLOSED');
    expect((await server.db.one<{ status: string }>('SELECT status FROM rfq_negotiations WHERE id = $1', [round!.id]))!.status).toBe('CLOSED');
    const trail = (await get(`${R}/${open._id}/activity`)).body.data.items;
    expect(trail.at(-1)).toMatchObject({ action: 'deadline', from: 'OPEN', to: 'CLOSED', actorName: 'System', actorId: null });
  });

  it('lists a vendor its pending quotes and summaries for owner and vendor', async () => {
    const rfq = await opened({ title: 'Pending for Harbourline' });
    const draft = await create({ title: 'Draft for Harbourline' });
    const pending = (await get(RFQ_API.pendingQuotes, 'harbour')).body.data.items;
    expect(pending.find((p: { _id: string }) => p._id === rfq._id)).toMatchObject({ title: 'Pending for Harbourline', shipperName: 'Acme Test Exports', laneCount: 2, invitationStatus: 'INVITED', quoteStatus: null, canBid: true, status: 'OPEN' });
    expect(pending.map((p: { _id: string }) => p._id)).not.toContain(draft._id);
    expect(JSON.stringify(pending)).not.toContain('baseline');
    expect((await get(`${RFQ_API.pendingQuotes}?filter[invitationStatus]=DECLINED`, 'harbour')).body.data.items).toEqual([]);
    expect((await get(RFQ_API.pendingQuotes, 'other')).body.data.items).toEqual([]);

    const owner = (await get(RFQ_API.summary)).body.data.record;
    expect(owner.byStatus.OPEN).toBeGreaterThan(0);
    expect(owner).toMatchObject({ openForBids: owner.byStatus.OPEN + owner.byStatus.NEGOTIATION, pendingApproval: 0 });
    // The award test's lane: 120 × baseline 1850 against 120 × 1700 awarded.
    expect(owner.awarded).toEqual([{ currency: 'USD', baselineTotal: '222000.00', awardedTotal: '204000.00', saving: '18000.00', savingPct: '8.11' }]);
    const vendor = (await get(RFQ_API.summary, 'harbour')).body.data.record;
    expect(vendor).toEqual({ invited: expect.any(Number), openForBids: expect.any(Number), bid: 1, awarded: 0, lost: 1 }); // it lost the award test's RFQ
    expect(vendor.openForBids).toBeGreaterThan(0);
    expect((await get(`${RFQ_API.summary}?as=vendor`)).body.data.record).toEqual({ invited: 0, openForBids: 0, bid: 0, awarded: 0, lost: 0 });
  });

  it('keeps the quote history sealed from the owner until the deadline; a vendor reads its own; the audit trail a vendor sees is its own', async () => {
    const rfq = await opened();
    await get(`${R}/${rfq._id}`, 'blue');
    await get(`${R}/${rfq._id}`, 'harbour');
    for (const [vendor, total] of [['blue', '100.00'], ['harbour', '200.00']] as const) {
      const q = await server.db.one<{ id: string }>("INSERT INTO rfq_quotes (rfq_id, company_id, owner_company_id, status, revision, submitted_at) VALUES ($1, $2, $3, 'SUBMITTED', 1, now()) RETURNING id", [rfq._id, ids[vendor], ids.acme]);
      await server.db.query("INSERT INTO rfq_quote_revisions (quote_id, rfq_id, company_id, revision, round, lines, total, submitted_by_name) VALUES ($1, $2, $3, 1, 1, '[]', $4, 'Bidder')", [q!.id, rfq._id, ids[vendor], total]);
    }
    let res = await get(RFQ_API.quoteHistory(rfq._id));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Bids are sealed until ${rfq.bidDeadline}`);
    res = await get(RFQ_API.quoteHistory(rfq._id), 'blue');
    expect(res.body.data.items.map((r: { vendorName: string; total: string }) => [r.vendorName, r.total])).toEqual([['Bluewave Test', '100.00']]);
    await server.db.query("UPDATE rfqs SET bid_deadline = now() - interval '1 minute' WHERE id = $1", [rfq._id]);
    res = await get(RFQ_API.quoteHistory(rfq._id));
    expect(res.body.data.items).toHaveLength(2);
    expect((await get(RFQ_API.quoteHistory(rfq._id), 'other')).status).toBe(404);

    const ownerTrail = (await get(RFQ_API.auditTrail(rfq._id))).body.data.items;
    expect(ownerTrail.filter((a: { action: string }) => a.action === 'viewed')).toHaveLength(2);
    const vendorTrail = (await get(RFQ_API.auditTrail(rfq._id), 'blue')).body.data.items;
    expect(vendorTrail.map((a: { action: string; actorName: string }) => `${a.action}:${a.actorName}`)).toEqual(['open:Acme Test Exports admin', 'viewed:Bluewave Test admin']);
  });

  it('uploads, downloads and deletes documents: the owner’s reach every vendor, a vendor’s only the owner', async () => {
    const rfq = await opened();
    let res = await upload({ rfqId: rfq._id }, { name: 'lanes.pdf', bytes: PDF }, 'acme');
    expect(res.statusCode, res.body).toBe(201);
    const ownerDoc = res.json().data.record;
    res = await upload({ rfqId: rfq._id }, { name: 'surcharges.csv', bytes: Buffer.from('code,amount\nBAF,120\n') }, 'blue');
    expect(res.statusCode).toBe(201);
    const blueDoc = res.json().data.record;
    expect(blueDoc).toMatchObject({ companyName: 'Bluewave Test', contentType: 'text/csv', fileName: 'surcharges.csv' });
    res = await upload({ rfqId: rfq._id }, { name: 'fake.pdf', bytes: Buffer.from('not a pdf') }, 'acme');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('file');
    expect((await upload({ rfqId: rfq._id }, { name: 'x.pdf', bytes: PDF }, 'stranger')).statusCode).toBe(404);

    const harbourView = (await get(`${R}/${rfq._id}`, 'harbour')).body.data.record as VendorRfq;
    expect(harbourView.documents.map((d) => d._id)).toEqual([ownerDoc._id]);
    const blueView = (await get(`${R}/${rfq._id}`, 'blue')).body.data.record as VendorRfq;
    expect(blueView.documents.map((d) => d._id)).toEqual([ownerDoc._id, blueDoc._id]);
    expect((await get(`${R}/${rfq._id}`)).body.data.record.documents).toHaveLength(2);

    const download = (doc: string, who: string) => raw(RFQ_API.documentDownload(doc), who);
    expect((await download(ownerDoc._id, 'harbour')).rawPayload.equals(PDF)).toBe(true);
    expect((await download(blueDoc._id, 'acme')).statusCode).toBe(200);
    expect((await download(blueDoc._id, 'harbour')).statusCode).toBe(404);
    expect((await download(ownerDoc._id, 'stranger')).statusCode).toBe(404);

    expect((await post(RFQ_API.deleteDocument, { _id: ownerDoc._id }, 'blue')).status).toBe(404);
    expect((await post(RFQ_API.deleteDocument, { _id: blueDoc._id }, 'blue')).status).toBe(200);
    expect((await get(`${R}/${rfq._id}`)).body.data.record.documents.map((d: { _id: string }) => d._id)).toEqual([ownerDoc._id]);
    await act((await get(`${R}/${rfq._id}`)).body.data.record, 'cancel', { reason: 'Test' });
    const late = await post(RFQ_API.deleteDocument, { _id: ownerDoc._id });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/CANCELLED/);
  });

  it('reads current contract rates as default rates and fills the lanes with them', async () => {
    await server.db.query(
      `INSERT INTO rates (company_id, kind, side, carrier, origin, destination, container_type, basis, amount, currency, valid_from, valid_to)
       VALUES ($1, 'FCL', 'CONTRACT', 'MAEU', 'INNSA', 'NLRTM', '42G1', 'PER_CONTAINER', 1725, 'USD', $2, $3), ($1, 'FCL', 'CONTRACT', 'MSCU', 'INNSA', 'NLRTM', '42G1', 'PER_CONTAINER', 1800, 'USD', $2, $3)`,
      [ids.acme, day(-10), day(100)],
    );
    let res = await get(`${RFQ_API.defaultRates}?lanes=INNSA:NLRTM:42G1&lanes=INMUN:USNYC:45G1`);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ origin: 'INNSA', destination: 'NLRTM', containerType: '42G1', amount: '1725', currency: 'USD', carrier: 'MAEU' }),
      expect.objectContaining({ origin: 'INMUN', amount: null, rateId: null }),
    ]);
    expect((await get(`${RFQ_API.defaultRates}?lanes=bad`)).body.error.field).toBe('lanes.0');
    expect((await get(`${RFQ_API.defaultRates}?lanes=INNSA:NLRTM:42G1`, 'blue')).body.data.items[0].amount).toBeNull();
    const rfq = await create();
    res = await post(RFQ_API.defaultRates, { rfqId: rfq._id, version: rfq.version });
    expect(res.status).toBe(200);
    expect(res.body.data.record.lanes.map((l: { currentAmount: string; baselineAmount: string }) => [l.currentAmount, l.baselineAmount])).toEqual([['1725', '1850.00'], [null, '3175.50']]);
    res = await post(RFQ_API.defaultRates, { rfqId: rfq._id, version: res.body.data.record.version, overwriteBaseline: true });
    expect(res.body.data.record.lanes[0].baselineAmount).toBe('1725');
    expect((await post(RFQ_API.defaultRates, { rfqId: rfq._id, version: 1 })).status).toBe(409);
    expect((await post(RFQ_API.defaultRates, { rfqId: rfq._id, version: 3 }, 'other')).status).toBe(404);
  });

  it('keeps term groups to the company’s terms and vendor groups to its network, and invites through vendor groups', async () => {
    const foreignTerm = (await post(RFQ_API.terms, { title: 'Theirs', body: 'Other terms' }, 'other')).body.data.record;
    let res = await post(RFQ_API.termGroups, { name: 'Bad', termIds: [foreignTerm._id] });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.termIds.0');
    res = await post(RFQ_API.vendorGroups, { name: 'Bad', vendorCompanyIds: [ids.blue, ids.stranger] });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.vendorCompanyIds.1');
    res = await post(RFQ_API.vendorGroups, { name: 'Core forwarders', vendorCompanyIds: [ids.blue, ids.harbour] });
    expect(res.status).toBe(201);
    const group = res.body.data.record;
    expect((await get(`${RFQ_API.vendorGroups}/${group._id}`, 'other')).status).toBe(404);
    expect((await post(RFQ_API.vendorGroups, { name: 'Mine' }, 'viewer')).status).toBe(403);
    const rfq = await create({ vendorCompanyIds: [], vendorGroupIds: [group._id] });
    expect(rfq.invitations.map((i) => i.vendorCompanyId).sort()).toEqual([ids.blue, ids.harbour].sort());
    res = await post(R, input({ vendorGroupIds: [randomUUID()] }));
    expect(res.body.error.field).toBe('data.vendorGroupIds.0');
  });

  it('keeps internal comments from vendors and each vendor’s thread from the others, emailing the other side', async () => {
    const rfq = await opened();
    const lane = rfq.lanes[0]._id;
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, internal: true, text: 'Bluewave was late last year' })).status).toBe(201);
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, vendorCompanyId: ids.blue, laneId: lane, text: 'Can you do weekly?' })).status).toBe(201);
    expect((await outbox('blue@rfq.test')).rows.at(-1)!.body).toContain('Can you do weekly?');
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, laneId: lane, text: 'Yes, weekly on AE7' }, 'blue')).status).toBe(201);
    expect((await outbox('acme@rfq.test')).rows.at(-1)!.body).toContain('Yes, weekly on AE7');
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, text: 'Harbourline here' }, 'harbour')).status).toBe(201);

    let res = await post(RFQ_API.comments, { rfqId: rfq._id, vendorCompanyId: ids.stranger, text: 'Hello?' });
    expect(res.body.error.field).toBe('data.vendorCompanyId');
    res = await post(RFQ_API.comments, { rfqId: rfq._id, text: 'No thread named' });
    expect(res.body.error.field).toBe('data.vendorCompanyId');
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, internal: true, text: 'Sneaky' }, 'blue')).body.error.field).toBe('data.internal');
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, laneId: randomUUID(), text: 'x' }, 'blue')).body.error.field).toBe('data.laneId');
    expect((await post(RFQ_API.comments, { rfqId: rfq._id, text: 'x' }, 'stranger')).status).toBe(404);

    const owner = (await get(`${RFQ_API.comments}?rfqId=${rfq._id}`)).body.data.items;
    expect(owner.map((c: { text: string }) => c.text)).toEqual(['Bluewave was late last year', 'Can you do weekly?', 'Yes, weekly on AE7', 'Harbourline here']);
    const blue = await raw(`${RFQ_API.comments}?rfqId=${rfq._id}`, 'blue');
    expect(blue.json().data.items.map((c: { text: string; mine: boolean }) => [c.text, c.mine])).toEqual([['Can you do weekly?', false], ['Yes, weekly on AE7', true]]);
    expect(blue.body).not.toContain('late last year');
    expect(blue.body).not.toContain('Harbourline');
    expect((await get(`${RFQ_API.comments}?rfqId=${rfq._id}&laneId=${lane}`, 'harbour')).body.data.items).toEqual([]);
    expect((await get(`${RFQ_API.comments}?rfqId=${rfq._id}`, 'other')).status).toBe(404);
  });
});
