import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API, type PaymentRecord } from '../../shared/types';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { insertIssuedInvoice, type IssuedInvoiceFields } from './testing/insertIssuedInvoice';

const P = BILLING_API.payments;

describe.each(['pglite', 'postgres'] as const)('payments routes (%s)', (dialect) => {
  let t: BillingTestServer;
  let seq = 0;
  const invoice = (over: Partial<IssuedInvoiceFields> = {}) =>
    insertIssuedInvoice(t.server.db, { companyId: t.bluewaveId, customerCompanyId: t.acmeId, number: `BWL/26-27/${String(++seq).padStart(5, '0')}`, payableMinor: 1_000_000, ...over });
  const invoiceRow = (id: string) =>
    t.server.db.one<{ status: string; paid_minor: number; balance_minor: number; version: number; paid_at: Date | null }>('SELECT status, paid_minor, balance_minor, version, paid_at FROM invoices WHERE id = $1', [id]);
  const counts = async () => {
    const row = await t.server.db.one<{ payments: number; allocations: number; activity: number }>(
      `SELECT (SELECT count(*) FROM payments)::int AS payments, (SELECT count(*) FROM payment_allocations)::int AS allocations,
              (SELECT count(*) FROM record_activity WHERE kind = 'invoice')::int AS activity`,
    );
    return row!;
  };
  const pay = (data: Record<string, unknown>, token = t.tokens.bluewave) =>
    t.server.post(P, { data: { method: 'BANK_TRANSFER', receivedOn: '2026-06-01', currency: 'INR', ...data } }, token);

  beforeAll(async () => {
    t = await billingTestServer(dialect);
    await t.server.db.query(`INSERT INTO accounting_connections (company_id, provider, mode, external_org_id) VALUES ($1, 'QUICKBOOKS', 'SANDBOX', 'realm-1')`, [t.bluewaveId]);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('a partial payment leaves the invoice PARTLY_PAID, the rest settles it PAID; both sides see it; activity, sync job and notices follow', async () => {
    const id = await invoice({ payableMinor: 1_180_000 });
    const first = await pay({ reference: 'UTR-0001', amountMinor: 500_000, allocations: [{ invoiceId: id, amountMinor: 500_000 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const payment = first.body.data.record as PaymentRecord;
    expect(payment).toMatchObject({
      companyId: t.bluewaveId, payerCompanyId: t.acmeId, payerName: 'Acme Exports', direction: 'RECEIVED', kind: 'RECEIPT', amountMinor: 500_000, unappliedMinor: 0, refundedMinor: 0,
      allocations: [{ invoiceId: id, invoiceNumber: `BWL/26-27/${String(seq).padStart(5, '0')}`, invoiceCurrency: 'INR', amountMinor: 500_000, paymentAmountMinor: 500_000, realizedRate: '1', fxGainMinor: 0 }],
    });
    expect(await invoiceRow(id)).toMatchObject({ status: 'PARTLY_PAID', paid_minor: 500_000, balance_minor: 680_000, version: 2, paid_at: null });

    const rest = await pay({ reference: 'UTR-0002', amountMinor: 680_000, allocations: [{ invoiceId: id, amountMinor: 680_000 }] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const after = await invoiceRow(id);
    expect(after).toMatchObject({ status: 'PAID', paid_minor: 1_180_000, balance_minor: 0, version: 3 });
    expect(after!.paid_at).not.toBeNull();

    const activity = await t.server.db.query<{ action: string; from_state: string; to_state: string; note: string }>(
      "SELECT action, from_state, to_state, note FROM record_activity WHERE kind = 'invoice' AND record_id = $1 ORDER BY created_at, id", [id],
    );
    expect(activity.rows.map((r) => [r.from_state, r.to_state])).toEqual([['ISSUED', 'PARTLY_PAID'], ['PARTLY_PAID', 'PAID']]);
    expect(activity.rows[0]!.note).toBe('Payment of 5,000.00 INR received from Acme Exports (UTR-0001)');
    const jobs = await t.server.db.query<{ action: string }>('SELECT action FROM accounting_sync_jobs WHERE payment_id = $1', [payment._id]);
    expect(jobs.rows).toEqual([{ action: 'PUSH_PAYMENT' }]);
    const notices = await t.server.db.query<{ company_id: string; title: string }>(
      `SELECT DISTINCT n.company_id, n.title FROM notifications n WHERE n.title LIKE '%5,000.00 INR%' ORDER BY n.title`,
    ).catch(() => ({ rows: [] as Array<{ company_id: string; title: string }> }));
    // The payer is told (the payee's only user recorded it himself, and is not told of his own action).
    expect(notices.rows.map((n) => n.company_id)).toContain(t.acmeId);

    // Acme (the payer) reads it as MADE; the stranger gets 404.
    const mine = await t.server.get(`${P}/${payment._id}`, t.tokens.acme);
    expect(mine.status).toBe(200);
    expect(mine.body.data.record).toMatchObject({ direction: 'MADE', payeeName: expect.any(String), allocations: [{ invoiceId: id }] });
    expect((await t.server.get(`${P}/${payment._id}`, t.tokens.stranger)).status).toBe(404);
    expect((await t.server.get(`${P}/not-an-id`, t.tokens.bluewave)).status).toBe(404);

    // An invoice's Payments tab: the payments applied to it, and only those.
    const other = await invoice({ payableMinor: 10_000 });
    await pay({ reference: 'UTR-0003', amountMinor: 10_000, allocations: [{ invoiceId: other, amountMinor: 10_000 }] });
    const applied = await t.server.get(`${P}?filter[invoiceId]=${id}`, t.tokens.bluewave);
    expect(applied.body.data.items.map((p: PaymentRecord) => p.reference).sort()).toEqual(['UTR-0001', 'UTR-0002']);
  });

  it('lists payments received and made: filter[direction], method, kind, receivedOn range, search', async () => {
    const id = await invoice({ payableMinor: 300_000 });
    expect((await pay({ method: 'CHEQUE', reference: 'CHQ-778899', receivedOn: '2026-07-15', amountMinor: 100_000, allocations: [{ invoiceId: id, amountMinor: 100_000 }] })).status).toBe(201);
    const list = async (query: string, token = t.tokens.bluewave) => {
      const res = await t.server.get(`${P}?limit=200&${query}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.items as PaymentRecord[];
    };
    expect((await list('search=CHQ-7788')).map((p) => p.reference)).toEqual(['CHQ-778899']);
    expect((await list('search=CHQ-7788', t.tokens.acme)).map((p) => [p.reference, p.direction])).toEqual([['CHQ-778899', 'MADE']]);
    expect(await list('filter[direction]=RECEIVED&search=CHQ-7788', t.tokens.acme)).toEqual([]);
    expect((await list('filter[direction]=MADE&search=CHQ-7788', t.tokens.acme)).length).toBe(1);
    expect((await list('filter[method]=CHEQUE')).every((p) => p.method === 'CHEQUE')).toBe(true);
    expect((await list('filter[receivedOn][from]=2026-07-15&filter[receivedOn][to]=2026-07-15')).map((p) => p.reference)).toContain('CHQ-778899');
    expect((await list('filter[kind]=REFUND&search=CHQ-7788'))).toEqual([]);
    expect(await list('', t.tokens.stranger)).toEqual([]);
    expect((await t.server.get(`${P}?filter[direction]=BOTH`, t.tokens.bluewave)).status).toBe(400);
  });

  it('refuses an overpayment without acceptOverpayment; keeps it unapplied with it; refunds it', async () => {
    const id = await invoice({ payableMinor: 200_000 });
    const before = await counts();
    const refused = await pay({ amountMinor: 250_000, allocations: [{ invoiceId: id, amountMinor: 200_000 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('data.amountMinor');
    expect(refused.body.error.message).toContain('500.00 INR');
    expect(await counts()).toEqual(before);

    const accepted = await pay({ reference: 'OVER-1', amountMinor: 250_000, acceptOverpayment: true, allocations: [{ invoiceId: id, amountMinor: 200_000 }] });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const receipt = accepted.body.data.record as PaymentRecord;
    expect(receipt).toMatchObject({ amountMinor: 250_000, unappliedMinor: 50_000, refundedMinor: 0 });
    expect(await invoiceRow(id)).toMatchObject({ status: 'PAID', balance_minor: 0 });

    const R = `${P}/${receipt._id}/refund`;
    const refund = (data: Record<string, unknown>, token = t.tokens.bluewave) => t.server.post(R, { data: { reason: 'Overpaid', receivedOn: '2026-06-10', ...data } }, token);
    expect((await refund({ amountMinor: 30_000 }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await refund({ amountMinor: 30_000 }, t.tokens.acme)).status).toBe(404);
    expect((await refund({ amountMinor: 30_000 }, t.tokens.stranger)).status).toBe(404);
    const before2 = await counts();
    const tooMuch = await refund({ amountMinor: 50_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ field: 'data.amountMinor', message: '500.01 INR exceeds the unapplied credit 500.00 INR' });
    expect((await refund({ amountMinor: 0 })).body.error.field).toBe('data.amountMinor');
    expect((await refund({ amountMinor: 10, receivedOn: '2026-02-30' })).body.error.field).toBe('data.receivedOn');
    expect(await counts()).toEqual(before2);

    const part = await refund({ amountMinor: 30_000 });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data.record).toMatchObject({ kind: 'REFUND', refundOf: receipt._id, amountMinor: 30_000, payerCompanyId: t.acmeId, receivedOn: '2026-06-10' });
    expect((await t.server.get(`${P}/${receipt._id}`, t.tokens.bluewave)).body.data.record).toMatchObject({ unappliedMinor: 20_000, refundedMinor: 30_000, version: 2 });
    expect((await refund({ amountMinor: 20_000 })).status).toBe(201);
    const none = await refund({ amountMinor: 1 });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Cannot refund payment OVER-1: it has no unapplied credit (it is fully refunded)');
    const ofRefund = await t.server.post(`${P}/${part.body.data.id}/refund`, { data: { amountMinor: 1, reason: 'x', receivedOn: '2026-06-11' } }, t.tokens.bluewave);
    expect(ofRefund.status).toBe(409);
    expect(ofRefund.body.error.message).toContain('it is a REFUND');
    const activity = await t.server.db.query<{ note: string }>("SELECT note FROM record_activity WHERE kind = 'payment' AND record_id = $1 ORDER BY created_at, id", [receipt._id]);
    expect(activity.rows.map((r) => r.note)).toEqual(['Refund of 300.00 INR to Acme Exports: Overpaid', 'Refund of 200.00 INR to Acme Exports: Overpaid']);
  });

  it('FX: a USD invoice paid in INR at a realized rate — allocation amounts and the exchange gain worked by hand', async () => {
    // USD 1,000.00 booked at 83.00 INR/USD = INR 83,000.00; received INR 83,500.00 at 83.50: gain INR 500.00.
    const a = await invoice({ currency: 'USD', exchangeRate: '83', payableMinor: 100_000 });
    // USD 123.45 booked at 83.00 = INR 10,246.35; paid at 83.123: 12345 × 83.123 = 1,026,153.435 paise → 1,026,153; gain 1,026,153 − 1,024,635 = 1,518 paise.
    const b = await invoice({ currency: 'USD', exchangeRate: '83', payableMinor: 12_345 });
    const noRate = await pay({ amountMinor: 8_350_000, allocations: [{ invoiceId: a, amountMinor: 100_000 }] });
    expect(noRate.status).toBe(400);
    expect(noRate.body.error.field).toBe('data.allocations.0.realizedRate');
    const res = await pay({ reference: 'SWIFT-1', amountMinor: 9_376_153, allocations: [{ invoiceId: a, amountMinor: 100_000, realizedRate: '83.5' }, { invoiceId: b, amountMinor: 12_345, realizedRate: 83.123 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = res.body.data.record as PaymentRecord;
    expect(payment.unappliedMinor).toBe(0);
    expect(payment.allocations.map((x) => [x.invoiceId, x.invoiceCurrency, x.amountMinor, x.paymentAmountMinor, x.realizedRate, x.fxGainMinor]).sort()).toEqual(
      [[a, 'USD', 100_000, 8_350_000, '83.5', 50_000], [b, 'USD', 12_345, 1_026_153, '83.123', 1_518]].sort(),
    );
    expect(await invoiceRow(a)).toMatchObject({ status: 'PAID', paid_minor: 100_000, balance_minor: 0 });
    const activity = await t.server.db.one<{ note: string }>("SELECT note FROM record_activity WHERE kind = 'invoice' AND record_id = $1", [a]);
    expect(activity!.note).toBe('Payment of 1,000.00 USD (83,500.00 INR at 83.5) received from Acme Exports (SWIFT-1)');
  });

  it('400s name the field and write nothing; 404 for another company’s invoice; 409 naming the state; 403 for a viewer', async () => {
    const open = await invoice({ payableMinor: 1_234_500 });
    const paid = await invoice({ payableMinor: 10_000, paidMinor: 10_000, status: 'PAID' });
    const voided = await invoice({ payableMinor: 10_000, status: 'VOID' });
    const acmes = await insertIssuedInvoice(t.server.db, { companyId: t.acmeId, customerCompanyId: t.bluewaveId, customerName: 'Bluewave', number: `ACME/${++seq}`, payableMinor: 10_000 });
    const before = await counts();
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ amountMinor: 1_234_600, allocations: [{ invoiceId: open, amountMinor: 1_234_600 }] }, 400, 'data.allocations.0.amountMinor', `12,346.00 INR exceeds the open balance 12,345.00 INR of invoice BWL/26-27/${String(seq - 3).padStart(5, '0')}`],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 100 }, { invoiceId: open, amountMinor: 100 }] }, 400, 'data.allocations.1.invoiceId'],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 200 }] }, 400, 'data.amountMinor'],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 0 }] }, 400, 'data.allocations.0.amountMinor'],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 100, realizedRate: '1.5' }] }, 400, 'data.allocations.0.realizedRate'],
      [{ amountMinor: 100, currency: 'XYZ', allocations: [{ invoiceId: open, amountMinor: 100 }] }, 400, 'data.currency'],
      [{ amountMinor: 100, receivedOn: '1 June', allocations: [{ invoiceId: open, amountMinor: 100 }] }, 400, 'data.receivedOn'],
      [{ amountMinor: 100, method: 'BARTER', allocations: [{ invoiceId: open, amountMinor: 100 }] }, 400, 'data.method'],
      [{ amountMinor: 100, allocations: [] }, 400, 'data.allocations'],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 100 }], colour: 'red' }, 400, 'data.colour'],
      [{ amountMinor: 100, allocations: [{ invoiceId: acmes, amountMinor: 100 }] }, 404, 'data.allocations.0.invoiceId'],
      [{ amountMinor: 100, allocations: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amountMinor: 100 }] }, 404, 'data.allocations.0.invoiceId'],
      [{ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 50 }, { invoiceId: paid, amountMinor: 50 }] }, 409, 'data.allocations.1.invoiceId', `Cannot pay invoice BWL/26-27/${String(seq - 2).padStart(5, '0')}: it is PAID`],
      [{ amountMinor: 100, allocations: [{ invoiceId: voided, amountMinor: 100 }] }, 409, 'data.allocations.0.invoiceId', `Cannot pay invoice BWL/26-27/${String(seq - 1).padStart(5, '0')}: it is VOID`],
    ];
    for (const [data, status, field, message] of cases) {
      const res = await pay(data);
      expect([res.status, res.body.error?.field], JSON.stringify({ data, body: res.body })).toEqual([status, field]);
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect((await pay({ amountMinor: 100, allocations: [{ invoiceId: open, amountMinor: 100 }] }, t.tokens.acmeViewer)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await invoiceRow(open)).toMatchObject({ status: 'ISSUED', paid_minor: 0, version: 1 });
  });

  it('10 concurrent payments each for the full balance: exactly one applies', async () => {
    const id = await invoice({ payableMinor: 777_700 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay({ reference: `RACE-${i}`, amountMinor: 777_700, allocations: [{ invoiceId: id, amountMinor: 777_700 }] })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect([400, 409]).toContain(r.status);
    const allocations = await t.server.db.one<{ n: number; sum: number }>('SELECT count(*)::int AS n, COALESCE(sum(amount_minor), 0)::bigint AS sum FROM payment_allocations WHERE invoice_id = $1', [id]);
    expect(allocations).toEqual({ n: 1, sum: 777_700 });
    expect(await invoiceRow(id)).toMatchObject({ status: 'PAID', paid_minor: 777_700, balance_minor: 0, version: 2 });
  });
});
