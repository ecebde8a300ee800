import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API, type AccountingConnection, type SyncJob } from '../../shared/types';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { insertIssuedInvoice } from './insertIssuedInvoice';
import { runAccountingSync } from './runAccountingSync';

const C = BILLING_API.accountingConnections;
const J = BILLING_API.accountingJobs;
const SECOND = 1000;

describe.each(['pglite', 'postgres'] as const)('accounting sync (%s)', (dialect) => {
  let t: BillingTestServer;
  let qb: AccountingConnection;
  let zoho: AccountingConnection;
  const acme = () => ({ companyId: t.acmeId, name: 'Acme Exports Pvt Ltd' });
  const jobsOf = async (invoiceId: string) => (await t.server.get(`${J}?filter[invoiceId]=${invoiceId}`, t.tokens.bluewave)).body.data.items as SyncJob[];
  const queue = (invoiceId: string, action = 'PUSH_INVOICE') =>
    t.server.db.query(`INSERT INTO accounting_sync_jobs (company_id, connection_id, provider, action, invoice_id) SELECT company_id, id, provider, $2, $3 FROM accounting_connections WHERE company_id = $1`, [t.bluewaveId, action, invoiceId]);
  let clock = Date.parse('2030-01-01T00:00:00Z');
  const tick = (seconds: number) => new Date((clock += seconds * SECOND));

  beforeAll(async () => {
    t = await billingTestServer(dialect);
    const settings = { [`customer.${t.acmeId}`]: '58', itemRef: '21', 'taxCode.18': '22', tdsReceivableAccount: '91', receivableAccount: '84', accessToken: 'secret-token' };
    const made = await t.server.post(C, { data: { provider: 'QUICKBOOKS', externalOrgId: '9341452816514082', settings } }, t.tokens.bluewave);
    expect(made.status).toBe(201);
    qb = made.body.data.record;
    zoho = (await t.server.post(C, { data: { provider: 'ZOHO', externalOrgId: '60021345678', settings: { [`customer.${t.acmeId}`]: '982000000567001', 'taxId.18': '982000000041183', 'tdsTaxId.2': '982000000041209' } } }, t.tokens.bluewave)).body.data.record;
  }, 120_000);
  afterAll(() => t?.server.close());

  it('connects QuickBooks and Zoho Books (Approve), masks tokens, refuses a second connection and other companies', async () => {
    expect(qb).toMatchObject({ provider: 'QUICKBOOKS', mode: 'SANDBOX', status: 'ACTIVE', version: 1 });
    expect(qb.settings.accessToken).toBe('••••');
    const listed = await t.server.get(C, t.tokens.bluewave);
    expect(listed.body.data.items.map((c: AccountingConnection) => c.provider)).toEqual(['QUICKBOOKS', 'ZOHO']);
    expect((await t.server.post(C, { data: { provider: 'QUICKBOOKS', externalOrgId: '1' } }, t.tokens.bluewave)).status).toBe(409);
    const bad = await t.server.post(C, { data: { provider: 'XERO', externalOrgId: '1' } }, t.tokens.bluewave);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('provider');
    expect((await t.server.post(C, { data: { provider: 'ZOHO', externalOrgId: '1' } }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await t.server.get(C, t.tokens.stranger)).status).toBe(403); // no plan feature 'accounting'
    expect((await t.server.post(`${C}/${qb._id}/`, { data: { status: 'PAUSED', version: 1 } }, t.tokens.acme)).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `${C}/${qb._id}/`, token: t.tokens.acme })).status).toBe(404);
  });

  it('changes a connection with its version (masked secrets kept) and answers 409 on a stale one', async () => {
    const changed = await t.server.post(`${C}/${zoho._id}/`, { data: { settings: { ...zoho.settings, 'taxId.5': '982000000041100' }, version: 1 } }, t.tokens.bluewave);
    expect(changed.status).toBe(200);
    expect(changed.body.data.record).toMatchObject({ version: 2, settings: { 'taxId.5': '982000000041100' } });
    zoho = changed.body.data.record;
    expect((await t.server.post(`${C}/${zoho._id}/`, { data: { status: 'PAUSED', version: 1 } }, t.tokens.bluewave)).status).toBe(409);
    const stored = await t.server.db.one<{ settings: Record<string, string> | string }>('SELECT settings FROM accounting_connections WHERE id = $1', [qb._id]);
    const settings = typeof stored!.settings === 'string' ? JSON.parse(stored!.settings) : stored!.settings;
    expect(settings.accessToken).toBe('secret-token');
  });

  it('pushes an issued invoice to both systems, records the ids (sandbox-labelled), then books its TDS', async () => {
    const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme(), { tdsRate: 2 });
    await queue(invoice.id);
    const round = await runAccountingSync(t.ctx, tick(60));
    expect(round.sent).toBeGreaterThanOrEqual(2);
    let jobs = await jobsOf(invoice.id);
    const pushes = jobs.filter((j) => j.action === 'PUSH_INVOICE');
    expect(pushes.map((j) => [j.provider, j.status, j.invoiceNumber])).toEqual(expect.arrayContaining([['QUICKBOOKS', 'SENT', invoice.number], ['ZOHO', 'SENT', invoice.number]]));
    expect(pushes.every((j) => j.externalId)).toBe(true);
    const stored = await t.server.db.query<{ response: unknown; request: unknown }>(`SELECT request, response FROM accounting_sync_jobs WHERE invoice_id = $1 AND action = 'PUSH_INVOICE'`, [invoice.id]);
    for (const row of stored.rows) expect(typeof row.response === 'string' ? JSON.parse(row.response) : row.response).toMatchObject({ sandbox: true });
    const ids = await t.server.db.query('SELECT connection_id, external_id FROM accounting_external_ids WHERE invoice_id = $1', [invoice.id]);
    expect(ids.rows).toHaveLength(2);
    // TDS set at issue follows as UPDATE_TDS jobs (queued by the push), sent on the next round.
    await runAccountingSync(t.ctx, tick(1));
    jobs = await jobsOf(invoice.id);
    expect(jobs.filter((j) => j.action === 'UPDATE_TDS').map((j) => j.status)).toEqual(['SENT', 'SENT']);
  });

  it('keeps UPDATE_TDS waiting until the invoice is pushed', async () => {
    const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme());
    await queue(invoice.id, 'UPDATE_TDS');
    const round = await runAccountingSync(t.ctx, tick(60));
    expect(round.waiting).toBeGreaterThanOrEqual(2);
    const waiting = await jobsOf(invoice.id);
    expect(waiting.map((j) => [j.status, j.attempts, j.lastError])).toEqual([
      ['PENDING', 0, `Waiting for invoice ${invoice.number} to be pushed first`],
      ['PENDING', 0, `Waiting for invoice ${invoice.number} to be pushed first`],
    ]);
  });

  it('retries a refused push with backoff (30 s, 2 min, 10 min, 1 h), fails it after 5 attempts, notifies, and retries on request', async () => {
    const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme(), { notes: 'Please fail [sync-fail]' });
    await t.server.db.query(`INSERT INTO accounting_sync_jobs (company_id, connection_id, provider, action, invoice_id) VALUES ($1, $2, 'QUICKBOOKS', 'PUSH_INVOICE', $3)`, [t.bluewaveId, qb._id, invoice.id]);
    const gaps: number[] = [];
    let now = tick(60);
    await runAccountingSync(t.ctx, now);
    for (let i = 0; i < 4; i++) {
      const [job] = await jobsOf(invoice.id);
      expect(job).toMatchObject({ status: 'PENDING', attempts: i + 1 });
      expect(job!.lastError).toMatch(/^QuickBooks: Duplicate Document Number Error/);
      gaps.push((Date.parse(job!.nextAttemptAt) - now.getTime()) / SECOND);
      expect((await runAccountingSync(t.ctx, new Date(Date.parse(job!.nextAttemptAt) - SECOND))).retrying).toBe(0); // not due yet
      now = new Date(Date.parse(job!.nextAttemptAt));
      clock = now.getTime();
      await runAccountingSync(t.ctx, now);
    }
    expect(gaps).toEqual([30, 120, 600, 3600]);
    const failures = await t.server.get(`${J}?filter[status]=FAILED&filter[provider]=QUICKBOOKS`, t.tokens.bluewave);
    const failed = failures.body.data.items.find((j: SyncJob) => j.invoiceId === invoice.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 5, invoiceNumber: invoice.number, lastError: expect.stringContaining('code 6140') });
    const notice = await t.server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE company_id = $1 AND event = 'accounting.sync-failed' AND title = $2`,
      [t.bluewaveId, `Invoice ${invoice.number} could not be pushed to QuickBooks`],
    );
    expect(notice!.n).toBeGreaterThan(0);

    expect((await t.server.post(`${J}/${failed._id}/retry`, {}, t.tokens.acmeViewer)).status).toBe(403);
    expect((await t.server.post(`${J}/${failed._id}/retry`, {}, t.tokens.acme)).status).toBe(404);
    const retried = await t.server.post(`${J}/${failed._id}/retry`, {}, t.tokens.bluewave);
    expect(retried.status).toBe(200);
    expect(retried.body.data.record).toMatchObject({ status: 'PENDING', attempts: 0 });
    const again = await t.server.post(`${J}/${failed._id}/retry`, {}, t.tokens.bluewave);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('PENDING');
  });

  it('fails at once, with a clear message, for a customer without a mapping', async () => {
    const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, { companyId: null, name: 'Orbit Traders' });
    await queue(invoice.id);
    await runAccountingSync(t.ctx, tick(60));
    const jobs = await jobsOf(invoice.id);
    expect(jobs.map((j) => [j.provider, j.status, j.attempts, j.lastError]).sort()).toEqual([
      ['QUICKBOOKS', 'FAILED', 1, 'Map customer Orbit Traders to a QuickBooks customer first'],
      ['ZOHO', 'FAILED', 1, 'Map customer Orbit Traders to a Zoho Books customer first'],
    ]);
  });

  it('pages and filters the outbox (400 for an unknown status)', async () => {
    const page = await t.server.get(`${J}?limit=2&offset=0`, t.tokens.bluewave);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.count).toBeGreaterThan(2);
    expect((await t.server.get(`${J}?filter[status]=DONE`, t.tokens.bluewave)).status).toBe(400);
    expect((await t.server.get(J, t.tokens.acme)).body.data.count).toBe(0);
  });

  describe.each([
    ['QuickBooks', `${BILLING_API.quickbooksUpdateTds}/`, 'QUICKBOOKS'],
    ['Zoho Books', BILLING_API.zohoUpdateTds, 'ZOHO'],
  ] as const)('updateTds for %s', (name, path, provider) => {
    it('recomputes TDS half-up, payable and balance, writes the activity and queues UPDATE_TDS for that provider only', async () => {
      const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme());
      const res = await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 2 } }, t.tokens.bluewave);
      expect(res.status).toBe(200);
      // 2 % of 1,02,500.50 = 2,050.01 (205001.0 minor)
      expect(res.body.data).toMatchObject({ tdsRate: 2, tdsMinor: 205001, payableMinor: 12095059 - 205001, balanceMinor: 12095059 - 205001 });
      const half = await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 0.5 } }, t.tokens.bluewave);
      expect(half.body.data.tdsMinor).toBe(51250); // 51250.25 → 51250
      const row = await t.server.db.one<{ tds_minor: string; payable_minor: string }>('SELECT tds_minor, payable_minor FROM invoices WHERE id = $1', [invoice.id]);
      expect([Number(row!.tds_minor), Number(row!.payable_minor)]).toEqual([51250, 12095059 - 51250]);
      const jobs = await jobsOf(invoice.id);
      expect(jobs.map((j) => [j.provider, j.action])).toEqual([[provider, 'UPDATE_TDS'], [provider, 'UPDATE_TDS']]);
      const activity = await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM record_activity WHERE record_id = $1 AND action = 'tds'`, [invoice.id]);
      expect(activity!.n).toBe(2);
    });

    it(`answers 400, 403, 404 and 409 (${name})`, async () => {
      const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme(), { paidMinor: 12000000 });
      const bad = await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 31 } }, t.tokens.bluewave);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('tdsRate');
      expect((await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 2 } }, t.tokens.acmeViewer)).status).toBe(403);
      expect((await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 2 } }, t.tokens.acme)).status).toBe(404);
      const tooMuch = await t.server.post(path, { data: { invoiceId: invoice.id, tdsRate: 2 } }, t.tokens.bluewave);
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.error.message).toContain('already paid');
      for (const status of ['DRAFT', 'VOID', 'PAID']) {
        const other = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme(), { status, paidMinor: status === 'PAID' ? 12095059 : 0 });
        const res = await t.server.post(path, { data: { invoiceId: other.id, tdsRate: 2 } }, t.tokens.bluewave);
        expect([status, res.status, res.body.error.message]).toEqual([status, 409, expect.stringContaining(`this one is ${status}`)]);
      }
      const untouched = await t.server.db.one<{ tds_minor: string }>('SELECT tds_minor FROM invoices WHERE id = $1', [invoice.id]);
      expect(Number(untouched!.tds_minor)).toBe(0);
    });
  });

  it('answers 404 "No QuickBooks connection" without one', async () => {
    const invoice = await insertIssuedInvoice(t.server.db, t.bluewaveId, acme());
    expect((await t.server.request({ method: 'DELETE', url: `${C}/${qb._id}/`, token: t.tokens.bluewave })).status).toBe(200);
    const res = await t.server.post(`${BILLING_API.quickbooksUpdateTds}/`, { data: { invoiceId: invoice.id, tdsRate: 2 } }, t.tokens.bluewave);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No QuickBooks connection');
  });
});
