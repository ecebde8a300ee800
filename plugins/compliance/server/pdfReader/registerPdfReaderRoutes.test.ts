import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { MAX_PDF_BYTES } from '../../shared/states';
import type { ExtractedInvoice, ExtractionRecord } from '../../shared/types';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { normalizeFieldValue } from './accuracy';
import { generateDocument, type CorpusDocument } from './corpus/generateCorpus';

function multipart(file: { name: string; bytes: Buffer }, field = 'file') {
  const boundary = `----pdf${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('PDF reader API on %s', (dialect) => {
  let t: ComplianceTestServer;
  let shippingBill: CorpusDocument;
  let acmeExtraction: ExtractionRecord;
  const upload = async (token: string, path: string, file: { name: string; bytes: Buffer }, field = 'file') => {
    const { payload, headers } = multipart(file, field);
    const res = await t.server.app.inject({ method: 'POST', url: path, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const count = async (table: string) => Number((await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n);
  const confirmed = (truth: Record<string, string | null>) => ({
    sbNumber: truth.sbNumber!,
    sbDate: truth.sbDate!,
    portCode: truth.portCode!,
    invoiceNumber: truth.invoiceNumber!,
    invoiceDate: truth.invoiceDate!,
    invoiceValue: truth.invoiceValue!,
    currency: truth.currency!,
    buyerName: truth.buyerName,
    buyerCountry: truth.buyerCountry,
  });

  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    shippingBill = await generateDocument('SHIPPING_BILL', 4);
  }, 60_000);
  afterAll(async () => t?.server.close());

  it('reads an uploaded shipping bill: 201 with every field as printed, stored for the company', async () => {
    const res = await upload(t.tokens.acme, '/api/pdfReader/shippingBillIndia', { name: 'SB 4.pdf', bytes: shippingBill.bytes });
    expect(res.status).toBe(201);
    acmeExtraction = res.body.data.record;
    expect(acmeExtraction).toMatchObject({ kind: 'SHIPPING_BILL', fileName: 'SB 4.pdf', pageCount: 1, billId: null, corrections: {}, version: 1 });
    const read = Object.fromEntries(acmeExtraction.fields.map((f) => [f.name, normalizeFieldValue(f.name, f.value)]));
    const expected = Object.fromEntries(Object.entries(shippingBill.truth).map(([k, v]) => [k, normalizeFieldValue(k, v)]));
    expect(read).toEqual(expected);
    const sb = acmeExtraction.fields.find((f) => f.name === 'sbNumber')!;
    expect(sb).toMatchObject({ confidence: 1, page: 1 });
    expect(acmeExtraction.pages[0]!.filter((line) => sb.source!.includes(line) && line.includes(sb.value!))).toHaveLength(1);
    const details = await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}`, t.tokens.acme);
    expect(details.status).toBe(200);
    expect(details.body.data.record).toEqual(acmeExtraction);
  });

  it('reads an uploaded bill of lading', async () => {
    const bl = await generateDocument('BILL_OF_LADING', 3);
    const res = await upload(t.tokens.operator, '/api/pdfReader/billOfLading', { name: 'bl.pdf', bytes: bl.bytes });
    expect(res.status).toBe(201);
    const record = res.body.data.record as ExtractionRecord;
    expect(record.kind).toBe('BILL_OF_LADING');
    expect(record.fields.find((f) => f.name === 'blNumber')!.value).toBe(bl.truth.blNumber);
    expect(record.fields.find((f) => f.name === 'containers')!.value).toBe(bl.truth.containers);
  });

  it('answers 400 naming file for a missing file, a non-PDF and a damaged PDF, and 413 past the limit, writing nothing', async () => {
    const before = await count('pdf_extractions');
    const notPdf = await upload(t.tokens.acme, '/api/pdfReader/shippingBillIndia', { name: 'x.pdf', bytes: Buffer.from('PK\u0003\u0004 a zip file') });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error).toMatchObject({ field: 'file' });
    expect(notPdf.body.error.message).toMatch(/not a readable PDF/);
    const damaged = await upload(t.tokens.acme, '/api/pdfReader/billOfLading', { name: 'x.pdf', bytes: Buffer.from('%PDF-1.7\nthis is not really a PDF\n') });
    expect(damaged.status).toBe(400);
    expect(damaged.body.error).toMatchObject({ field: 'file' });
    expect(damaged.body.error.message).toMatch(/not a readable PDF/);
    const otherField = await upload(t.tokens.acme, '/api/pdfReader/billOfLading', { name: 'x.pdf', bytes: shippingBill.bytes }, 'document');
    expect(otherField.status).toBe(400);
    const json = await t.server.post('/api/pdfReader/shippingBillIndia', { data: {} }, t.tokens.acme);
    expect(json.status).toBe(400);
    expect(json.body.error.field).toBe('file');
    const big = Buffer.alloc(MAX_PDF_BYTES + 1, 32);
    big.write('%PDF-1.7\n');
    expect((await upload(t.tokens.acme, '/api/pdfReader/shippingBillIndia', { name: 'big.pdf', bytes: big })).status).toBe(413);
    expect(await count('pdf_extractions')).toBe(before);
  });

  it('lets a viewer read but not upload (403)', async () => {
    expect((await upload(t.tokens.viewer, '/api/pdfReader/shippingBillIndia', { name: 'sb.pdf', bytes: shippingBill.bytes })).status).toBe(403);
    expect((await t.server.get('/api/pdfReader/extractions', t.tokens.viewer)).status).toBe(200);
  });

  it("lists the company's extractions newest first, paged, and serves the PDF inline", async () => {
    const list = await t.server.get('/api/pdfReader/extractions?limit=1', t.tokens.acme);
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.items.map((r: ExtractionRecord) => r.kind)).toEqual(['BILL_OF_LADING']);
    const second = await t.server.get('/api/pdfReader/extractions?limit=1&offset=1', t.tokens.acme);
    expect(second.body.data.items.map((r: ExtractionRecord) => r._id)).toEqual([acmeExtraction._id]);
    expect((await t.server.get('/api/pdfReader/extractions?kind=SHIPPING_BILL', t.tokens.acme)).body.data.count).toBe(1);
    const file = await t.server.app.inject({ method: 'GET', url: `/api/pdfReader/extractions/${acmeExtraction._id}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="SB 4.pdf"/);
    expect(file.rawPayload.equals(shippingBill.bytes)).toBe(true);
  });

  it("hides Acme's extractions from Bluewave (404) and answers 404 for a malformed id", async () => {
    expect((await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}/file`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get('/api/pdfReader/extractions', t.tokens.bluewave)).body.data).toEqual({ items: [], count: 0 });
    expect((await t.server.get('/api/pdfReader/extractions/not-an-id', t.tokens.acme)).status).toBe(404);
    const steal = await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields: confirmed(shippingBill.truth) } }, t.tokens.bluewave);
    expect(steal.status).toBe(404);
  });

  it('refuses a bad confirmed value with a 400 naming the field, writing nothing', async () => {
    const bills = await count('export_bills');
    const res = await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields: { ...confirmed(shippingBill.truth), invoiceValue: 'twelve' } } }, t.tokens.acme);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.fields.invoiceValue');
    const date = await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields: { ...confirmed(shippingBill.truth), sbDate: '31/02/2025' } } }, t.tokens.acme);
    expect(date.status).toBe(400);
    expect(date.body.error.field).toBe('data.fields.sbDate');
    expect(await count('export_bills')).toBe(bills);
    expect((await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}`, t.tokens.acme)).body.data.record).toMatchObject({ billId: null, corrections: {}, version: 1 });
  });

  it('needs regularization Create for createInvoice (viewer 403) and a shipping bill extraction (404 for a bill of lading)', async () => {
    expect((await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields: confirmed(shippingBill.truth) } }, t.tokens.viewer)).status).toBe(403);
    const bl = (await t.server.get('/api/pdfReader/extractions?kind=BILL_OF_LADING', t.tokens.acme)).body.data.items[0] as ExtractionRecord;
    expect((await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: bl._id, fields: confirmed(shippingBill.truth) } }, t.tokens.acme)).status).toBe(404);
  });

  it('creates the invoice once with the corrections, answers it by bill id, and 409 naming the bill on the second call', async () => {
    const fields = { ...confirmed(shippingBill.truth), invoiceNumber: 'INV-CORRECTED-1' };
    const res = await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields } }, t.tokens.acme);
    expect(res.status).toBe(201);
    const invoice = res.body.data.record as ExtractedInvoice;
    expect(invoice.bill).toMatchObject({ sbNumber: fields.sbNumber, sbDate: fields.sbDate, portCode: fields.portCode, invoiceNumber: 'INV-CORRECTED-1', currency: fields.currency, state: 'OPEN', extractionId: acmeExtraction._id });
    expect(normalizeFieldValue('invoiceValue', invoice.bill.invoiceValue)).toBe(normalizeFieldValue('invoiceValue', fields.invoiceValue));
    expect(invoice.extraction).toMatchObject({ _id: acmeExtraction._id, billId: invoice.bill._id, version: 2, corrections: { invoiceNumber: [shippingBill.truth.invoiceNumber, 'INV-CORRECTED-1'] } });
    expect(Object.keys(invoice.extraction.corrections)).toEqual(['invoiceNumber']);

    const byPath = await t.server.get(`/api/pdfReader/getInvoice/${invoice.bill._id}`, t.tokens.acme);
    expect(byPath.status).toBe(200);
    expect(byPath.body.data.record).toEqual(invoice);
    expect((await t.server.get(`/api/pdfReader/getInvoice?id=${invoice.bill._id}`, t.tokens.acme)).body.data.record).toEqual(invoice);
    expect((await t.server.get(`/api/pdfReader/getInvoice/${invoice.bill._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`/api/pdfReader/getInvoice/${randomUUID()}`, t.tokens.acme)).status).toBe(404);

    const activity = await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}/activity`, t.tokens.acme);
    expect(activity.body.data.items.map((a: { action: string; to: string; note: string }) => [a.action, a.to, a.note])).toEqual([
      ['read', 'SHIPPING_BILL', '19 of 19 fields read from SB 4.pdf'],
      ['create-invoice', 'INVOICED', 'Corrected: invoiceNumber'],
    ]);
    expect((await t.server.get(`/api/pdfReader/extractions/${acmeExtraction._id}/activity`, t.tokens.bluewave)).status).toBe(404);

    const again = await t.server.post('/api/pdfReader/createInvoice', { data: { extractionId: acmeExtraction._id, fields } }, t.tokens.acme);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(`export bill ${fields.sbNumber}`);
    expect(again.body.error.message).toContain(invoice.bill._id);
  });
});
