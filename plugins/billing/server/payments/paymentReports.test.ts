import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API, type AgeingReport, type Statement } from '../../shared/types';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { insertIssuedInvoice, type IssuedInvoiceFields } from './testing/insertIssuedInvoice';
import { ageingBucket } from './ageingReport';

describe('ageingBucket', () => {
  it('buckets days past due: not due, 1–30, 31–60, 61–90, more', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual(['current', 'current', '1-30', '1-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+']);
  });
});

describe.each(['pglite', 'postgres'] as const)('ageing and statements (%s)', (dialect) => {
  let t: BillingTestServer;
  let seq = 0;
  const bw = (over: Partial<IssuedInvoiceFields> & { payableMinor: number }) =>
    insertIssuedInvoice(t.server.db, { companyId: t.bluewaveId, customerCompanyId: t.acmeId, number: `BWL/26-27/${String(++seq).padStart(5, '0')}`, ...over });
  const pay = async (receivedOn: string, amountMinor: number, allocations: Array<{ invoiceId: string; amountMinor: number }>, reference: string) => {
    const res = await t.server.post(BILLING_API.payments, { data: { method: 'BANK_TRANSFER', receivedOn, currency: 'INR', amountMinor, reference, acceptOverpayment: true, allocations } }, t.tokens.bluewave);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };

  beforeAll(async () => {
    t = await billingTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('ages open balances by days past due into the buckets, in the caller’s base currency at each invoice’s rate', async () => {
    await bw({ payableMinor: 140_000, paidMinor: 40_000, status: 'PARTLY_PAID', dueDate: '2026-07-10' }); // current
    await bw({ payableMinor: 50_000, dueDate: '2026-06-30' }); // due today: current
    await bw({ payableMinor: 20_000, dueDate: '2026-06-29', status: 'OVERDUE' }); // 1 day
    await bw({ payableMinor: 30_000, dueDate: '2026-05-31', status: 'OVERDUE' }); // 30 days
    await bw({ payableMinor: 100_000, currency: 'USD', exchangeRate: '83', dueDate: '2026-05-30', status: 'OVERDUE' }); // 31 days: USD 1,000.00 × 83 = INR 83,000.00
    await bw({ payableMinor: 10_000, dueDate: '2026-04-01', status: 'OVERDUE' }); // 90 days
    await bw({ payableMinor: 5_000, dueDate: '2026-03-01', status: 'OVERDUE', customerCompanyId: null, customerName: 'Walk-in Traders' }); // 121 days
    await bw({ payableMinor: 99_000, paidMinor: 99_000, status: 'PAID', dueDate: '2026-03-01' });
    await bw({ payableMinor: 99_000, status: 'VOID', dueDate: '2026-03-01' });
    await insertIssuedInvoice(t.server.db, { companyId: t.acmeId, customerCompanyId: t.bluewaveId, customerName: 'Bluewave Logistics', number: 'ACME/26-27/00001', payableMinor: 40_000, dueDate: '2026-06-15', status: 'OVERDUE' });

    const get = async (query: string, token = t.tokens.bluewave) => {
      const res = await t.server.get(`${BILLING_API.ageing}?${query}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.record as AgeingReport;
    };
    const receivables = await get('side=receivables&asOf=2026-06-30');
    expect(receivables).toMatchObject({ side: 'receivables', currency: 'INR', asOf: '2026-06-30', totalMinor: 8_515_000 });
    expect(receivables.buckets).toEqual([
      { bucket: 'current', amountMinor: 150_000, count: 2 },
      { bucket: '1-30', amountMinor: 50_000, count: 2 },
      { bucket: '31-60', amountMinor: 8_300_000, count: 1 },
      { bucket: '61-90', amountMinor: 10_000, count: 1 },
      { bucket: '90+', amountMinor: 5_000, count: 1 },
    ]);
    expect(receivables.byCounterparty).toEqual([
      { companyId: t.acmeId, name: 'Acme Exports', totalMinor: 8_510_000, current: 150_000, '1-30': 50_000, '31-60': 8_300_000, '61-90': 10_000, '90+': 0 },
      { companyId: null, name: 'Walk-in Traders', totalMinor: 5_000, current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 5_000 },
    ]);
    const payables = await get('side=payables&asOf=2026-06-30');
    expect(payables.totalMinor).toBe(40_000);
    expect(payables.buckets.find((b) => b.bucket === '1-30')).toEqual({ bucket: '1-30', amountMinor: 40_000, count: 1 });
    expect(payables.byCounterparty).toEqual([{ companyId: t.acmeId, name: expect.any(String), totalMinor: 40_000, current: 0, '1-30': 40_000, '31-60': 0, '61-90': 0, '90+': 0 }]);
    // Acme's receivables are Bluewave's payables; its viewer (Read) sees them; the stranger has none.
    expect((await get('side=receivables&asOf=2026-06-30', t.tokens.acmeViewer)).totalMinor).toBe(40_000);
    expect((await get('side=payables&asOf=2026-06-30', t.tokens.stranger)).totalMinor).toBe(0);
    const bad = await t.server.get(`${BILLING_API.ageing}?asOf=2026-13-01`, t.tokens.bluewave);
    expect([bad.status, bad.body.error.field]).toEqual([400, 'asOf']);
    expect((await t.server.get(`${BILLING_API.ageing}?side=sideways`, t.tokens.bluewave)).status).toBe(400);
    // The statement below starts from a clean account.
    await t.server.db.query('DELETE FROM invoices WHERE company_id = ANY($1::uuid[])', [[t.bluewaveId, t.acmeId]]);
  });

  it('a customer’s statement: opening balance, entries in date order with the running balance, closing; CSV and PDF', async () => {
    const s1 = await bw({ payableMinor: 100_000, issueDate: '2026-04-10', customerCompanyId: t.acmeId });
    await pay('2026-04-20', 60_000, [{ invoiceId: s1, amountMinor: 60_000 }], 'UTR-APR');
    const s2 = await bw({ payableMinor: 200_000, creditedMinor: 10_000, status: 'PARTLY_PAID', issueDate: '2026-05-05' });
    await insertIssuedInvoice(t.server.db, { companyId: t.bluewaveId, customerCompanyId: t.acmeId, kind: 'CREDIT_NOTE', number: 'CN/26-27/00001', payableMinor: 10_000, issueDate: '2026-05-10' });
    await bw({ payableMinor: 500_000, currency: 'USD', exchangeRate: '83', issueDate: '2026-05-15' });
    const p2 = await pay('2026-05-20', 180_000, [{ invoiceId: s1, amountMinor: 40_000 }, { invoiceId: s2, amountMinor: 140_000 }], 'UTR-MAY-1');
    const p3 = await pay('2026-05-25', 70_000, [{ invoiceId: s2, amountMinor: 50_000 }], 'UTR-MAY-2');
    const refund = await t.server.post(`${BILLING_API.payments}/${p3}/refund`, { data: { amountMinor: 15_000, reason: 'Overpaid', receivedOn: '2026-05-28' } }, t.tokens.bluewave);
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await bw({ payableMinor: 30_000, issueDate: '2026-06-05' });

    // Opening (before 1 May): 100,000 − 60,000 = 40,000. Then +200,000 −10,000 −180,000 −70,000 +15,000 = −5,000 closing.
    const url = `${BILLING_API.statements}/${t.acmeId}?from=2026-05-01&to=2026-05-31`;
    const res = await t.server.get(url, t.tokens.bluewave);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const statement = res.body.data.record as Statement;
    expect(statement).toMatchObject({ customerCompanyId: t.acmeId, customerName: 'Acme Exports', currency: 'INR', from: '2026-05-01', to: '2026-05-31', openingMinor: 40_000, closingMinor: -5_000 });
    expect(statement.entries.map((e) => [e.date, e.kind, e.reference, e.debitMinor, e.creditMinor, e.balanceMinor])).toEqual([
      ['2026-05-05', 'INVOICE', `BWL/26-27/${String(seq - 2).padStart(5, '0')}`, 200_000, 0, 240_000],
      ['2026-05-10', 'CREDIT_NOTE', 'CN/26-27/00001', 0, 10_000, 230_000],
      ['2026-05-20', 'PAYMENT', 'UTR-MAY-1', 0, 180_000, 50_000],
      ['2026-05-25', 'PAYMENT', 'UTR-MAY-2', 0, 70_000, -20_000],
      ['2026-05-28', 'REFUND', 'Refund UTR-MAY-2', 15_000, 0, -5_000],
    ]);
    expect(statement.entries[2]!.recordId).toBe(p2);

    const usd = (await t.server.get(`${url}&currency=USD`, t.tokens.bluewave)).body.data.record as Statement;
    expect(usd).toMatchObject({ currency: 'USD', openingMinor: 0, closingMinor: 500_000 });
    expect(usd.entries.map((e) => e.kind)).toEqual(['INVOICE']);

    const csv = await t.server.get(`${url}&format=csv`, t.tokens.bluewave);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Reference,Debit (INR),Credit (INR),Balance (INR)');
    expect(lines[1]).toBe('2026-05-01,OPENING,Opening balance,,,400.00');
    expect(lines[3]).toBe('2026-05-10,CREDIT_NOTE,CN/26-27/00001,,100.00,2300.00');
    expect(lines.at(-1)).toBe('2026-05-31,CLOSING,Closing balance,,,-50.00');

    const pdf = await t.server.app.inject({ method: 'GET', url: `${url}&format=pdf`, headers: { authorization: `Bearer ${t.tokens.bluewave}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('Statement of account');
    expect(text).toContain('Acme Exports');
    expect(text).toContain('-50.00');

    expect((await t.server.get(`${BILLING_API.statements}/${t.strangerId}`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${BILLING_API.statements}/00000000-0000-4000-8000-000000000000`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${BILLING_API.statements}/not-a-company`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${BILLING_API.statements}/${t.acmeId}?from=2026-06-01&to=2026-05-01`, t.tokens.bluewave)).body.error.field).toBe('from');
  });
});
