import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { ORDERS_API, type NewOrderRfq, type OrderRfqDetails, type RequisitionDetails, type SupplierQuoteView } from '../../shared/types';
import { sourcingWorld, type SourcingWorld } from './testSourcing';
import { sweepOrderRfqDeadlines } from './sweepOrderRfqDeadlines';

const R = ORDERS_API.orderRfqs;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const day = (d: number) => inDays(d).slice(0, 10);

describe.each(testDatabases())('Order RFQs, supplier quotes and award on %s', (dialect) => {
  let w: SourcingWorld;
  const post = (url: string, data: unknown, who: keyof SourcingWorld['tokens'] = 'admin') => w.server.post(url, { data }, w.tokens[who]);
  const get = (url: string, who: keyof SourcingWorld['tokens'] = 'admin') => w.server.get(url, w.tokens[who]);
  const count = async (sql: string, params: unknown[] = []) => Number((await w.server.db.one<{ n: number }>(sql, params))!.n);
  const mails = (to: string) => w.server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);
  const tokenOf = async (to: string) => {
    const all = await mails(to);
    const body = all.rows.at(-1)!.body;
    return decodeURIComponent(/token=(\S+)/.exec(body)![1]);
  };
  const linkOf = (token: string) => ORDERS_API.supplierQuoteLink(encodeURIComponent(token));

  const rfqInput = (over: Partial<NewOrderRfq> = {}): NewOrderRfq => ({
    title: 'Cartons and tape',
    currency: 'USD',
    incoterm: 'FOB',
    shipToLocationId: w.locations.pune,
    quoteDeadline: inDays(7),
    notes: 'Quote FOB Ningbo',
    supplierIds: [w.suppliers.ningbo, w.suppliers.brightway],
    lines: [
      { sku: 'PK-BOX-01', quantity: '1000', targetUnitPrice: '1.10', neededBy: day(60) },
      { sku: 'PK-TAPE-02', quantity: '500', targetUnitPrice: '0.40', neededBy: day(60) },
    ],
    ...over,
  });
  const approvedRequisition = async (): Promise<RequisitionDetails> => {
    const res = await post(ORDERS_API.requisitions, {
      title: 'Packaging for exports', locationId: w.locations.pune, neededBy: day(70), currency: 'USD',
      lines: [
        { sku: 'PK-BOX-01', quantity: '1000', estimatedUnitPrice: '1.20', neededBy: day(60) },
        { sku: 'PK-TAPE-02', quantity: '500', estimatedUnitPrice: '0.45', neededBy: day(20) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const submitted = await post(`${ORDERS_API.requisitions}/${res.body.data.record._id}/submit/`, { version: res.body.data.record.version });
    expect(submitted.body.data.record.status).toBe('APPROVED');
    return submitted.body.data.record;
  };
  const act = async (rfq: OrderRfqDetails, action: string, extra: Record<string, unknown> = {}) => post(`${R}/${rfq._id}/${action}/`, { version: rfq.version, ...extra });
  const reload = async (id: string): Promise<OrderRfqDetails> => (await get(`${R}/${id}`)).body.data.record;

  beforeAll(async () => {
    w = await sourcingWorld(dialect);
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('creates an RFQ three ways; 400 names bad suppliers, a past deadline; 403 for a viewer, 404 for another company', async () => {
    const created = await post(R, rfqInput());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rfq = created.body.data.record as OrderRfqDetails;
    expect(rfq.reference).toMatch(/^ORFQ-\d{4}-\d{5}$/);
    expect(rfq).toMatchObject({ status: 'DRAFT', lineCount: 2, supplierCount: 2, quotedCount: 0, requisitionId: null });
    expect(rfq.lines.map((l) => [l.lineNo, l.sku, l.description, l.quantity, l.targetUnitPrice])).toEqual([
      [1, 'PK-BOX-01', 'Export carton 60x40x40', '1000', '1.1'],
      [2, 'PK-TAPE-02', 'Packing tape 48 mm', '500', '0.4'],
    ]);
    expect(rfq.suppliers.map((s) => [s.supplierCode, s.status])).toEqual([['SUP-BRIGHTWAY', 'INVITED'], ['SUP-NINGBO', 'INVITED']]);
    expect((await post(ORDERS_API.createWithLineItems, rfqInput())).status).toBe(201);

    const before = await count('SELECT count(*) AS n FROM order_rfqs');
    for (const [over, field] of [
      [{ supplierIds: [w.suppliers.ningbo, w.suppliers.customer] }, 'data.supplierIds.1'],
      [{ supplierIds: [w.suppliers.dormant] }, 'data.supplierIds.0'],
      [{ supplierIds: [w.suppliers.othersSupplier] }, 'data.supplierIds.0'],
      [{ quoteDeadline: inDays(-1) }, 'data.quoteDeadline'],
      [{ lines: [{ sku: 'NEW-1', quantity: '5', neededBy: day(9) }] }, 'data.lines.0.description'],
      [{ lines: [{ sku: 'PK-BOX-01', quantity: '0', neededBy: day(9) }] }, 'data.lines.0.quantity'],
    ] as const) {
      const res = await post(R, rfqInput(over as Partial<NewOrderRfq>));
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
    }
    expect((await post(R, rfqInput({ lines: [] }))).status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM order_rfqs')).toBe(before);
    expect((await post(R, rfqInput(), 'viewer')).status).toBe(403);
    expect((await get(`${R}/${rfq._id}`, 'other')).status).toBe(404);
    expect((await get(`${ORDERS_API.supplierQuotes}?rfqId=${rfq._id}`, 'other')).status).toBe(404);

    const lines = await get(`${ORDERS_API.orderRfqLineItems}?rfqId=${rfq._id}`);
    expect(lines.body.data.items).toHaveLength(2);
    const last = await post(ORDERS_API.deleteOrderRfqLineItems, { rfqId: rfq._id, version: rfq.version, lineItemIds: rfq.lines.map((l) => l._id) });
    expect(last.status).toBe(400);
    const deleted = await post(ORDERS_API.deleteOrderRfqLineItems, { rfqId: rfq._id, version: rfq.version, lineItemIds: [rfq.lines[0]._id] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.record.lines.map((l: { lineNo: number; sku: string }) => [l.lineNo, l.sku])).toEqual([[1, 'PK-TAPE-02']]);
  });

  it('creates an RFQ from an APPROVED requisition only (409 otherwise): its lines, the requisition SOURCING', async () => {
    const draft = await post(ORDERS_API.requisitions, { title: 'Draft one', neededBy: day(30), currency: 'USD', lines: [{ sku: 'PK-BOX-01', quantity: '1', estimatedUnitPrice: '1', neededBy: day(30) }] });
    const refused = await post(ORDERS_API.createFromRequisition, { requisitionId: draft.body.data.record._id, supplierIds: [w.suppliers.ningbo], quoteDeadline: inDays(5) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/DRAFT/);
    const req = await approvedRequisition();
    const res = await post(ORDERS_API.createFromRequisition, { requisitionId: req._id, supplierIds: [w.suppliers.ningbo, w.suppliers.brightway], quoteDeadline: inDays(5) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rfq = res.body.data.record as OrderRfqDetails;
    expect(rfq).toMatchObject({ requisitionId: req._id, requisitionReference: req.reference, title: 'Packaging for exports', shipToLocationId: w.locations.pune, incoterm: 'FOB' });
    expect(rfq.lines.map((l) => [l.sku, l.quantity, l.targetUnitPrice, l.requisitionLineItemId])).toEqual(req.lines.map((l) => [l.sku, l.quantity, l.estimatedUnitPrice, l._id]));
    const after = (await get(`${ORDERS_API.requisitions}/${req._id}`)).body.data.record;
    expect(after).toMatchObject({ status: 'SOURCING', orderRfqId: rfq._id });
    expect((await post(ORDERS_API.createFromRequisition, { requisitionId: req._id, supplierIds: [w.suppliers.ningbo], quoteDeadline: inDays(5) })).status).toBe(409);
  });

  it('the whole story: open sends links; the supplier sees only its own quote; save, submit, decline; award makes the POs', async () => {
    const req = await approvedRequisition();
    let rfq = (await post(ORDERS_API.createFromRequisition, { requisitionId: req._id, supplierIds: [w.suppliers.ningbo, w.suppliers.brightway], quoteDeadline: inDays(5) })).body.data.record as OrderRfqDetails;
    expect((await act(rfq, 'close')).status).toBe(409);
    const opened = await act(rfq, 'open');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    rfq = opened.body.data.record;
    expect(rfq.status).toBe('OPEN');
    expect(rfq.suppliers.every((s) => s.invitedAt !== null)).toBe(true);
    expect(await count("SELECT count(*) AS n FROM order_links WHERE purpose = 'RFQ_QUOTE' AND record_id IN (SELECT id FROM order_rfq_suppliers WHERE rfq_id = $1) AND expires_at > $2", [rfq._id, inDays(12)])).toBe(2);
    const mail = (await mails('sup-ningbo@suppliers.test')).rows.at(-1)!;
    expect(mail.body).toMatch(/\/ordersV2\/acknowledge\/quote\?token=/);
    const ningbo = await tokenOf('sup-ningbo@suppliers.test');
    const brightway = await tokenOf('sup-brightway@suppliers.test');

    // OPEN: only the deadline, notes and more suppliers change; the new one is sent its link at once.
    const locked = await post(`${R}/${rfq._id}/`, { title: 'Another title', version: rfq.version });
    expect(locked.status).toBe(409);
    expect(locked.body.error.field).toBe('data.title');
    const more = await post(`${R}/${rfq._id}/`, { supplierIds: [w.suppliers.ningbo, w.suppliers.brightway, w.suppliers.saigon], notes: 'One more supplier', version: rfq.version });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    rfq = more.body.data.record;
    expect(rfq.supplierCount).toBe(3);
    const saigon = await tokenOf('sup-saigon@suppliers.test');

    // The supplier's view: no target prices, no other suppliers; opening marks it VIEWED.
    const view = await w.server.get(linkOf(ningbo));
    expect(view.status).toBe(200);
    const seen = view.body.data.record as SupplierQuoteView;
    expect(seen).toMatchObject({ rfqReference: rfq.reference, supplierName: 'Ningbo Packaging Co', supplierStatus: 'VIEWED', canQuote: true, quote: null });
    expect(view.text).not.toMatch(/targetUnitPrice|Brightway|Saigon|requisitionLineItemId/);
    expect(seen.lines[0]).not.toHaveProperty('targetUnitPrice');
    expect((await reload(rfq._id)).suppliers.find((s) => s.supplierCode === 'SUP-NINGBO')!.status).toBe('VIEWED');
    for (const bad of ['nonsense', `${rfq._id}.99999999999.${'a'.repeat(43)}`]) {
      const res = await w.server.get(linkOf(bad));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('This link is not valid any more');
    }

    const [l1, l2] = rfq.lines;
    const answer = (over: Record<string, unknown> = {}) => ({
      validUntil: day(30), notes: 'Price firm 30 days',
      lines: [
        { rfqLineItemId: l1._id, unitPrice: '1.05', quantity: '1000', leadTimeDays: 21, cargoReadyDate: day(30) },
        { rfqLineItemId: l2._id, unitPrice: '0.42', quantity: '500', leadTimeDays: 14, cargoReadyDate: day(25), comment: '48 mm clear' },
      ],
      ...over,
    });
    for (const [lines, field] of [
      [[{ rfqLineItemId: l1._id, unitPrice: '-1', quantity: '1', leadTimeDays: 1, cargoReadyDate: day(9) }], 'data.lines.0.unitPrice'],
      [[{ rfqLineItemId: l1._id, unitPrice: '1', quantity: '0', leadTimeDays: 1, cargoReadyDate: day(9) }], 'data.lines.0.quantity'],
      [[{ rfqLineItemId: l1._id, unitPrice: '1', quantity: '1', leadTimeDays: 731, cargoReadyDate: day(9) }], 'data.lines.0.leadTimeDays'],
      [[{ rfqLineItemId: l1._id, unitPrice: '1', quantity: '1', leadTimeDays: 1, cargoReadyDate: '2027-02-30' }], 'data.lines.0.cargoReadyDate'],
      [[answer().lines[0], answer().lines[0]], 'data.lines.1.rfqLineItemId'],
      [[{ ...answer().lines[0], rfqLineItemId: req.lines[0]._id }], 'data.lines.0.rfqLineItemId'],
    ] as const) {
      const res = await w.server.post(linkOf(ningbo), { data: answer({ lines }) });
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
    }
    // A draft is the supplier's own: the buyer does not see it.
    const draft = await w.server.post(linkOf(ningbo), { data: answer() });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.record.quote).toMatchObject({ status: 'DRAFT', totalAmount: '1260.00' });
    expect((await get(`${ORDERS_API.supplierQuotes}?rfqId=${rfq._id}`)).body.data.items).toEqual([]);
    const submitted = await w.server.post(linkOf(ningbo), { data: answer({ submit: true }) });
    expect(submitted.body.data.record.quote).toMatchObject({ status: 'SUBMITTED' });
    expect(submitted.body.data.record.supplierStatus).toBe('QUOTED');
    expect((await mails('admin@sourcing.test')).rows.map((m) => m.subject)).toContain(`${rfq.reference} ${rfq.title}: Ningbo Packaging Co submitted a quote`);
    // Brightway: cheaper on tape, partial quantity on cartons; revised in place.
    await w.server.post(linkOf(brightway), { data: answer({ submit: true, lines: [{ rfqLineItemId: l2._id, unitPrice: '0.39', quantity: '500', leadTimeDays: 10, cargoReadyDate: day(80) }] }) });
    const revised = await w.server.post(linkOf(brightway), {
      data: answer({ submit: true, lines: [{ rfqLineItemId: l1._id, unitPrice: '1.01', quantity: '400', leadTimeDays: 30, cargoReadyDate: day(35) }, { rfqLineItemId: l2._id, unitPrice: '0.38', quantity: '500', leadTimeDays: 10, cargoReadyDate: day(80) }] }),
    });
    expect(revised.body.data.record.quote).toMatchObject({ status: 'SUBMITTED', totalAmount: '594.00' });
    const declined = await w.server.post(linkOf(saigon), { data: { lines: [], decline: { reason: 'No capacity in Q1' } } });
    expect(declined.body.data.record.supplierStatus).toBe('DECLINED');

    const quotes = await get(`${ORDERS_API.supplierQuotes}?rfqId=${rfq._id}`);
    expect(quotes.body.data.items.map((q: { supplierName: string; totalAmount: string }) => [q.supplierName, q.totalAmount])).toEqual([['Brightway Industries', '594.00'], ['Ningbo Packaging Co', '1260.00']]);
    const flat = (await get(`${ORDERS_API.supplierQuoteLineItems}?rfqId=${rfq._id}`)).body.data.items as Array<{ _id: string; supplierName: string; rfqLineItemId: string }>;
    expect(flat).toHaveLength(4);
    rfq = await reload(rfq._id);
    expect(rfq.quotedCount).toBe(2);

    // Award: only once CLOSED.
    const quoteLine = (supplier: string, line: string) => flat.find((q) => q.supplierName === supplier && q.rfqLineItemId === line)!._id;
    const awards = [
      { supplierQuoteLineItemId: quoteLine('Ningbo Packaging Co', l1._id), quantity: '600' },
      { supplierQuoteLineItemId: quoteLine('Brightway Industries', l1._id), quantity: '400' },
      { supplierQuoteLineItemId: quoteLine('Brightway Industries', l2._id), quantity: '500' },
    ];
    expect((await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: rfq.version, awards })).status).toBe(409);
    rfq = (await act(rfq, 'close')).body.data.record;
    expect(rfq.status).toBe('CLOSED');
    expect((await w.server.post(linkOf(ningbo), { data: answer({ submit: true }) })).status).toBe(409);
    const before = await count('SELECT count(*) AS n FROM purchase_orders');
    for (const [bad, field] of [
      [[{ ...awards[1], quantity: '401' }], 'data.awards.0.quantity'],
      [[awards[0], { ...awards[1], quantity: '400.001' }], 'data.awards.1.quantity'],
      [[{ supplierQuoteLineItemId: quoteLine('Ningbo Packaging Co', l1._id), quantity: '1000' }, { supplierQuoteLineItemId: quoteLine('Brightway Industries', l1._id), quantity: '1' }], 'data.awards.1.quantity'],
      [[{ supplierQuoteLineItemId: l1._id, quantity: '1' }], 'data.awards.0.supplierQuoteLineItemId'],
    ] as const) {
      const res = await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: rfq.version, awards: bad });
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
    }
    expect(await count('SELECT count(*) AS n FROM purchase_orders')).toBe(before);
    expect((await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: rfq.version, awards }, 'operator')).status).toBe(403);
    expect((await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: rfq.version, awards }, 'other')).status).toBe(404);

    const awarded = await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: rfq.version, awards });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    const result = awarded.body.data as { record: OrderRfqDetails; purchaseOrderIds: string[] };
    expect(result.record.status).toBe('AWARDED');
    expect(result.purchaseOrderIds).toHaveLength(2);
    expect(result.record.suppliers.map((s) => [s.supplierCode, s.status])).toEqual([['SUP-BRIGHTWAY', 'AWARDED'], ['SUP-NINGBO', 'AWARDED'], ['SUP-SAIGON', 'DECLINED']]);
    expect(result.record.awards).toHaveLength(3);
    const pos = await w.server.db.query<{ supplier: string; status: string; total: string; requisition_id: string; order_rfq_id: string; payment_terms: string; ship_to_location_id: string }>(
      `SELECT s.code AS supplier, o.status, o.total_amount::text AS total, o.requisition_id, o.order_rfq_id, o.payment_terms, o.ship_to_location_id FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id
        WHERE o.id = ANY($1::uuid[]) ORDER BY s.code`,
      [result.purchaseOrderIds],
    );
    // Brightway: 400 × 1.01 + 500 × 0.38 = 594.00; Ningbo: 600 × 1.05 = 630.00
    expect(pos.rows.map((p) => [p.supplier, p.status, Number(p.total).toFixed(2), p.requisition_id, p.order_rfq_id, p.payment_terms, p.ship_to_location_id])).toEqual([
      ['SUP-BRIGHTWAY', 'DRAFT', '594.00', req._id, rfq._id, 'Net 60', w.locations.pune],
      ['SUP-NINGBO', 'DRAFT', '630.00', req._id, rfq._id, 'Net 60', w.locations.pune],
    ]);
    const lines = await w.server.db.query<{ sku: string; quantity: string; unit_price: string; cargo: string; due: string }>(
      `SELECT li.sku, li.quantity::text AS quantity, li.unit_price::text AS unit_price, li.cargo_ready_date::text AS cargo, li.required_delivery_date::text AS due
         FROM order_line_items li JOIN purchase_orders o ON o.id = li.order_id JOIN company_master s ON s.id = o.supplier_id WHERE o.id = ANY($1::uuid[]) ORDER BY s.code, li.line_no`,
      [result.purchaseOrderIds],
    );
    // The tape was needed in 20 days but is ready in 80: due 30 days after cargo ready.
    expect(lines.rows.map((l) => [l.sku, Number(l.quantity), Number(l.unit_price), l.cargo, l.due])).toEqual([
      ['PK-BOX-01', 400, 1.01, day(35), day(60)],
      ['PK-TAPE-02', 500, 0.38, day(80), day(110)],
      ['PK-BOX-01', 600, 1.05, day(30), day(60)],
    ]);
    const requisition = (await get(`${ORDERS_API.requisitions}/${req._id}`)).body.data.record as RequisitionDetails;
    expect(requisition.status).toBe('ORDERED');
    expect(requisition.purchaseOrders).toHaveLength(2);
    expect(await count("SELECT count(*) AS n FROM product_prices WHERE source = 'AWARD' AND source_reference = $1", [rfq.reference])).toBe(3);
    expect((await post(ORDERS_API.awardSupplierQuotes, { rfqId: rfq._id, version: result.record.version, awards })).status).toBe(409);
    const trail = (await get(`${R}/${rfq._id}/activity`)).body.data.items.map((a: { action: string }) => a.action);
    expect(trail).toEqual(['create', 'open', 'close', 'award']);
  });

  it('after the deadline the link refuses quotes (409) and the sweep closes the RFQ', async () => {
    let rfq = (await post(R, rfqInput({ supplierIds: [w.suppliers.saigon] }))).body.data.record as OrderRfqDetails;
    rfq = (await act(rfq, 'open')).body.data.record;
    const token = await tokenOf('sup-saigon@suppliers.test');
    await w.server.db.query("UPDATE order_rfqs SET quote_deadline = now() - interval '1 minute' WHERE id = $1", [rfq._id]);
    const late = await w.server.post(linkOf(token), { data: { lines: [{ rfqLineItemId: rfq.lines[0]._id, unitPrice: '1', quantity: '1', leadTimeDays: 1, cargoReadyDate: day(9) }], submit: true } });
    expect(late.status).toBe(409);
    expect((await w.server.get(linkOf(token))).body.data.record.canQuote).toBe(false);
    expect(await sweepOrderRfqDeadlines(w.server.db)).toBeGreaterThanOrEqual(1);
    rfq = await reload(rfq._id);
    expect(rfq.status).toBe('CLOSED');
    const cancelled = await act(rfq, 'cancel', { reason: 'Budget cut' });
    expect(cancelled.body.data.record).toMatchObject({ status: 'CANCELLED', cancelReason: 'Budget cut' });
    expect((await w.server.get(linkOf(token))).status).toBe(404);
  });
});
