import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import ordersPlugin from '../index';
import { ORDERS_API, type AcknowledgementView, type NewPurchaseOrder, type PurchaseOrderDetails } from '../../shared/types';
import { testOrderMaster } from './testOrderMaster';

const O = ORDERS_API.orders;
const today = todayUtc();

describe.each(testDatabases())('Supplier acknowledgement link on %s', (dialect) => {
  let server: TestServer;
  let ids: Record<string, string> = {};
  let token = '';

  const post = <B = any>(url: string, data: unknown, auth = token) => server.post<B>(url, { data }, auth);
  const get = <B = any>(url: string, auth = token) => server.get<B>(url, auth);
  const outbox = (to: string) => server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);
  const order = async (id: string) => (await get(`${O}/${id}`)).body.data.record as PurchaseOrderDetails;

  /** A new order submitted (no approval level: ISSUED); answers it with the supplier's token from its email. */
  const issued = async (over: Partial<NewPurchaseOrder> = {}): Promise<{ order: PurchaseOrderDetails; link: string }> => {
    const input: NewPurchaseOrder = {
      supplierId: ids['SUP-SAIGON']!, orderDate: today, incoterm: 'FOB', currency: 'USD', shipToLocationId: ids['LOC-BHIWANDI'], notes: 'Secret buyer note: target 10% lower',
      lines: [
        { sku: 'SAIG-1', quantity: '500', unitPrice: '4', cargoReadyDate: addDays(today, 30), requiredDeliveryDate: addDays(today, 60) },
        { sku: 'SAIG-2', quantity: '200', unitPrice: '7.5', cargoReadyDate: addDays(today, 35), requiredDeliveryDate: addDays(today, 65) },
      ],
      ...over,
    };
    const created = await post(O, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const submitted = await post(`${O}/${created.body.data.record._id}/submit/`, { version: 1 });
    expect(submitted.body.data.record.status).toBe('ISSUED');
    const mail = (await outbox('sup-saigon@suppliers.test')).rows.at(-1)!;
    const link = /acknowledge\?token=([\w.%-]+)/.exec(mail.body)![1]!;
    return { order: submitted.body.data.record, link: decodeURIComponent(link) };
  };
  const view = (link: string) => server.get<{ data: { record: AcknowledgementView }; error: { message: string; field?: string } }>(ORDERS_API.acknowledge(link));
  const answer = (link: string, data: unknown) => server.post(ORDERS_API.acknowledge(link), { data });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', ordersPlugin], dialect });
    const c = await server.identity.createCompany(server.db, { name: 'Acme Link Test', kind: 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email: 'buyer@orders.test', name: 'Buyer Admin', password: { hash: 'x' }, role: 'admin' });
    token = await server.identity.issueToken(server.db, u._id);
    ids = await testOrderMaster(server.db, c._id);
  }, 120_000);
  afterAll(async () => server?.close());

  it('shows the supplier its order without the buyer’s notes, records the opening, prints the PDF; acknowledging sets the milestone', async () => {
    const { order: o, link } = await issued();
    const res = await view(link);
    expect(res.status).toBe(200);
    const v = res.body.data.record;
    expect(v).toMatchObject({ poNumber: o.poNumber, status: 'ISSUED', buyer: { name: 'Acme Link Test' }, supplierName: 'Saigon Garment Works', totalAmount: '3500.00', canAnswer: true, shipTo: { name: 'Bhiwandi warehouse', country: 'IN' } });
    expect(v.lines.map((l) => [l.lineNo, l.sku, l.quantity, l.amount])).toEqual([[1, 'SAIG-1', '500', '2000.00'], [2, 'SAIG-2', '200', '1500.00']]);
    expect(res.text).not.toMatch(/Secret buyer note|approval|createdBy|delayDays/);
    expect(Object.keys(v.lines[0]!).sort()).toEqual(['_id', 'amount', 'cargoReadyDate', 'description', 'hsCode', 'lineNo', 'milestone', 'quantity', 'requiredDeliveryDate', 'sku', 'unit', 'unitPrice']);
    expect((await order(o._id)).link!.lastOpenedAt).toBeTruthy();
    const pdf = await server.app.inject({ method: 'GET', url: ORDERS_API.acknowledgePdf(link) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const words of [o.poNumber, 'Acme Link Test', 'Saigon Garment Works', 'Bhiwandi warehouse', 'SAIG-1', 'SAIG-2', 'USD 3,500.00', 'FOB']) expect(printed, words).toContain(words);
    expect(printed).not.toContain('Secret buyer note');

    expect((await answer(link, { action: 'PROGRESS', name: 'Lan', lines: [{ lineItemId: v.lines[0]!._id, milestone: 'IN_PRODUCTION' }] })).status).toBe(409);
    const ack = await answer(link, { action: 'ACKNOWLEDGE', name: 'Lan Nguyen' });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.data.record).toMatchObject({ status: 'ACKNOWLEDGED', canAnswer: false });
    const after = await order(o._id);
    expect(after).toMatchObject({ status: 'ACKNOWLEDGED', milestone: 'ACKNOWLEDGED' });
    expect(after.acknowledgedAt).toBeTruthy();
    expect(after.lines[0]!.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')).toMatchObject({ actualDate: today, source: 'SUPPLIER' });
    expect((await outbox('buyer@orders.test')).rows.at(-1)!.subject).toBe(`${o.poNumber}: acknowledged by Saigon Garment Works`);
    const again = await answer(link, { action: 'ACKNOWLEDGE', name: 'Lan Nguyen' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/ACKNOWLEDGED/);

    const progress = await answer(link, { action: 'PROGRESS', name: 'Lan Nguyen', lines: [{ lineItemId: v.lines[0]!._id, milestone: 'IN_PRODUCTION' }, { lineItemId: v.lines[1]!._id, milestone: 'CARGO_READY', actualDate: addDays(today, -1) }] });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    const moved = await order(o._id);
    expect(moved.lines.map((l) => l.milestone)).toEqual(['IN_PRODUCTION', 'CARGO_READY']);
    expect(moved.lines[1]!.milestones.find((m) => m.milestone === 'CARGO_READY')).toMatchObject({ actualDate: addDays(today, -1), source: 'SUPPLIER' });
    expect((await answer(link, { action: 'PROGRESS', name: 'Lan', lines: [{ lineItemId: v.lines[0]!._id, milestone: 'CARGO_READY', actualDate: addDays(today, 5) }] })).body.error.field).toBe('data.lines.0.actualDate');
    const trail = (await get(`${O}/${o._id}/activity`)).body.data.items.map((a: { action: string; actorName: string }) => [a.action, a.actorName]);
    expect(trail).toEqual([['submit', 'Buyer Admin'], ['acknowledge', 'Lan Nguyen (Saigon Garment Works)'], ['progress', 'Lan Nguyen (Saigon Garment Works)']]);
  });

  it('propose → the buyer accepts: lines, amounts and planned milestones change, the order is acknowledged', async () => {
    const { order: o, link } = await issued();
    const [l1, l2] = o.lines;
    const bad: Array<[unknown, string]> = [
      [[{ lineItemId: l1!._id, field: 'quantity', value: '0' }], 'data.changes.0.value'],
      [[{ lineItemId: l1!._id, field: 'cargoReadyDate', value: '2026-13-01' }], 'data.changes.0.value'],
      [[{ lineItemId: l1!._id, field: 'unitPrice', value: '-2' }], 'data.changes.0.value'],
      [[{ lineItemId: l1!._id, field: 'requiredDeliveryDate', value: addDays(today, 10) }], 'data.changes.0.value'],
      [[{ lineItemId: l1!._id, field: 'quantity', value: '5' }, { lineItemId: l1!._id, field: 'quantity', value: '6' }], 'data.changes.1.field'],
      [[{ lineItemId: '00000000-0000-4000-8000-000000000000', field: 'quantity', value: '5' }], 'data.changes.0.lineItemId'],
      [[{ lineItemId: l1!._id, field: 'colour', value: '5' }], 'data.changes.0.field'],
    ];
    for (const [changes, field] of bad) {
      const res = await answer(link, { action: 'PROPOSE', name: 'Lan', changes });
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
    }
    expect((await answer(link, { action: 'PROPOSE', name: 'Lan' })).status).toBe(400);
    const proposed = await answer(link, {
      action: 'PROPOSE', name: 'Lan Nguyen', changes: [
        { lineItemId: l1!._id, field: 'cargoReadyDate', value: addDays(today, 40), comment: 'Fabric arrives late' },
        { lineItemId: l1!._id, field: 'quantity', value: '450' },
        { lineItemId: l2!._id, field: 'unitPrice', value: '7.9' },
      ],
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.data.record.proposals.map((p: { field: string; currentValue: string; proposedValue: string; status: string }) => [p.field, p.currentValue, p.proposedValue, p.status])).toEqual([
      ['cargoReadyDate', addDays(today, 30), addDays(today, 40), 'PENDING'],
      ['quantity', '500', '450', 'PENDING'],
      ['unitPrice', '7.5', '7.9', 'PENDING'],
    ]);
    expect((await outbox('buyer@orders.test')).rows.at(-1)!.subject).toBe(`${o.poNumber}: Saigon Garment Works proposes changes`);
    const current = await order(o._id);
    expect(current.status).toBe('CHANGES_PROPOSED');
    expect((await answer(link, { action: 'ACKNOWLEDGE', name: 'Lan' })).status).toBe(409);
    expect((await post(ORDERS_API.acceptChanges(o._id), { version: current.version - 1 })).status).toBe(409);
    const accepted = await post(ORDERS_API.acceptChanges(o._id), { version: current.version });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const rec = accepted.body.data.record as PurchaseOrderDetails;
    expect(rec).toMatchObject({ status: 'ACKNOWLEDGED', totalAmount: '3380.00' });
    expect(rec.lines.map((l) => [l.quantity, l.unitPrice, l.amount, l.cargoReadyDate])).toEqual([['450', '4', '1800.00', addDays(today, 40)], ['200', '7.9', '1580.00', addDays(today, 35)]]);
    const plan = Object.fromEntries(rec.lines[0]!.milestones.map((m) => [m.milestone, m.plannedDate]));
    expect(plan).toMatchObject({ IN_PRODUCTION: addDays(today, 7), CARGO_READY: addDays(today, 40), BOOKED: addDays(today, 43), SHIPPED: addDays(today, 47), DELIVERED: addDays(today, 60) });
    expect(rec.lines[0]!.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')!.actualDate).toBe(today);
    expect(rec.proposals.every((p) => p.status === 'ACCEPTED')).toBe(true);
    const trail = (await get(`${O}/${o._id}/activity`)).body.data.items.at(-1);
    expect(trail).toMatchObject({ action: 'accept-changes', from: 'CHANGES_PROPOSED', to: 'ACKNOWLEDGED' });
    expect(trail.note).toContain('line 1 quantity 500 → 450');
    expect((await outbox('sup-saigon@suppliers.test')).rows.at(-1)!.subject).toMatch(/accepted your changes/);
    expect((await post(ORDERS_API.acceptChanges(o._id), { version: rec.version })).status).toBe(409);
  });

  it('propose → the buyer declines with an answer → ISSUED again → acknowledge', async () => {
    const { order: o, link } = await issued();
    await answer(link, { action: 'PROPOSE', name: 'Lan', changes: [{ lineItemId: o.lines[0]!._id, field: 'unitPrice', value: '5' }] });
    const current = await order(o._id);
    expect((await post(ORDERS_API.declineChanges(o._id), { version: current.version })).body.error.field).toBe('data.answer');
    const declined = await post(ORDERS_API.declineChanges(o._id), { version: current.version, answer: 'The price was agreed in the frame contract' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.record).toMatchObject({ status: 'ISSUED', totalAmount: '3500.00' });
    const v = (await view(link)).body.data.record;
    expect(v).toMatchObject({ status: 'ISSUED', canAnswer: true });
    expect(v.proposals).toEqual([expect.objectContaining({ status: 'DECLINED', answer: 'The price was agreed in the frame contract' })]);
    expect((await answer(link, { action: 'ACKNOWLEDGE', name: 'Lan' })).body.data.record.status).toBe('ACKNOWLEDGED');
    expect((await post(ORDERS_API.declineChanges(o._id), { version: (await order(o._id)).version, answer: 'x' })).status).toBe(409);
  });

  it('reject → REJECTED with the reason in the trail → the buyer revises to DRAFT and the link dies', async () => {
    const { order: o, link } = await issued();
    expect((await answer(link, { action: 'REJECT', name: 'Lan' })).status).toBe(400);
    const rejected = await answer(link, { action: 'REJECT', name: 'Lan', reason: 'We cannot make this fabric' });
    expect(rejected.body.data.record.status).toBe('REJECTED');
    const trail = (await get(`${O}/${o._id}/activity`)).body.data.items.at(-1);
    expect(trail).toMatchObject({ action: 'reject', to: 'REJECTED', note: 'We cannot make this fabric' });
    const current = await order(o._id);
    const revised = await post(`${O}/${o._id}/revise/`, { version: current.version });
    expect(revised.body.data.record.status).toBe('DRAFT');
    expect((await view(link)).status).toBe(404);
  });

  it('answers the same 404 to a forged, expired, revoked or unknown token', async () => {
    const { order: o, link } = await issued();
    const fresh = await post(ORDERS_API.resendLink(o._id), { version: o.version });
    const newToken = decodeURIComponent(/token=(.+)$/.exec(fresh.body.data.record.url)![1]!);
    const revoked = await view(link);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.message).toBe('This link is not valid any more');
    expect((await view(newToken)).status).toBe(200);
    const forged = `${newToken.slice(0, -3)}${newToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const t of [forged, 'nonsense', `${o._id}.1.${'A'.repeat(43)}`]) {
      const res = await view(t);
      expect(res.status, t).toBe(404);
      expect(res.body.error.message).toBe('This link is not valid any more');
    }
    await server.db.query("UPDATE order_links SET expires_at = now() - interval '1 minute' WHERE record_id = $1", [o._id]);
    expect((await view(newToken)).body.error.message).toBe('This link is not valid any more');
    expect((await answer(newToken, { action: 'ACKNOWLEDGE', name: 'Lan' })).status).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: ORDERS_API.acknowledgePdf(newToken) })).statusCode).toBe(404);
  });
});
