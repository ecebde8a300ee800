import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { issueInvoice } from './issueInvoice';
import { markOverdueInvoices } from './markOverdueInvoices';

const freight = { code: 'OFR', description: 'Ocean freight INNSA → DEHAM', sac: '996521', quantity: 1, unitPrice: '1000', taxRate: 5 };
const handling = { code: 'THC', description: 'Terminal handling', sac: '996719', quantity: '2', unitPrice: '150.50', taxRate: 18 };

describe.each(['pglite', 'postgres'] as const)('invoice routes (%s)', (dialect) => {
  let t: BillingTestServer;
  const get = (url: string, token = t.tokens.bluewave) => t.server.get(url, token);
  const post = (url: string, data: unknown, token = t.tokens.bluewave) => t.server.post(url, { data }, token);
  const draft = async (extra: Record<string, unknown> = {}, token = t.tokens.bluewave) => {
    const res = await post('/api/invoices', { customerCompanyId: t.acmeId, currency: 'INR', lines: [freight, handling], ...extra }, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.record;
  };
  const issue = async (inv: { _id: string; version: number }, extra: Record<string, unknown> = {}) => {
    const res = await post(`/api/invoices/${inv._id}/issue`, { version: inv.version, ...extra });
    expect(res.status, res.text).toBe(200);
    return res.body.data.record;
  };
  const count = async (table: string) => Number((await t.server.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))!.n);

  beforeAll(async () => {
    t = await billingTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('drafts with computed GST and TDS, issues gap-free numbers in order, and a rolled-back issue takes none', async () => {
    const a = await draft();
    expect(a).toMatchObject({ status: 'DRAFT', number: null, direction: 'ISSUED', customerName: 'Acme Exports Pvt Ltd', taxRegime: 'INTER', placeOfSupply: '29', tdsRate: 2 });
    // 1000.00 + 2 × 150.50 = 1301.00; IGST 5 % of 1000 + 18 % of 301 = 50 + 54.18; TDS 2 % of the subtotal.
    expect(a).toMatchObject({ subtotalMinor: 130100, igstMinor: 10418, cgstMinor: 0, totalMinor: 140518, tdsMinor: 2602, payableMinor: 137916 });
    expect(a.lines.map((l: { amountMinor: number }) => l.amountMinor)).toEqual([100000, 30100]);
    const first = await issue(a);
    expect(first).toMatchObject({ number: 'BWL/26-27/00001', status: 'ISSUED', payerStatus: 'PENDING', balanceMinor: 137916 });
    expect(first.dueDate).toBe(new Date(Date.parse(`${first.issueDate}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10));
    expect(first.supplier).toMatchObject({ legalName: 'Bluewave Logistics Pvt Ltd', gstin: '27AABCB1234F1Z5' });
    expect(first.customer).toMatchObject({ companyId: t.acmeId, gstin: '29AAACA5678K1Z2' });

    const failed = await draft();
    await t.server.db
      .transaction(async (tx) => {
        await issueInvoice(tx, t.ctx, { invoiceId: failed._id, companyId: t.bluewaveId, userId: t.users.bluewave });
        throw new Error('rolled back after taking a number');
      })
      .catch(() => undefined);
    expect((await get(`/api/invoices/${failed._id}`)).body.data.record).toMatchObject({ status: 'DRAFT', number: null });
    const second = await issue(failed);
    expect(second.number).toBe('BWL/26-27/00002');

    const activity = await get(`/api/invoices/${a._id}/activity`);
    expect(activity.body.data.items.map((x: { action: string; from: string | null; to: string }) => [x.action, x.from, x.to])).toEqual([['create', null, 'DRAFT'], ['issue', 'DRAFT', 'ISSUED']]);
  });

  it('numbers 20 concurrent issues 1..20, each once', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft());
    const answers = await Promise.all(drafts.map((d) => post(`/api/invoices/${d._id}/issue`, { version: d.version, issueDate: '2025-06-01' })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((r) => r.body.data.record.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `BWL/25-26/${String(i + 1).padStart(5, '0')}`));
    // Due long ago: overdue at once.
    expect(answers[0].body.data.record.status).toBe('OVERDUE');
  }, 60_000);

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await count('invoices');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [freight, { ...handling, taxRate: 7 }] }, 'data.lines.1.taxRate'],
      [{ lines: [{ ...freight, quantity: '0' }] }, 'data.lines.0.quantity'],
      [{ currency: 'XYZ' }, 'data.currency'],
      [{ customerCompanyId: t.strangerId }, 'data.customerCompanyId'],
      [{ customerCompanyId: null }, 'data.customerName'],
      [{ lines: [] }, 'data.lines'],
      [{ quoteId: '00000000-0000-4000-8000-000000000000' }, 'data.quoteId'],
      [{ customerCompanyId: null, customerName: 'Walk-in', customer: { country: 'IN' } }, 'data.customer.stateCode'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('/api/invoices', { customerCompanyId: t.acmeId, currency: 'INR', lines: [freight], ...extra });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.error.field ?? res.body.error.message).toContain(field);
    }
    expect(await count('invoices')).toBe(before);
    const profile = await post('/api/invoices/billing-profile', { legalName: 'Bluewave', stateCode: '27', gstin: '29AABCB1234F1Z5', version: 1 });
    expect(profile.status).toBe(400);
    expect(profile.body.error.field).toBe('data.gstin');
  });

  it('hides drafts from the customer, shows issued ones as RECEIVED, and 404s the stranger; 403 for a viewer', async () => {
    const d = await draft();
    expect((await get(`/api/invoices/${d._id}`, t.tokens.acme)).status).toBe(404);
    expect((await get(`/api/invoices?limit=200`, t.tokens.acme)).body.data.items.some((i: { _id: string }) => i._id === d._id)).toBe(false);
    const issued = await issue(d);
    const seen = await get(`/api/invoices/${d._id}`, t.tokens.acme);
    expect(seen.body.data.record).toMatchObject({ direction: 'RECEIVED', number: issued.number });
    const received = await get('/api/invoices?filter[direction]=RECEIVED&limit=200', t.tokens.acme);
    expect(received.body.data.items.every((i: { direction: string }) => i.direction === 'RECEIVED')).toBe(true);
    expect(received.body.data.items.some((i: { _id: string }) => i._id === d._id)).toBe(true);
    expect((await get(`/api/invoices/${d._id}`, t.tokens.stranger)).status).toBe(404);
    expect((await get(`/api/invoices/${d._id}/pdf`, t.tokens.stranger)).status).toBe(404);
    expect((await post(`/api/invoices/${d._id}/void`, { version: issued.version, reason: 'x' }, t.tokens.stranger)).status).toBe(404);
    const viewer = await post('/api/invoices', { customerCompanyId: t.bluewaveId, currency: 'INR', lines: [freight] }, t.tokens.acmeViewer);
    expect(viewer.status).toBe(403);
  });

  it('refuses illegal moves with 409 naming the state', async () => {
    const d = await draft();
    const issued = await issue(d);
    const edit = await post(`/api/invoices/${d._id}/`, { notes: 'late edit', version: issued.version });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toContain('the invoice is ISSUED');
    const again = await post(`/api/invoices/${d._id}/issue`, { version: issued.version });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('ISSUED');
    const del = await t.server.request({ method: 'DELETE', url: `/api/invoices/${d._id}/`, token: t.tokens.bluewave });
    expect(del.status).toBe(409);
    const stale = await post(`/api/invoices/${d._id}/void`, { version: 1, reason: 'typo' });
    expect(stale.status).toBe(409);
  });

  it('edits and deletes drafts', async () => {
    const d = await draft();
    const edited = await post(`/api/invoices/${d._id}/`, { lines: [freight], notes: 'Freight only', version: d.version });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.record).toMatchObject({ notes: 'Freight only', subtotalMinor: 100000, version: d.version + 1 });
    const del = await t.server.request({ method: 'DELETE', url: `/api/invoices/${d._id}/`, token: t.tokens.bluewave });
    expect(del.status).toBe(200);
    expect((await get(`/api/invoices/${d._id}`)).status).toBe(404);
  });

  it('voids only an unpaid, uncredited invoice, with a reason; a credit note lowers the balance', async () => {
    const v = await issue(await draft());
    expect((await post(`/api/invoices/${v._id}/void`, { version: v.version })).status).toBe(400);
    const voided = await post(`/api/invoices/${v._id}/void`, { version: v.version, reason: 'Billed the wrong customer' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.data.record).toMatchObject({ status: 'VOID', voidReason: 'Billed the wrong customer' });
    expect((await post(`/api/invoices/${v._id}/void`, { version: voided.body.data.record.version, reason: 'again' })).body.error.message).toContain('VOID');

    const c = await issue(await draft());
    const tooMuch = await post(`/api/invoices/${c._id}/credit-notes`, { lines: [{ ...freight, unitPrice: '5000' }], reason: 'Too much' });
    expect(tooMuch.status).toBe(400);
    const cn = await post(`/api/invoices/${c._id}/credit-notes`, { lines: [{ ...handling, quantity: 1 }], reason: 'One THC was not used' });
    expect(cn.status, cn.text).toBe(201);
    expect(cn.body.data.record).toMatchObject({ kind: 'CREDIT_NOTE', creditsInvoiceId: c._id, creditsInvoiceNumber: c.number, status: 'ISSUED' });
    expect(cn.body.data.record.number).toMatch(/^CN\/26-27\/\d{5}$/);
    const after = (await get(`/api/invoices/${c._id}`)).body.data.record;
    expect(after.creditedMinor).toBe(cn.body.data.record.payableMinor);
    expect(after.balanceMinor).toBe(c.payableMinor - cn.body.data.record.payableMinor);
    expect(after.status).toBe('PARTLY_PAID');
    const credits = await get(`/api/invoices?filter[creditsInvoiceId]=${c._id}`);
    expect(credits.body.data.items.map((i: { _id: string }) => i._id)).toEqual([cn.body.data.record._id]);
    const noVoid = await post(`/api/invoices/${c._id}/void`, { version: after.version, reason: 'no' });
    expect(noVoid.status).toBe(409);
    expect(noVoid.body.error.message).toContain('PARTLY_PAID');
  });

  it('lets the billed customer approve or dispute, and tells the issuer of a dispute', async () => {
    const inv = await issue(await draft());
    expect((await post(`/api/invoices/${inv._id}/approve`, { version: inv.version })).status).toBe(404);
    const disputed = await post(`/api/invoices/${inv._id}/dispute`, { version: inv.version, note: 'THC is included in the freight' }, t.tokens.acme);
    expect(disputed.status, disputed.text).toBe(200);
    expect(disputed.body.data.record.payerStatus).toBe('DISPUTED');
    const twice = await post(`/api/invoices/${inv._id}/dispute`, { version: disputed.body.data.record.version }, t.tokens.acme);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain('DISPUTED');
    const viewer = await post(`/api/invoices/${inv._id}/approve`, { version: disputed.body.data.record.version }, t.tokens.acmeViewer);
    expect(viewer.status).toBe(403);
    const approved = await post(`/api/invoices/${inv._id}/approve`, { version: disputed.body.data.record.version }, t.tokens.acme);
    expect(approved.body.data.record.payerStatus).toBe('APPROVED');
  });

  it('marks past-due invoices OVERDUE in the hourly job', async () => {
    const inv = await issue(await draft());
    await t.server.db.query("UPDATE invoices SET due_date = DATE '2026-01-01' WHERE id = $1", [inv._id]);
    expect(await markOverdueInvoices(t.ctx, new Date())).toBeGreaterThanOrEqual(1);
    const after = (await get(`/api/invoices/${inv._id}`)).body.data.record;
    expect(after.status).toBe('OVERDUE');
    expect(after.daysOverdue).toBeGreaterThan(0);
    const trail = (await get(`/api/invoices/${inv._id}/activity`)).body.data.items;
    expect(trail.at(-1)).toMatchObject({ action: 'overdue', from: 'ISSUED', to: 'OVERDUE' });
    expect(await markOverdueInvoices(t.ctx, new Date())).toBe(0);
  });

  it('answers the PDF', async () => {
    const inv = await issue(await draft());
    const res = await get(`/api/invoices/${inv._id}/pdf`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${inv.number.replace(/\//g, '-')}.pdf`);
  });

  it('drafts from a shipment shared between Bluewave and Acme, and lists it under shipment invoices', async () => {
    const s = await t.server.post('/api/shipments/v2', { data: { reference: 'BW-INV-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: '2026-03-01T00:00:00.000Z', eta: '2026-03-26T00:00:00.000Z', sharedWith: [t.acmeId] } }, t.tokens.bluewave);
    expect(s.status, s.text).toBe(201);
    const shipmentId = s.body.data.id;
    const fromShipment = await get(`/api/invoices/from-shipment?shipmentId=${shipmentId}`);
    expect(fromShipment.status, fromShipment.text).toBe(200);
    expect(fromShipment.body.data.record).toMatchObject({ shipmentId, shipmentReference: 'BW-INV-1', customerCompanyId: t.acmeId });
    expect(typeof fromShipment.body.data.record.note).toBe('string');
    const acmeSide = await get(`/api/invoices/from-shipment?shipmentId=${shipmentId}`, t.tokens.acme);
    expect(acmeSide.body.data.record.customerCompanyId).toBe(t.bluewaveId);
    expect((await get(`/api/invoices/from-shipment?shipmentId=${shipmentId}`, t.tokens.stranger)).status).toBe(404);
    const inv = await issue(await draft({ shipmentId }));
    expect(inv.shipmentReference).toBe('BW-INV-1');
    const list = await get('/api/shipments/v2/shipment-invoices/?limit=200', t.tokens.acme);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.items.map((i: { _id: string }) => i._id)).toContain(inv._id);
    expect(list.body.data.items.every((i: { shipmentId: string | null }) => i.shipmentId)).toBe(true);
    expect((await get(`/api/shipments/v2/shipment-invoices/${inv._id}`, t.tokens.acme)).body.data.record.direction).toBe('RECEIVED');
  });

  it('serves the billing profile (a default until saved) and needs one before issuing', async () => {
    const fresh = await get('/api/invoices/billing-profile', t.tokens.stranger);
    expect(fresh.body.data.record).toMatchObject({ legalName: 'Stranger Shipping', version: 0, invoicePrefix: 'INV' });
    const d = await post('/api/invoices', { customerName: 'Walk-in Traders', customer: { country: 'IN', stateCode: '29' }, currency: 'INR', lines: [freight] }, t.tokens.stranger);
    expect(d.status, d.text).toBe(201);
    expect(d.body.data.record).toMatchObject({ status: 'DRAFT', taxRegime: 'NONE', customerCompanyId: null });
    const refused = await post(`/api/invoices/${d.body.data.record._id}/issue`, { version: d.body.data.record.version }, t.tokens.stranger);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Set up your billing profile first');
    const bad = await post('/api/invoices/billing-profile', { legalName: 'Stranger Shipping Pvt Ltd', stateCode: '7', version: 0 }, t.tokens.stranger);
    expect(bad.body.error.field).toBe('data.stateCode');
    const saved = await post('/api/invoices/billing-profile', { legalName: 'Stranger Shipping Pvt Ltd', address: 'Chennai', stateCode: '33', gstin: '33AAACS1234K1Z9', pan: 'AAACS1234K', invoicePrefix: 'SSP', version: 0 }, t.tokens.stranger);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.record).toMatchObject({ version: 1, gstin: '33AAACS1234K1Z9' });
    expect((await post('/api/invoices/billing-profile', { legalName: 'X', version: 1 }, t.tokens.acmeViewer)).status).toBe(403);
    const issued = await post(`/api/invoices/${d.body.data.record._id}/issue`, { version: d.body.data.record.version }, t.tokens.stranger);
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body.data.record).toMatchObject({ number: 'SSP/26-27/00001', taxRegime: 'INTER', placeOfSupply: '29' });
  });

  it('takes comments on an issued invoice from both sides, none from a stranger', async () => {
    const inv = await issue(await draft());
    expect((await post(`/api/invoices/${inv._id}/comments`, { text: 'Please quote our PO 4711' }, t.tokens.acme)).status).toBe(201);
    expect((await post(`/api/invoices/${inv._id}/comments`, { text: 'Hello' }, t.tokens.stranger)).status).toBe(404);
    const comments = await get(`/api/invoices/${inv._id}/comments`);
    expect(comments.body.data.items.map((c: { text: string }) => c.text)).toEqual(['Please quote our PO 4711']);
  });
});
