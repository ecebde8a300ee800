import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import ordersPlugin from '../index';
import { ORDERS_API, type NewPurchaseOrder, type PurchaseOrder, type PurchaseOrderDetails } from '../../shared/types';
import { testOrderMaster } from './testOrderMaster';

const O = ORDERS_API.orders;
const today = todayUtc();

describe.each(testDatabases())('Purchase orders API on %s', (dialect) => {
  let server: TestServer;
  let ids: Record<string, string> = {};
  let otherIds: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const users: Record<string, string> = {};

  const post = <B = any>(url: string, data: unknown, who = 'acme') => server.post<B>(url, { data }, tokens[who]);
  const get = <B = any>(url: string, who = 'acme') => server.get<B>(url, tokens[who]);
  const count = async (sql: string, params: unknown[] = []) => Number((await server.db.one<{ n: number }>(sql, params))!.n);
  const outbox = (to: string) => server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);

  const input = (over: Partial<NewPurchaseOrder> = {}): NewPurchaseOrder => ({
    supplierId: ids['SUP-BRIGHTWAY']!,
    orderDate: today,
    incoterm: 'FOB',
    currency: 'USD',
    pol: 'CNYTN',
    pod: 'NLRTM',
    shipToLocationId: ids['LOC-ROTTERDAM'],
    paymentTerms: 'Net 60',
    notes: 'Internal: squeeze the price next time',
    lines: [
      { sku: 'BRIG-1', quantity: '1000', unitPrice: '2.505', cargoReadyDate: addDays(today, 30), requiredDeliveryDate: addDays(today, 60) },
      { sku: 'CUSTOM-9', description: 'Custom cable', quantity: '12.5', unit: 'KG', unitPrice: '3', cargoReadyDate: addDays(today, 40), requiredDeliveryDate: addDays(today, 70) },
    ],
    ...over,
  });
  const create = async (over: Partial<NewPurchaseOrder> = {}, who = 'acme'): Promise<PurchaseOrderDetails> => {
    const res = await post(O, input(over), who);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };
  const act = (order: { _id: string; version: number }, action: string, extra: Record<string, unknown> = {}, who = 'acme') => post(`${O}/${order._id}/${action}/`, { version: order.version, ...extra }, who);

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', ordersPlugin], dialect });
    const company = async (key: string, name: string) => {
      const c = await server.identity.createCompany(server.db, { name, kind: 'shipper' });
      ids[`company:${key}`] = c._id;
      const u = await server.identity.createUser(server.db, { companyId: c._id, email: `${key}@orders.test`, name: `${name} admin`, password: { hash: 'x' }, role: 'admin' });
      users[key] = u._id;
      tokens[key] = await server.identity.issueToken(server.db, u._id);
      return c._id;
    };
    const acme = await company('acme', 'Acme Order Test');
    const other = await company('other', 'Other Buyer');
    ids = { ...ids, ...(await testOrderMaster(server.db, acme)) };
    otherIds = await testOrderMaster(server.db, other);
    for (const role of ['viewer', 'manager'] as const) {
      const u = await server.identity.createUser(server.db, { companyId: acme, email: `${role}@orders.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
      users[role] = u._id;
      tokens[role] = await server.identity.issueToken(server.db, u._id);
    }
  }, 120_000);
  afterAll(async () => server?.close());

  it('creates a DRAFT order with its lines, amounts, planned milestones and a PO number', async () => {
    const order = await create();
    expect(order).toMatchObject({ status: 'DRAFT', milestone: 'ISSUED', supplierName: 'Shenzhen Brightway Electronics', supplierCode: 'SUP-BRIGHTWAY', shipToName: 'Rotterdam DC', currency: 'USD', totalAmount: '2542.50', lineCount: 2, version: 1 });
    expect(order.poNumber).toMatch(/^PO-\d{4}-\d+$/);
    expect(order.lines.map((l) => [l.lineNo, l.sku, l.description, l.unit, l.quantity, l.amount, l.productId === ids['BRIG-1']])).toEqual([
      [1, 'BRIG-1', 'Electronics item 1 of SUP-BRIGHTWAY', 'PCS', '1000', '2505.00', true],
      [2, 'CUSTOM-9', 'Custom cable', 'KG', '12.5', '37.50', false],
    ]);
    expect(order.lines[0]!.milestones.map((m) => [m.milestone, m.plannedDate])).toEqual([
      ['ISSUED', today], ['ACKNOWLEDGED', addDays(today, 3)], ['IN_PRODUCTION', addDays(today, 7)], ['CARGO_READY', addDays(today, 30)],
      ['BOOKED', addDays(today, 33)], ['SHIPPED', addDays(today, 37)], ['DELIVERED', addDays(today, 60)],
    ]);
    const got = await get(`${O}/${order._id}`);
    expect(got.body.data.record).toMatchObject({ _id: order._id, notes: 'Internal: squeeze the price next time', approval: null, link: null });
    const legacy = await get(`${ORDERS_API.purchaseOrders}/${order._id}`);
    expect(legacy.status).toBe(200);
    expect(legacy.body.data.record.poNumber).toBe(order.poNumber);
    expect((await post(ORDERS_API.purchaseOrders, input())).status).toBe(404);
  });

  it('lists with filters, search by PO number, supplier name and SKU, and sorts', async () => {
    const a = await create({ poNumber: 'PO-LIST-A', orderDate: addDays(today, -100) });
    const b = await create({ poNumber: 'PO-LIST-B', supplierId: ids['SUP-BUSAN'], pol: 'KRPUS', lines: [{ sku: 'BUSA-2', quantity: '5', unitPrice: '1000', cargoReadyDate: addDays(today, -10), requiredDeliveryDate: addDays(today, 20) }] });
    const items = async (query: string, base: string = O) => ((await get(`${base}?limit=200&${query}`)).body.data.items as PurchaseOrder[]).map((o) => o.poNumber);
    expect(await items('search=po-list')).toEqual(['PO-LIST-B', 'PO-LIST-A']);
    expect(await items('search=busan%20precision')).toEqual(['PO-LIST-B']);
    expect(await items('search=busa-2')).toEqual(['PO-LIST-B']);
    expect(await items('search=po-list', ORDERS_API.purchaseOrders)).toEqual(['PO-LIST-B', 'PO-LIST-A']);
    expect(await items(`filter[supplierId]=${ids['SUP-BUSAN']}`)).toEqual(['PO-LIST-B']);
    expect(await items(`filter[orderDate][lte]=${addDays(today, -50)}`)).toEqual(['PO-LIST-A']);
    expect(await items(`filter[orderDate][gte]=${addDays(today, -101)}&filter[orderDate][lte]=${addDays(today, -99)}&search=list`)).toEqual(['PO-LIST-A']);
    expect(await items('filter[late]=true&search=po-list')).toEqual(['PO-LIST-A']); // ordered 100 days ago, never issued
    expect(await items('filter[late]=false&search=po-list')).toEqual(['PO-LIST-B']);
    expect(await items('filter[status]=DRAFT&filter[milestone]=ISSUED&search=po-list&sort[totalAmount]=desc')).toEqual(['PO-LIST-B', 'PO-LIST-A']);
    expect(await items('search=po-list&sort[poNumber]=asc')).toEqual(['PO-LIST-A', 'PO-LIST-B']);
    expect(await items('search=po-list&sort[orderDate]=asc')).toEqual(['PO-LIST-A', 'PO-LIST-B']);
    const row = ((await get(`${O}?search=PO-LIST-B`)).body.data.items as PurchaseOrder[])[0]!;
    expect(row).toMatchObject({ _id: b._id, supplierName: 'Busan Precision Machinery', totalAmount: '5000.00', lineCount: 1, late: false, maxDelayDays: 0, nextCargoReadyDate: addDays(today, -10) });
    expect(a).toMatchObject({ late: true, maxDelayDays: 100 });
    expect((await get(`${O}?filter[late]=maybe`)).status).toBe(400);
    expect((await get(`${O}?sort[supplierName]=asc`)).status).toBe(400);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM purchase_orders');
    const line = input().lines[0]!;
    const cases: Array<[Partial<NewPurchaseOrder>, string]> = [
      [{ supplierId: otherIds['SUP-BRIGHTWAY'] }, 'data.supplierId'],
      [{ supplierId: 'not-a-uuid' }, 'data.supplierId'],
      [{ shipToLocationId: otherIds['LOC-PUNE'] }, 'data.shipToLocationId'],
      [{ lines: [line, { ...line, quantity: '0' }] }, 'data.lines.1.quantity'],
      [{ lines: [{ ...line, requiredDeliveryDate: addDays(today, 1) }] }, 'data.lines.0.requiredDeliveryDate'],
      [{ lines: [{ ...line, sku: 'UNKNOWN-1' }] }, 'data.lines.0.description'],
      [{ lines: [{ ...line, productId: otherIds['BRIG-1'] }] }, 'data.lines.0.productId'],
      [{ lines: [{ ...line, unitPrice: '-1' }] }, 'data.lines.0.unitPrice'],
      [{ lines: [{ ...line, cargoReadyDate: '2026-02-30' }] }, 'data.lines.0.cargoReadyDate'],
      [{ lines: [] }, 'data.lines'],
      [{ currency: 'usd' }, 'data.currency'],
      [{ poNumber: 'PO-LIST-A' }, 'data.poNumber'],
    ];
    for (const [over, field] of cases) {
      const res = await post(O, input(over));
      expect(res.status, field).toBe(400);
      expect(res.body.error?.field, `${field}: ${JSON.stringify(res.body)}`).toBe(field);
    }
    expect(await count('SELECT count(*) AS n FROM purchase_orders')).toBe(before);
  });

  it('updates a DRAFT (lines replaced, re-planned), refuses a stale version and any other state', async () => {
    const order = await create();
    const res = await post(`${O}/${order._id}/`, {
      version: 1, notes: null, orderDate: addDays(today, 1),
      lines: [{ sku: 'BRIG-2', quantity: '10', unitPrice: '5.25', cargoReadyDate: addDays(today, 20), requiredDeliveryDate: addDays(today, 50) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body.data.record as PurchaseOrderDetails;
    expect(updated).toMatchObject({ version: 2, notes: null, orderDate: addDays(today, 1), totalAmount: '52.50', lineCount: 1 });
    expect(updated.lines[0]!.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')!.plannedDate).toBe(addDays(today, 4));
    expect(await count('SELECT count(*) AS n FROM order_milestones WHERE order_id = $1 AND line_item_id IS NOT NULL', [order._id])).toBe(7);
    const stale = await post(`${O}/${order._id}/`, { version: 1, notes: 'x' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const currency = await post(`${O}/${order._id}/`, { version: 2, currency: 'EUR' });
    expect(currency.body.data.record).toMatchObject({ currency: 'EUR', totalAmount: '52.50', version: 3 });
    const bad = await post(`${O}/${order._id}/`, { version: 3, lines: [{ sku: 'BRIG-2', quantity: '1', unitPrice: '1', cargoReadyDate: addDays(today, 20), requiredDeliveryDate: addDays(today, 10) }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.lines.0.requiredDeliveryDate');
    const submitted = await act({ _id: order._id, version: 3 }, 'submit');
    expect(submitted.body.data.record.status).toBe('ISSUED');
    const locked = await post(`${O}/${order._id}/`, { version: submitted.body.data.record.version, notes: 'late change' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toMatch(/ISSUED/);
  });

  it('another company gets 404; a viewer reads but may not write (403)', async () => {
    const order = await create();
    expect((await get(`${O}/${order._id}`, 'other')).status).toBe(404);
    expect((await get(`${O}/${order._id}/pdf`, 'other')).status).toBe(404);
    expect((await get(`${O}/${order._id}/activity`, 'other')).status).toBe(404);
    expect((await act(order, 'submit', {}, 'other')).status).toBe(404);
    expect((await post(`${O}/${order._id}/`, { version: 1, notes: 'x' }, 'other')).status).toBe(404);
    expect((await post(ORDERS_API.resendLink(order._id), { version: 1 }, 'other')).status).toBe(404);
    expect((await get(`${O}?search=${order.poNumber}`, 'other')).body.data.items).toEqual([]);
    expect((await get(`${O}/${order._id}`, 'viewer')).status).toBe(200);
    expect((await post(O, input(), 'viewer')).status).toBe(403);
    expect((await act(order, 'submit', {}, 'viewer')).status).toBe(403);
    expect((await act(order, 'cancel', { reason: 'no' }, 'manager')).status).toBe(403); // cancel needs Delete
    expect((await post(ORDERS_API.acceptChanges(order._id), { version: 1 }, 'viewer')).status).toBe(403);
  });

  it('submits without an approval level: ISSUED at once, the link emailed to the supplier, the trail recorded', async () => {
    const order = await create();
    const res = await act(order, 'submit', { note: 'Urgent' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const issued = res.body.data.record as PurchaseOrderDetails;
    expect(issued).toMatchObject({ status: 'ISSUED', version: 2, approval: { status: 'APPROVED' } });
    expect(issued.issuedAt).toBeTruthy();
    expect(issued.link).toMatchObject({ sentTo: 'sup-brightway@suppliers.test', lastOpenedAt: null });
    expect(issued.lines.every((l) => l.milestones.find((m) => m.milestone === 'ISSUED')!.actualDate === today)).toBe(true);
    const mails = await outbox('sup-brightway@suppliers.test');
    expect(mails.rows.at(-1)!.subject).toBe(`Purchase order ${order.poNumber} from Acme Order Test`);
    expect(mails.rows.at(-1)!.body).toMatch(/\/ordersV2\/acknowledge\?token=[\w.-]+/);
    const trail = (await get(`${O}/${order._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string; from: string; to: string }) => [a.action, a.from, a.to])).toEqual([['submit', 'DRAFT', 'ISSUED']]);
    expect((await act(issued, 'submit')).status).toBe(409);
    expect((await act(issued, 'revise')).body.error.message).toMatch(/the purchase order is ISSUED/);
    expect((await act(issued, 'close')).status).toBe(409);
    const link = await post(ORDERS_API.resendLink(order._id), { version: issued.version, email: 'orders@brightway.test' });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.record).toMatchObject({ sentTo: 'orders@brightway.test', url: expect.stringContaining('/ordersV2/acknowledge?token=') });
    expect((await outbox('orders@brightway.test')).rows).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM order_links WHERE record_id = $1 AND revoked_at IS NULL", [order._id])).toBe(1);
    expect((await post(ORDERS_API.resendLink(order._id), { version: issued.version, email: 'nonsense' })).body.error.field).toBe('data.email');
  });

  it('submits with approval levels matched by criteria: PENDING_APPROVAL, the approver decides, rejection returns to DRAFT', async () => {
    await server.db.query(
      `INSERT INTO approval_configurations (company_id, kind, level, min_amount, currency, approver_ids, criteria) VALUES ($1, 'purchase-order', 1, 1000, 'USD', ARRAY[$2::uuid], $3::jsonb)`,
      [ids['company:acme'], users.manager, JSON.stringify({ categories: ['Electronics'] })],
    );
    try {
      const small = await create({ lines: [{ sku: 'BRIG-1', quantity: '10', unitPrice: '1', cargoReadyDate: addDays(today, 30), requiredDeliveryDate: addDays(today, 60) }] });
      expect((await act(small, 'submit')).body.data.record.status).toBe('ISSUED'); // below the level's minimum
      const other = await create({ supplierId: ids['SUP-BUSAN'], lines: [{ sku: 'BUSA-1', quantity: '1000', unitPrice: '10', cargoReadyDate: addDays(today, 30), requiredDeliveryDate: addDays(today, 60) }] });
      expect((await act(other, 'submit')).body.data.record.status).toBe('ISSUED'); // not Electronics
      const order = await create();
      const res = await act(order, 'submit');
      expect(res.body.data.record).toMatchObject({ status: 'PENDING_APPROVAL', approval: { status: 'PENDING', currentLevel: 1 }, link: null });
      expect((await outbox('manager@orders.test')).rows.at(-1)!.subject).toMatch(/^Approval needed: purchase order/);
      const approval = await get(ORDERS_API.orderApproval(order._id), 'manager');
      expect(approval.body.data.record).toMatchObject({ status: 'PENDING', canDecide: true });
      expect((await post(`${ORDERS_API.orderApproval(order._id)}/decide/`, { decision: 'APPROVE' })).status).toBe(403); // acme admin is no approver
      const decided = await post(`${ORDERS_API.orderApproval(order._id)}/decide/`, { decision: 'APPROVE' }, 'manager');
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      const after = (await get(`${O}/${order._id}`)).body.data.record as PurchaseOrderDetails;
      expect(after).toMatchObject({ status: 'ISSUED', link: { sentTo: 'sup-brightway@suppliers.test' } });
      const trail = (await get(`${O}/${order._id}/activity`)).body.data.items.map((a: { action: string; to: string | null }) => [a.action, a.to]);
      expect(trail).toEqual([['submit', 'PENDING_APPROVAL'], ['approved', 'ISSUED']]);

      const second = await create();
      const pending = (await act(second, 'submit')).body.data.record;
      expect((await post(`${ORDERS_API.orderApproval(second._id)}/decide/`, { decision: 'REJECT' }, 'manager')).body.error.field).toBe('data.comment');
      await post(`${ORDERS_API.orderApproval(second._id)}/decide/`, { decision: 'REJECT', comment: 'Too much' }, 'manager');
      const back = (await get(`${O}/${second._id}`)).body.data.record as PurchaseOrderDetails;
      expect(back).toMatchObject({ status: 'DRAFT', approval: { status: 'REJECTED' } });
      expect(back.version).toBe(pending.version + 1);
      const cancelled = await act(back, 'cancel', { reason: 'Not needed after all' });
      expect(cancelled.body.data.record).toMatchObject({ status: 'CANCELLED', cancelReason: 'Not needed after all' });
      expect((await act(cancelled.body.data.record, 'cancel', { reason: 'again' })).status).toBe(409);
    } finally {
      await server.db.query("DELETE FROM approval_configurations WHERE kind = 'purchase-order'");
    }
  });

  it('cancels with a reason, but not while a line has booked quantity', async () => {
    const order = await create();
    expect((await act(order, 'cancel', {})).body.error.field).toBe('data.reason');
    const issued = (await act(order, 'submit')).body.data.record as PurchaseOrderDetails;
    await server.db.query('UPDATE order_line_items SET booked_quantity = 10 WHERE id = $1', [issued.lines[0]!._id]);
    const refused = await act(issued, 'cancel', { reason: 'Changed plans' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/line 1 has quantity booked/);
    await server.db.query('UPDATE order_line_items SET booked_quantity = 0 WHERE id = $1', [issued.lines[0]!._id]);
    const done = await act(issued, 'cancel', { reason: 'Changed plans' });
    expect(done.body.data.record).toMatchObject({ status: 'CANCELLED', link: null });
  });

  it('answers the PO as a PDF, with comments on the order', async () => {
    const order = await create();
    const pdf = await server.app.inject({ method: 'GET', url: `${O}/${order._id}/pdf`, headers: { authorization: `Bearer ${tokens.acme}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const comment = await post(`${O}/${order._id}/comments`, { text: 'Check the cable spec' });
    expect(comment.status).toBe(201);
    expect((await get(`${O}/${order._id}/comments`)).body.data.items.map((c: { text: string }) => c.text)).toEqual(['Check the cable spec']);
    expect((await get(`${O}/${order._id}/comments`, 'other')).status).toBe(404);
  });
});
