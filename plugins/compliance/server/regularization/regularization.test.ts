import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILER } from '@portolan/sdk/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { REQUIRED_KYC_TYPES } from '../../shared/states';
import { API } from '../../shared/types';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { realizationDueDate } from './realizationDueDate';
import { sendBillReminders } from './scheduleBillReminders';

const TODAY = todayUtc();
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('regularization on %s', (dialect) => {
  let t: ComplianceTestServer;
  let acme: string;
  let sb = 3_000_000;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = acme) => t.server.request({ method, url, body, token });
  const count = async (table: string) => Number((await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n);
  const newBill = (over: Record<string, unknown> = {}) => ({
    sbNumber: String(sb++), sbDate: addDays(TODAY, -60), portCode: 'INNSA1', invoiceNumber: `EXP/26/${sb}`, invoiceDate: addDays(TODAY, -62),
    invoiceValue: '10000.00', currency: 'USD', buyerName: 'Hansa Handel GmbH', buyerCountry: 'DE', ...over,
  });
  const createBill = async (over: Record<string, unknown> = {}, token = acme) => {
    const res = await req('POST', API.bills, { data: newBill(over) }, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.record;
  };
  let irm = 1;
  const createRemittance = async (over: Record<string, unknown> = {}, token = acme) => {
    const res = await req('POST', API.remittances, { data: { bankReference: `IRM-T-${irm++}`, remittanceDate: addDays(TODAY, -10), amount: '25000.00', currency: 'USD', purposeCode: 'P0102', remitterName: 'Hansa Handel GmbH', remitterCountry: 'DE', bank: 'ICICI', ...over } }, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.record;
  };
  const verifyKyc = async (companyId: string) => {
    for (const docType of REQUIRED_KYC_TYPES) {
      await t.server.db.query(
        `INSERT INTO kyc_documents (company_id, doc_type, state, number, file_name, content_type, size, sha256, content) VALUES ($1, $2, 'VERIFIED', $3, 'doc.pdf', 'application/pdf', 1, $4, $5)`,
        [companyId, docType, `${docType}-NUMBER`, '0'.repeat(64), Buffer.from('%')],
      );
    }
  };

  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    acme = t.tokens.acme;
  });
  afterAll(async () => t?.server.close());

  describe('bills', () => {
    it('creates a bill with its export date, due date and exact amounts, and reads it back with its realizations', async () => {
      const bill = await createBill({ sbDate: '2025-05-31', invoiceDate: '2025-05-30', invoiceValue: '18450.5', currency: 'usd' });
      expect(bill).toMatchObject({ state: 'OPEN', exportDate: '2025-05-31', realizationDueDate: '2026-02-28', invoiceValue: '18450.50', currency: 'USD', realizedAmount: '0.00', outstandingAmount: '18450.50', overdue: true, version: 1 });
      const got = await req('GET', `${API.bills}/${bill._id}`);
      expect(got.status).toBe(200);
      expect(got.body.data.record).toMatchObject({ _id: bill._id, sbNumber: bill.sbNumber, realizations: [] });
      const activity = await t.server.db.query("SELECT action, to_state FROM record_activity WHERE kind = 'export-bill' AND record_id = $1", [bill._id]);
      expect(activity.rows).toEqual([{ action: 'create', to_state: 'OPEN' }]);
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const before = await count('export_bills');
      for (const [field, value] of [['invoiceValue', '100.001'], ['invoiceValue', '0'], ['sbNumber', '123456'], ['portCode', 'INNSA'], ['sbDate', '2026-02-30'], ['currency', 'ZZZ'], ['buyerCountry', 'D1']] as const) {
        const res = await req('POST', API.bills, { data: newBill({ [field]: value }) });
        expect(res.status, `${field}=${value}`).toBe(400);
        expect(res.body.error.field).toBe(`data.${field}`);
      }
      const ghost = await req('POST', API.bills, { data: newBill({ shipmentId: NOBODY }) });
      expect([ghost.status, ghost.body.error.field]).toEqual([400, 'data.shipmentId']);
      expect(await count('export_bills')).toBe(before);
    });

    it("dates the export by the shipment's actual departure and counts the due date from it", async () => {
      const made = await t.server.post('/api/shipments/v2', { data: { mode: 'FCL', carrier: 'MAEU', reference: 'ACME-REG-1', pol: 'INNSA', pod: 'DEHAM', etd: '2026-01-28T00:00:00Z', eta: '2026-02-25T00:00:00Z', containers: [{ number: 'MSKU1234565', isoType: '45G1' }] } }, acme);
      expect(made.status, made.text).toBe(201);
      const shipmentId = made.body.data.id as string;
      const booked = await createBill({ shipmentId, sbDate: '2026-01-20', invoiceDate: '2026-01-19' });
      expect(booked).toMatchObject({ shipmentId, shipmentReference: 'ACME-REG-1', exportDate: '2026-01-20', realizationDueDate: '2026-10-20' });
      await t.server.db.query("UPDATE shipments SET atd = '2026-01-31T18:00:00Z', status = 'IN_TRANSIT' WHERE id = $1", [shipmentId]);
      const sailed = await createBill({ shipmentId, sbDate: '2026-01-21', invoiceDate: '2026-01-19' });
      expect(sailed).toMatchObject({ exportDate: '2026-01-31', realizationDueDate: '2026-10-31' });
      const theirs = await req('POST', API.bills, { data: newBill({ shipmentId }) }, t.tokens.bluewave);
      expect([theirs.status, theirs.body.error.field]).toEqual([400, 'data.shipmentId']);
    });

    it('refuses the same shipping bill number, date and port twice (409)', async () => {
      const bill = await createBill();
      const again = await req('POST', API.bills, { data: newBill({ sbNumber: bill.sbNumber, sbDate: bill.sbDate, portCode: bill.portCode }) });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toContain(`Shipping bill ${bill.sbNumber}`);
    });

    it('lists with filters, search and sort', async () => {
      const eur = await createBill({ currency: 'EUR', invoiceValue: '777.70', buyerName: 'Rotterdam Importers BV', buyerCountry: 'NL', portCode: 'INMUN1' });
      const list = await req('GET', `${API.bills}?filter[currency]=EUR&filter[portCode]=INMUN1`);
      expect(list.status).toBe(200);
      expect(list.body.data.items.map((b: { _id: string }) => b._id)).toEqual([eur._id]);
      const search = await req('GET', `${API.bills}?search=${encodeURIComponent('rotterdam importers')}`);
      expect(search.body.data.items.map((b: { _id: string }) => b._id)).toEqual([eur._id]);
      const overdue = await req('GET', `${API.bills}?filter[overdue]=true`);
      expect(overdue.body.data.items.every((b: { overdue: boolean }) => b.overdue)).toBe(true);
      expect(overdue.body.data.count).toBeGreaterThan(0);
      const sorted = await req('GET', `${API.bills}?sort[invoiceValue]=asc&limit=1`);
      expect(sorted.body.data.items[0]._id).toBe(eur._id);
      const range = await req('GET', `${API.bills}?filter[realizationDueDate][from]=2026-02-28&filter[realizationDueDate][to]=2026-02-28`);
      expect(range.body.data.items.map((b: { realizationDueDate: string }) => b.realizationDueDate)).toEqual(['2026-02-28']);
    });

    it('changes and deletes an OPEN bill at its version; a stale version is a 409', async () => {
      const bill = await createBill();
      const changed = await req('PUT', `${API.bills}/${bill._id}`, { data: { invoiceValue: '12000.00', version: 1 } });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.data.record).toMatchObject({ invoiceValue: '12000.00', version: 2 });
      const stale = await req('PUT', `${API.bills}/${bill._id}`, { data: { invoiceValue: '13000.00', version: 1 } });
      expect(stale.status).toBe(409);
      const bad = await req('PUT', `${API.bills}/${bill._id}`, { data: { invoiceValue: 'ten', version: 2 } });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'data.invoiceValue']);
      expect((await req('DELETE', `${API.bills}/${bill._id}`)).status).toBe(200);
      expect((await req('GET', `${API.bills}/${bill._id}`)).status).toBe(404);
    });
  });

  describe('remittances', () => {
    it('creates, lists, changes and deletes; a non-export purpose code is a 400 naming purposeCode with nothing written', async () => {
      const r = await createRemittance({ amount: '500.5' });
      expect(r).toMatchObject({ amount: '500.50', utilizedAmount: '0.00', availableAmount: '500.50', bank: 'ICICI', purposeCode: 'P0102' });
      const before = await count('inward_remittances');
      const bad = await req('POST', API.remittances, { data: { bankReference: 'IRM-BAD', remittanceDate: TODAY, amount: '1.00', currency: 'USD', purposeCode: 'P1301', remitterName: 'X', bank: 'ICICI' } });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'data.purposeCode']);
      const badBank = await req('POST', API.remittances, { data: { bankReference: 'IRM-BAD', remittanceDate: TODAY, amount: '1.00', currency: 'USD', purposeCode: 'P0102', remitterName: 'X', bank: 'SBI' } });
      expect(badBank.status).toBe(400);
      expect(badBank.body.error.message).toContain('bank');
      expect(await count('inward_remittances')).toBe(before);
      const list = await req('GET', `${API.remittances}?filter[available]=true&search=${r.bankReference}`);
      expect(list.body.data.items.map((x: { _id: string }) => x._id)).toEqual([r._id]);
      const changed = await req('PUT', `${API.remittances}/${r._id}`, { data: { amount: '600.00', version: 1 } });
      expect(changed.body.data.record).toMatchObject({ amount: '600.00', version: 2 });
      expect((await req('PUT', `${API.remittances}/${r._id}`, { data: { amount: '700.00', version: 1 } })).status).toBe(409);
      expect((await req('DELETE', `${API.remittances}/${r._id}`)).status).toBe(200);
      expect((await req('GET', `${API.remittances}/${r._id}`)).status).toBe(404);
    });
  });

  describe('validate and push', () => {
    it('refuses to validate until the company KYC is verified (403)', async () => {
      const bill = await createBill();
      const r = await createRemittance();
      const res = await req('POST', API.billsValidate, { data: { rows: [{ billId: bill._id, remittanceId: r._id, amount: '1.00', currency: 'USD' }] } });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain('KYC is not verified');
      await verifyKyc(t.acmeId);
    });

    it('answers the problems per row and saves a DRAFT batch', async () => {
      const usd = await createBill({ invoiceValue: '1000.00' });
      const r = await createRemittance({ amount: '5000.00' });
      const eur = await createRemittance({ currency: 'EUR', amount: '100.00' });
      const res = await req('POST', API.billsValidate, {
        data: {
          rows: [
            { billId: usd._id, remittanceId: eur._id, amount: '10.00', currency: 'USD' },
            { billId: usd._id, remittanceId: r._id, amount: '1010.01', currency: 'USD' },
            { billId: NOBODY, remittanceId: r._id, amount: '1.00', currency: 'USD' },
            { sbNumber: usd.sbNumber, sbDate: usd.sbDate, portCode: usd.portCode, remittanceReference: r.bankReference, amount: '1.00', currency: 'USD' },
          ],
        },
      });
      expect(res.status, res.text).toBe(200);
      const { batch, rows, valid } = res.body.data;
      expect(valid).toBe(false);
      expect(batch).toMatchObject({ state: 'DRAFT', rowCount: 4, bank: 'ICICI' });
      const fields = rows.map((x: { index: number; problems: Array<{ field: string; code: string }> }) => [x.index, x.problems.map((p) => p.code)]);
      expect(fields).toEqual([
        [0, ['currency-mismatch']],
        [1, ['over-realization']],
        [2, ['unknown-bill']],
        [3, ['duplicate-pair', 'over-realization']],
      ]);
      expect(rows[0].problems[0].field).toBe('rows.0.currency');
      const push = await req('POST', API.billsPush, { data: { batchId: batch._id } });
      expect(push.status).toBe(409);
      expect(push.body.error.message).toBe('Cannot push: the batch is DRAFT');
      const details = await req('GET', `${API.batches}/${batch._id}`);
      expect(details.body.data.record.rows[3]).toMatchObject({ sbNumber: usd.sbNumber, remittanceReference: r.bankReference, amount: '1.00' });
      expect(details.body.data.record.rows[3].problems).toHaveLength(2);
    });

    it('pushes a VALIDATED batch: bills regularized within the tolerance, exact amounts, once only', async () => {
      const full = await createBill({ invoiceValue: '10000.00' });
      const part = await createBill({ invoiceValue: '3000.00', currency: 'USD' });
      const r1 = await createRemittance({ amount: '9950.00' });
      const r2 = await createRemittance({ amount: '1000.33' });
      const realizationsBefore = await count('bill_realizations');
      const validated = await req('POST', API.billsValidate, {
        data: { rows: [
          { billId: full._id, remittanceId: r1._id, amount: '9950.00', currency: 'USD' },
          { billId: part._id, remittanceReference: r2.bankReference, amount: '1000.33', currency: 'USD' },
        ] },
      });
      expect(validated.body.data).toMatchObject({ valid: true, rows: [], batch: { state: 'VALIDATED', totals: [{ currency: 'USD', amount: '10950.33' }] } });
      const batchId = validated.body.data.batch._id;
      const pushed = await req('POST', API.billsPush, { data: { batchId } });
      expect(pushed.status, pushed.text).toBe(200);
      expect(pushed.body.data.record).toMatchObject({ state: 'PUSHED', gateway: 'sandbox' });
      expect(pushed.body.data.record.bankReference).toMatch(/^ICIC\/EDPMS\/\d{4}\/\d{6}$/);
      expect(pushed.body.data.record.bankAnswer).toMatch(/^SANDBOX/);

      const a = (await req('GET', `${API.bills}/${full._id}`)).body.data.record;
      expect(a).toMatchObject({ state: 'REGULARIZED', realizedAmount: '9950.00', outstandingAmount: '50.00', bankReference: pushed.body.data.record.bankReference });
      expect(a.regularizedAt).not.toBeNull();
      expect(a.realizations).toEqual([expect.objectContaining({ remittanceReference: r1.bankReference, amount: '9950.00', currency: 'USD', batchId })]);
      const b = (await req('GET', `${API.bills}/${part._id}`)).body.data.record;
      expect(b).toMatchObject({ state: 'PARTLY_REALIZED', realizedAmount: '1000.33', outstandingAmount: '1999.67', bankReference: null });
      expect((await req('GET', `${API.remittances}/${r2._id}`)).body.data.record).toMatchObject({ utilizedAmount: '1000.33', availableAmount: '0.00' });
      expect(await count('bill_realizations')).toBe(realizationsBefore + 2);

      const twice = await req('POST', API.billsPush, { data: { batchId } });
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe('Cannot push: the batch is PUSHED');
      expect(await count('bill_realizations')).toBe(realizationsBefore + 2);

      // A realized bill and a used remittance no longer change.
      expect((await req('PUT', `${API.bills}/${part._id}`, { data: { invoiceValue: '1.00', version: b.version } })).status).toBe(409);
      expect((await req('DELETE', `${API.remittances}/${r1._id}`)).status).toBe(409);
      // The regularized bill is not regularized twice.
      const again = await req('POST', API.billsValidate, { data: { rows: [{ billId: full._id, remittanceId: r1._id, amount: '0.01', currency: 'USD' }] } });
      expect(again.body.data.rows[0].problems.map((p: { code: string }) => p.code)).toContain('already-regularized');

      const activity = await t.server.db.query("SELECT action, from_state, to_state FROM record_activity WHERE kind = 'export-bill' AND record_id = $1 ORDER BY created_at", [part._id]);
      expect(activity.rows.at(-1)).toEqual({ action: 'realize', from_state: 'OPEN', to_state: 'PARTLY_REALIZED' });
      const trail = await req('GET', `${API.bills}/${part._id}/activity`);
      expect(trail.body.data.items.map((a: { action: string; to: string }) => `${a.action}:${a.to}`)).toEqual(['create:OPEN', 'realize:PARTLY_REALIZED']);
      expect((await req('GET', `${API.batches}/${batchId}/activity`)).body.data.items[0]).toMatchObject({ action: 'push', from: 'VALIDATED', to: 'PUSHED' });
      expect((await req('GET', `${API.bills}/${part._id}/activity`, undefined, t.tokens.bluewave)).status).toBe(404);
      const batches = await req('GET', API.batches);
      expect(batches.body.data.items.some((x: { _id: string; state: string }) => x._id === batchId && x.state === 'PUSHED')).toBe(true);
    });

    it('validates again at push: a batch whose remittance was used meanwhile goes back to DRAFT (409)', async () => {
      const bill1 = await createBill({ invoiceValue: '100.00' });
      const bill2 = await createBill({ invoiceValue: '100.00' });
      const r = await createRemittance({ amount: '100.00' });
      const one = (await req('POST', API.billsValidate, { data: { rows: [{ billId: bill1._id, remittanceId: r._id, amount: '100.00', currency: 'USD' }] } })).body.data.batch._id;
      const two = (await req('POST', API.billsValidate, { data: { rows: [{ billId: bill2._id, remittanceId: r._id, amount: '100.00', currency: 'USD' }] } })).body.data.batch._id;
      expect((await req('POST', API.billsPush, { data: { batchId: one } })).status).toBe(200);
      const late = await req('POST', API.billsPush, { data: { batchId: two } });
      expect(late.status).toBe(409);
      const batch = (await req('GET', `${API.batches}/${two}`)).body.data.record;
      expect(batch).toMatchObject({ state: 'DRAFT', problemCount: 1 });
      expect(batch.rows[0].problems[0].code).toBe('remittance-exceeded');
      expect((await req('GET', `${API.bills}/${bill2._id}`)).body.data.record.state).toBe('OPEN');
    });

    it('validates 5,000 rows through the API well under a second (set-based lookups)', async () => {
      await t.server.db.query(
        `INSERT INTO export_bills (company_id, sb_number, sb_date, port_code, invoice_number, invoice_date, invoice_minor, currency, export_date, realization_due_date)
         SELECT $1, (8000000 + g)::text, $2::date, 'INMUN1', 'PERF/' || g, $2::date, 100000, 'USD', $2::date, $3::date FROM generate_series(1, 5000) g`,
        [t.acmeId, addDays(TODAY, -30), realizationDueDate(addDays(TODAY, -30), 9)],
      );
      const r = await createRemittance({ amount: '5000000.00' });
      const rows = Array.from({ length: 5000 }, (_, i) => ({ sbNumber: String(8_000_001 + i), sbDate: addDays(TODAY, -30), portCode: 'INMUN1', remittanceReference: r.bankReference, amount: '1000.00', currency: 'USD' }));
      const started = Date.now();
      const res = await req('POST', API.billsValidate, { data: { rows } });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect(res.body.data).toMatchObject({ valid: true, batch: { rowCount: 5000, state: 'VALIDATED', totals: [{ currency: 'USD', amount: '5000000.00' }] } });
      expect(res.body.data.tookMs).toBeLessThan(1000);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('records a bank refusal: a remittance under investigation leaves the batch REJECTED and nothing realized', async () => {
      const bill = await createBill({ invoiceValue: '100.00' });
      const r = await createRemittance({ bankReference: 'IRM-77-HOLD', amount: '100.00' });
      const id = (await req('POST', API.billsValidate, { data: { rows: [{ billId: bill._id, remittanceId: r._id, amount: '100.00', currency: 'USD' }] } })).body.data.batch._id;
      const res = await req('POST', API.billsPush, { data: { batchId: id } });
      expect(res.body.data.record).toMatchObject({ state: 'REJECTED', bankAnswer: 'SANDBOX: IRM under investigation (IRM-77-HOLD); the batch was not regularized' });
      expect((await req('GET', `${API.bills}/${bill._id}`)).body.data.record).toMatchObject({ state: 'OPEN', realizedAmount: '0.00' });
    });
  });

  describe('access and tenancy', () => {
    it("answers Bluewave 404 on Acme's bills, remittances and batches, and empty lists", async () => {
      const bill = await createBill();
      const r = await createRemittance();
      const batch = (await req('GET', API.batches)).body.data.items[0];
      const bw = t.tokens.bluewave;
      for (const url of [`${API.bills}/${bill._id}`, `${API.remittances}/${r._id}`, `${API.batches}/${batch._id}`]) expect((await req('GET', url, undefined, bw)).status, url).toBe(404);
      expect((await req('PUT', `${API.bills}/${bill._id}`, { data: { invoiceValue: '1.00', version: 1 } }, bw)).status).toBe(404);
      expect((await req('DELETE', `${API.remittances}/${r._id}`, undefined, bw)).status).toBe(404);
      expect((await req('POST', API.billsPush, { data: { batchId: batch._id } }, bw)).status).toBe(403); // Bluewave's KYC is not verified
      for (const url of [API.bills, API.remittances, API.batches]) expect((await req('GET', url, undefined, bw)).body.data.items, url).toEqual([]);
      await verifyKyc(t.bluewaveId);
      expect((await req('POST', API.billsPush, { data: { batchId: batch._id } }, bw)).status).toBe(404);
      const theirs = await req('POST', API.billsValidate, { data: { rows: [{ billId: bill._id, remittanceId: r._id, amount: '1.00', currency: 'USD' }] } }, bw);
      expect(theirs.body.data.rows[0].problems.map((p: { code: string }) => p.code)).toEqual(['unknown-bill', 'unknown-remittance']);
    });

    it('lets a viewer read but not write (403)', async () => {
      const v = t.tokens.viewer;
      expect((await req('GET', API.bills, undefined, v)).status).toBe(200);
      expect((await req('POST', API.bills, { data: newBill() }, v)).status).toBe(403);
      expect((await req('POST', API.billsValidate, { data: { rows: [{ billId: NOBODY, amount: '1', currency: 'USD' }] } }, v)).status).toBe(403);
      expect((await req('PUT', API.regularizationSettings, { data: { realizationMonths: 12 } }, v)).status).toBe(403);
      expect((await req('POST', API.partnerLinks, { data: { bank: 'ICICI', expiresInDays: 7 } }, v)).status).toBe(403);
    });
  });

  describe('ageing and settings', () => {
    it('buckets open bills by days to due with outstanding amounts per currency', async () => {
      const fresh = await complianceTestServer(dialect);
      try {
        const token = fresh.tokens.acme;
        const post = (data: Record<string, unknown>) => fresh.server.request({ method: 'POST', url: API.bills, body: { data: newBill(data) }, token });
        // Due = SB date + 9 months: choose SB dates so the due dates land at known distances from today.
        const sbFor = (daysToDue: number) => {
          let d = addDays(TODAY, daysToDue - 280);
          while (realizationDueDate(d, 9) !== addDays(TODAY, daysToDue)) d = addDays(d, realizationDueDate(d, 9) < addDays(TODAY, daysToDue) ? 1 : -1);
          return d;
        };
        for (const [days, value, currency] of [[-100, '100.00', 'USD'], [-45, '200.00', 'USD'], [-5, '300.00', 'EUR'], [10, '400.00', 'USD'], [10, '0.50', 'USD'], [60, '500.00', 'GBP'], [120, '600.00', 'USD'], [250, '700.00', 'USD']] as const) {
          expect((await post({ sbDate: sbFor(days), invoiceDate: sbFor(days), invoiceValue: value, currency })).status).toBe(201);
        }
        const ageing = (await fresh.server.get(API.ageing, token)).body.data.record;
        expect(ageing.asOf).toBe(TODAY);
        expect(ageing.buckets.map((b: { id: string; count: number; outstanding: unknown }) => [b.id, b.count, b.outstanding])).toEqual([
          ['OVERDUE_90', 1, [{ currency: 'USD', amount: '100.00' }]],
          ['OVERDUE_31_90', 1, [{ currency: 'USD', amount: '200.00' }]],
          ['OVERDUE_1_30', 1, [{ currency: 'EUR', amount: '300.00' }]],
          ['DUE_0_30', 2, [{ currency: 'USD', amount: '400.50' }]],
          ['DUE_31_90', 1, [{ currency: 'GBP', amount: '500.00' }]],
          ['DUE_91_180', 1, [{ currency: 'USD', amount: '600.00' }]],
          ['DUE_180', 1, [{ currency: 'USD', amount: '700.00' }]],
        ]);

        // The reminder job emails once per bill and threshold.
        const mailer = fresh.ctx.services.get(MAILER);
        const sent = await sendBillReminders(fresh.server.db, { mailer }, TODAY);
        expect(sent).toBe(5); // three overdue (threshold 0) and the two due in 10 days (threshold 15)
        expect(await sendBillReminders(fresh.server.db, { mailer }, TODAY)).toBe(0);
        const mails = await fresh.server.db.query<{ subject: string; body: string }>(`SELECT subject, body FROM auth_outbox WHERE "to" = 'shipper@portolan.test' AND body LIKE '%Shipping bill%'`);
        expect(mails.rows).toHaveLength(1);
        expect(mails.rows[0].subject).toBe('3 export bills overdue for realization, 2 due soon');
        expect(await sendBillReminders(fresh.server.db, { mailer }, addDays(TODAY, 4))).toBe(2); // the 10-day ones reach the 7-day threshold

        // Settings: a longer realization period moves the OPEN bills' due dates.
        const settings = (await fresh.server.get(API.regularizationSettings, token)).body.data.record;
        expect(settings).toEqual({ realizationMonths: 9, tolerancePercent: '1.00', bank: 'ICICI', version: 0 });
        const put = await fresh.server.request({ method: 'PUT', url: API.regularizationSettings, body: { data: { realizationMonths: 12, tolerancePercent: '2.5', bank: 'HDFC', version: 0 } }, token });
        expect(put.status, put.text).toBe(200);
        expect(put.body.data.record).toEqual({ realizationMonths: 12, tolerancePercent: '2.50', bank: 'HDFC', version: 1 });
        const stale = await fresh.server.request({ method: 'PUT', url: API.regularizationSettings, body: { data: { realizationMonths: 6, version: 0 } }, token });
        expect(stale.status).toBe(409);
        const badTolerance = await fresh.server.request({ method: 'PUT', url: API.regularizationSettings, body: { data: { tolerancePercent: '11' } }, token });
        expect([badTolerance.status, badTolerance.body.error.field]).toEqual([400, 'data.tolerancePercent']);
        const bills = (await fresh.server.get(`${API.bills}?limit=50`, token)).body.data.items as Array<{ exportDate: string; realizationDueDate: string }>;
        for (const b of bills) expect(b.realizationDueDate).toBe(realizationDueDate(b.exportDate, 12));
      } finally {
        await fresh.server.close();
      }
    });
  });

  describe('partner links', () => {
    it('opens the company page through a signed link, validates and pushes there, and stops when revoked or expired', async () => {
      const made = await req('POST', API.partnerLinks, { data: { bank: 'ICICI', email: 'ops@icici.example', expiresInDays: 30 } });
      expect(made.status, made.text).toBe(201);
      const link = made.body.data.record;
      expect(link.url).toMatch(/\/regularize\?token=/);
      const token = decodeURIComponent(link.url.split('token=')[1]);
      const bill = await createBill({ invoiceValue: '250.00' });
      const r = await createRemittance({ amount: '250.00' });

      const page = await t.server.get(`${API.publicRegularization}/${encodeURIComponent(token)}`);
      expect(page.status, page.text).toBe(200);
      expect(page.body.data.record).toMatchObject({ bank: 'ICICI', kycVerified: true });
      expect(page.body.data.record.companyName).toBeTruthy();
      expect(page.body.data.record.bills.some((b: { _id: string }) => b._id === bill._id)).toBe(true);
      expect(page.body.data.record.ageing.buckets).toHaveLength(7);

      const bwBill = await createBill({}, t.tokens.bluewave);
      const invisible = await t.server.post(`${API.publicRegularization}/${encodeURIComponent(token)}/validate`, { data: { rows: [{ billId: bwBill._id, remittanceId: r._id, amount: '1.00', currency: 'USD' }] } });
      expect(invisible.body.data.rows[0].problems[0].code).toBe('unknown-bill');

      const validated = await t.server.post(`${API.publicRegularization}/${encodeURIComponent(token)}/validate`, { data: { rows: [{ billId: bill._id, remittanceId: r._id, amount: '250.00', currency: 'USD' }] } });
      expect(validated.body.data.valid).toBe(true);
      const batchId = validated.body.data.batch._id;
      expect(validated.body.data.batch.createdByName).toBe('Partner link (ICICI Bank, ops@icici.example)');
      // A batch the company made itself is not reachable with the token.
      const own = (await req('GET', API.batches)).body.data.items.find((x: { createdByName: string }) => !x.createdByName.startsWith('Partner'));
      expect((await t.server.post(`${API.publicRegularization}/${encodeURIComponent(token)}/push`, { data: { batchId: own._id } })).status).toBe(404);
      const pushed = await t.server.post(`${API.publicRegularization}/${encodeURIComponent(token)}/push`, { data: { batchId } });
      expect(pushed.status, pushed.text).toBe(200);
      expect(pushed.body.data.record.state).toBe('PUSHED');
      const row = await t.server.db.one<{ partner_link_id: string }>('SELECT partner_link_id FROM regularization_batches WHERE id = $1', [batchId]);
      expect(row!.partner_link_id).toBe(link._id);
      expect((await req('GET', `${API.bills}/${bill._id}`)).body.data.record.state).toBe('REGULARIZED');

      const listed = await req('GET', API.partnerLinks);
      expect(listed.body.data.items.map((l: { _id: string }) => l._id)).toContain(link._id);
      expect((await req('POST', `${API.partnerLinks}/${link._id}/revoke`, {}, t.tokens.bluewave)).status).toBe(404);
      expect((await req('POST', `${API.partnerLinks}/${link._id}/revoke`, { data: { version: 2 } })).status).toBe(409);
      const revoked = await req('POST', `${API.partnerLinks}/${link._id}/revoke`, { data: { version: 1 } });
      expect((await req('POST', `${API.partnerLinks}/${link._id}/revoke`, {})).status).toBe(409);
      expect(revoked.body.data.record.revokedAt).not.toBeNull();
      const gone = await t.server.get(`${API.publicRegularization}/${encodeURIComponent(token)}`);
      expect([gone.status, gone.body.error.message]).toEqual([404, 'This link has expired or was revoked']);
      expect((await t.server.post(`${API.publicRegularization}/${encodeURIComponent(token)}/validate`, { data: { rows: [{ billId: bill._id, amount: '1', currency: 'USD' }] } })).status).toBe(404);

      const second = (await req('POST', API.partnerLinks, { data: { bank: 'ICICI', expiresInDays: 1 } })).body.data.record;
      const token2 = decodeURIComponent(second.url.split('token=')[1]);
      expect((await t.server.get(`${API.publicRegularization}/${encodeURIComponent(token2)}`)).status).toBe(200);
      await t.server.db.query("UPDATE regularization_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [second._id]);
      expect((await t.server.get(`${API.publicRegularization}/${encodeURIComponent(token2)}`)).status).toBe(404);
      expect((await t.server.get(`${API.publicRegularization}/forged.123.abc`)).status).toBe(404);
      const badDays = await req('POST', API.partnerLinks, { data: { bank: 'ICICI', expiresInDays: 91 } });
      expect(badDays.status).toBe(400);
    });
  });
});
