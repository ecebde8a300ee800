import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { invoiceDueSubscriptions } from './invoiceDueSubscriptions';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----portolan${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const INVOICES = '/api/enterprises/v2/invoices';
const TERMS = '/api/enterprises/v2/subscriptions/enterprise';
const DOCS = '/api/enterprises/v2/subscriptions/documents';
const DOC = '/api/enterprises/v2/subscriptions/document';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(['pglite', 'postgres'] as const)('enterprise subscription billing (%s)', (dialect) => {
  let t: BillingTestServer;
  const form = (method: 'POST', url: string, token: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const { payload, headers } = multipart(fields, file);
    return t.server.app.inject({ method, url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await t.server.db.one<{ n: string }>(sql, params))!.n);

  beforeAll(async () => {
    t = await billingTestServer(dialect);
    // The platform bills from its own billing profile (Karnataka).
    await t.server.db.query(
      `INSERT INTO billing_profiles (company_id, legal_name, address, country, state_code, gstin, pan, invoice_prefix)
       VALUES ($1, 'Portolan Technologies Pvt Ltd', 'Indiranagar, Bengaluru 560038', 'IN', '29', '29AAFCP1234Q1Z7', 'AAFCP1234Q', 'PTL')`,
      [t.platformCompanyId],
    );
    const plan = await t.server.db.one<{ id: string }>('SELECT id FROM plans ORDER BY created_at LIMIT 1');
    if (!(await t.server.identity.subscriptionOf(t.server.db, t.acmeId))) await t.server.identity.subscribe(t.server.db, t.acmeId, plan!.id, 'active');
    await t.server.identity.subscribe(t.server.db, t.strangerId, plan!.id, 'active');
  }, 120_000);
  afterAll(() => t?.server.close());

  describe('billing terms', () => {
    it('lets the platform set a company’s terms, which the company reads; others get 403 and nothing changes', async () => {
      const refused = await t.server.post(TERMS, { data: { companyId: t.acmeId, priceMinor: 1, currency: 'INR', cycle: 'MONTHLY', autoInvoice: true } }, t.tokens.acme);
      expect(refused.status).toBe(403);
      const set = await t.server.post(TERMS, { data: { companyId: t.acmeId, priceMinor: 2_500_000, currency: 'INR', cycle: 'MONTHLY', autoInvoice: false } }, t.tokens.platform);
      expect(set.status).toBe(200);
      expect(set.body.data.message).toBe('subscription updated');
      expect(set.body.data.record).toMatchObject({ companyId: t.acmeId, priceMinor: 2_500_000, currency: 'INR', cycle: 'MONTHLY', autoInvoice: false, version: 1, currentPeriodStart: expect.any(String) });
      const mine = await t.server.get(TERMS, t.tokens.acme);
      expect(mine.body.data.record).toMatchObject({ companyId: t.acmeId, priceMinor: 2_500_000, status: 'active', planName: expect.any(String) });
      const start = mine.body.data.record.currentPeriodStart as string;
      expect(mine.body.data.record.currentPeriodEnd > start).toBe(true);
      expect((await t.server.get(`${TERMS}?company=${t.acmeId}`, t.tokens.platform)).body.data.record.priceMinor).toBe(2_500_000);
      expect((await t.server.get(`${TERMS}?company=${t.acmeId}`, t.tokens.bluewave)).status).toBe(404);
      const stale = await t.server.post(TERMS, { data: { companyId: t.acmeId, priceMinor: 1, currency: 'INR', cycle: 'MONTHLY', autoInvoice: false, version: 7 } }, t.tokens.platform);
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toMatch(/^subscription update failed: /);
      const bad = await t.server.post(TERMS, { data: { companyId: randomUUID(), priceMinor: 1, currency: 'INR', cycle: 'MONTHLY', autoInvoice: false } }, t.tokens.platform);
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('data.companyId');
      expect(await count('SELECT price_minor AS n FROM subscription_billing WHERE company_id = $1', [t.acmeId])).toBe(2_500_000);
    });
  });

  describe('subscription invoices', () => {
    let invoiceId = '';

    it('uploads an invoice with its PDF: issued from the platform to the company, GST 18 %, listed for both, the original downloadable by them only', async () => {
      const res = await form('POST', INVOICES, t.tokens.platform, { companyId: t.acmeId, periodStart: '2026-01-01', periodEnd: '2026-01-31', amount: '25000.00', currency: 'INR' }, { name: 'jan.pdf', bytes: PDF });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json().data;
      expect(body.message).toBe('Invoice Uploaded');
      expect(body.record).toMatchObject({
        companyId: t.platformCompanyId,
        customerCompanyId: t.acmeId,
        source: 'SUBSCRIPTION',
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        status: expect.stringMatching(/ISSUED|OVERDUE/),
        number: expect.any(String),
        subtotalMinor: 2_500_000,
        taxMinor: 450_000,
        totalMinor: 2_950_000,
        hasFile: true,
      });
      expect(body.record.lines).toEqual([expect.objectContaining({ sac: '997331', taxRate: 18, description: expect.stringMatching(/subscription 2026-01-01 – 2026-01-31$/) })]);
      invoiceId = body.record._id;

      const acmeList = await t.server.get(INVOICES, t.tokens.acme);
      expect(acmeList.body.data.items.map((i: { _id: string }) => i._id)).toEqual([invoiceId]);
      expect(acmeList.body.data.items[0].direction).toBe('RECEIVED');
      expect((await t.server.get(INVOICES, t.tokens.bluewave)).body.data.count).toBe(0);
      expect((await t.server.get(`${INVOICES}?company=${t.acmeId}`, t.tokens.platform)).body.data.count).toBe(1);
      expect((await t.server.get(`${INVOICES}?company=${t.bluewaveId}`, t.tokens.platform)).body.data.count).toBe(0);

      const file = await t.server.app.inject({ method: 'GET', url: `${INVOICES}/${invoiceId}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
      for (const token of [t.tokens.bluewave, t.tokens.stranger]) {
        expect((await t.server.app.inject({ method: 'GET', url: `${INVOICES}/${invoiceId}/file`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
      }
    });

    it('refuses invoicing the same period twice (409) with the upload-failed prefix, and writes nothing', async () => {
      const before = await count('SELECT count(*) AS n FROM billing_files');
      const res = await form('POST', INVOICES, t.tokens.platform, { companyId: t.acmeId, periodStart: '2026-01-01', amount: '25000.00' }, { name: 'again.pdf', bytes: PDF });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ field: 'periodStart', message: expect.stringMatching(/^Invoice upload failed: The period from 2026-01-01 is already invoiced/) });
      expect(await count('SELECT count(*) AS n FROM billing_files')).toBe(before);
    });

    it('refuses a file that is not a PDF, PNG or JPEG (400 naming file) and a bad amount (400 naming amount); nothing is written', async () => {
      const invoices = await count("SELECT count(*) AS n FROM invoices WHERE source = 'SUBSCRIPTION'");
      const files = await count('SELECT count(*) AS n FROM billing_files');
      for (const file of [{ name: 'notes.txt', bytes: Buffer.from('hello') }, { name: 'fake.pdf', bytes: Buffer.from('not a pdf') }]) {
        const res = await form('POST', INVOICES, t.tokens.platform, { companyId: t.acmeId, periodStart: '2026-02-01', amount: '25000.00' }, file);
        expect(res.statusCode, file.name).toBe(400);
        expect(res.json().error).toMatchObject({ field: 'file', message: expect.stringMatching(/^Invoice upload failed: /) });
      }
      const amount = await form('POST', INVOICES, t.tokens.platform, { companyId: t.acmeId, periodStart: '2026-02-01', amount: '25,000' });
      expect(amount.statusCode).toBe(400);
      expect(amount.json().error.field).toBe('amount');
      const company = await form('POST', INVOICES, t.tokens.platform, { companyId: 'nope', amount: '1.00' });
      expect(company.json().error.field).toBe('companyId');
      expect(await count("SELECT count(*) AS n FROM invoices WHERE source = 'SUBSCRIPTION'")).toBe(invoices);
      expect(await count('SELECT count(*) AS n FROM billing_files')).toBe(files);
    });

    it('lets only platform admins upload or update (403)', async () => {
      expect((await form('POST', INVOICES, t.tokens.acme, { companyId: t.acmeId, amount: '1.00' })).statusCode).toBe(403);
      expect((await form('POST', `${INVOICES}/${invoiceId}/`, t.tokens.acme, {}, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
    });

    it('replaces the original (Invoice Updated); an issued invoice’s period is a 409; another’s or an unknown id a 404', async () => {
      const res = await form('POST', `${INVOICES}/${invoiceId}/`, t.tokens.platform, {}, { name: 'scan.png', bytes: PNG });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ message: 'Invoice Updated', record: { _id: invoiceId, hasFile: true } });
      const file = await t.server.app.inject({ method: 'GET', url: `${INVOICES}/${invoiceId}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
      expect(file.headers['content-type']).toBe('image/png');
      const period = await form('POST', `${INVOICES}/${invoiceId}/`, t.tokens.platform, { periodEnd: '2026-02-15' });
      expect(period.statusCode).toBe(409);
      expect(period.json().error.message).toMatch(/^failed to update invoice: The invoice is (ISSUED|OVERDUE)/);
      expect((await form('POST', `${INVOICES}/${randomUUID()}/`, t.tokens.platform, {}, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(404);
      expect((await t.server.app.inject({ method: 'GET', url: `${INVOICES}/${randomUUID()}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } })).statusCode).toBe(404);
    });
  });

  describe('subscription documents', () => {
    let docId = '';

    it('lets a company admin upload its own document and the platform one for any company, at both paths; the company lists and downloads its own', async () => {
      const own = await form('POST', DOCS, t.tokens.acme, { title: 'Purchase order 2026', docType: 'PURCHASE_ORDER' }, { name: 'po.pdf', bytes: PDF });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().data).toMatchObject({ message: 'Document Uploaded', record: { companyId: t.acmeId, title: 'Purchase order 2026', docType: 'PURCHASE_ORDER', fileName: 'po.pdf', contentType: 'application/pdf', sizeBytes: PDF.length } });
      docId = own.json().data.record._id;
      const byPlatform = await form('POST', DOC, t.tokens.platform, { companyId: t.acmeId, title: 'Signed order form', docType: 'ORDER_FORM' }, { name: 'order.pdf', bytes: PDF });
      expect(byPlatform.statusCode).toBe(201);
      for (const path of [DOCS, DOC]) {
        const mine = await t.server.get(path, t.tokens.acme);
        expect(mine.body.data.items.map((d: { title: string }) => d.title).sort()).toEqual(['Purchase order 2026', 'Signed order form']);
      }
      expect((await t.server.get(DOCS, t.tokens.bluewave)).body.data.count).toBe(0);
      expect((await t.server.get(`${DOCS}?company=${t.acmeId}`, t.tokens.platform)).body.data.count).toBe(2);
      const file = await t.server.app.inject({ method: 'GET', url: `${DOCS}/${docId}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await t.server.app.inject({ method: 'GET', url: `${DOC}/${docId}/file`, headers: { authorization: `Bearer ${t.tokens.bluewave}` } })).statusCode).toBe(404);
    });

    it('refuses a viewer (403), another company’s id (404), a wrong type (400 naming file) and a bad docType; nothing is written', async () => {
      const docs = await count('SELECT count(*) AS n FROM subscription_documents');
      expect((await form('POST', DOCS, t.tokens.acmeViewer, { title: 'x', docType: 'OTHER' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
      expect((await form('POST', DOCS, t.tokens.bluewave, { companyId: t.acmeId, title: 'x', docType: 'OTHER' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(404);
      const type = await form('POST', DOCS, t.tokens.acme, { title: 'Macro', docType: 'OTHER' }, { name: 'tax.docx', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]) });
      expect(type.statusCode).toBe(400);
      expect(type.json().error).toMatchObject({ field: 'file', message: expect.stringMatching(/^Document upload failed: /) });
      const kind = await form('POST', DOCS, t.tokens.acme, { title: 'x', docType: 'INVOICE' }, { name: 'x.pdf', bytes: PDF });
      expect(kind.json().error.field).toBe('docType');
      expect(await count('SELECT count(*) AS n FROM subscription_documents')).toBe(docs);
    });

    it('lets only platform admins delete (403), 404 for an unknown one', async () => {
      expect((await t.server.app.inject({ method: 'DELETE', url: `${DOCS}/${docId}/`, headers: { authorization: `Bearer ${t.tokens.acme}` } })).statusCode).toBe(403);
      expect((await t.server.app.inject({ method: 'DELETE', url: `${DOCS}/${docId}/`, headers: { authorization: `Bearer ${t.tokens.platform}` } })).statusCode).toBe(200);
      expect((await t.server.app.inject({ method: 'DELETE', url: `${DOC}/${docId}/`, headers: { authorization: `Bearer ${t.tokens.platform}` } })).statusCode).toBe(404);
      expect((await t.server.get(DOCS, t.tokens.acme)).body.data.count).toBe(1);
    });
  });

  describe('the subscription invoices job', () => {
    it('invoices an ended period once and moves the subscription on', async () => {
      const set = await t.server.post(TERMS, { data: { companyId: t.strangerId, priceMinor: 1_000_000, currency: 'INR', cycle: 'MONTHLY', autoInvoice: true } }, t.tokens.platform);
      expect(set.status).toBe(200);
      const start = daysAgo(40);
      await t.server.db.query('UPDATE subscription_billing SET current_period_start = $2 WHERE company_id = $1', [t.strangerId, start]);
      // GST needs the customer's state: without a billing profile the period fails (logged) and is retried next hour.
      expect(await invoiceDueSubscriptions(t.ctx, new Date())).toBe(0);
      await t.server.db.query(
        "INSERT INTO billing_profiles (company_id, legal_name, address, country, state_code) VALUES ($1, 'Stranger Shipping Pvt Ltd', 'Chennai 600001', 'IN', '33')",
        [t.strangerId],
      );
      expect(await invoiceDueSubscriptions(t.ctx, new Date())).toBe(1);
      expect(await invoiceDueSubscriptions(t.ctx, new Date())).toBe(0);
      const rows = await t.server.db.query<{ period_start: string; status: string; total_minor: string }>(
        "SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start, status, total_minor FROM invoices WHERE customer_company_id = $1 AND source = 'SUBSCRIPTION'",
        [t.strangerId],
      );
      expect(rows.rows).toEqual([{ period_start: start, status: expect.stringMatching(/ISSUED|OVERDUE/), total_minor: expect.anything() }]);
      expect(Number(rows.rows[0]!.total_minor)).toBe(1_180_000);
      const terms = (await t.server.get(TERMS, t.tokens.stranger)).body.data.record;
      expect(terms.currentPeriodStart > start).toBe(true);
      expect(terms.currentPeriodEnd >= new Date().toISOString().slice(0, 10)).toBe(true);
      expect((await t.server.get(INVOICES, t.tokens.stranger)).body.data.count).toBe(1);
    });
  });
});
