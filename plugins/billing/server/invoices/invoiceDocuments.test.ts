import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCompanies, defineServerPlugin, documentSource } from '@portolan/sdk/server';
import { createTestServer, designedDocumentTemplates, pdfText, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import billingPlugin from '../index';
import type { InvoiceRecord } from '../../shared/types';

/** A company template of just "CUSTOM" and the field dueDate (for the companies in `designed`); else the built-in template prints. */
const { designed, provider } = designedDocumentTemplates('INVOICE', { title: 'Due', entityField: 'dueDate' });
const templates = defineServerPlugin({ id: 'invoice-documents-templates', provides: [provider] });

describe.each(testDatabases())('invoice PDF and INVOICE document source on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let acme: string;
  let bluewaveId: string;
  let acmeId: string;
  let strangerId: string;
  /** A demo tax invoice of Bluewave to Acme, and a credit note. */
  let invoice: InvoiceRecord;
  let creditNote: InvoiceRecord;

  const pdf = (id: string, token: string) => server.app.inject({ method: 'GET', url: `/api/invoices/${id}/pdf`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'documents', 'shipments', 'lookups', 'schedules', 'rates', 'quotes', 'messaging', templates, billingPlugin], dialect });
    await server.seed('auth');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    await connectCompanies(server.db, acmeId, bluewaveId);
    strangerId = (await server.identity.createCompany(server.db, { name: 'Stranger Shipping', kind: 'shipper' }))._id;
    for (const plugin of ['shipments', 'quotes', 'billing']) await server.seed(plugin);
    const issued = (await server.get('/api/invoices?filter[direction]=ISSUED&limit=100', bluewave)).body.data.items as InvoiceRecord[];
    const full = async (id: string) => (await server.get(`/api/invoices/${id}`, bluewave)).body.data.record as InvoiceRecord;
    invoice = await full(issued.find((i) => i.kind === 'INVOICE' && i.status === 'ISSUED' && i.customerCompanyId === acmeId)!._id);
    creditNote = await full(issued.find((i) => i.kind === 'CREDIT_NOTE')!._id);
  }, 240_000);
  afterAll(() => server?.close());

  it('prints the tax invoice with the built-in template: parties with GSTIN, number, dates, place of supply, lines, taxes, totals, Devanagari', async () => {
    designed.clear();
    const res = await pdf(invoice._id, bluewave);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice', invoice.number!, invoice.issueDate!, invoice.dueDate!, 'Bluewave Logistics Pvt Ltd', 'GSTIN: 27AABCB1234F1Z5', 'Acme Exports Pvt Ltd',
      'GSTIN: 29AAACA5678K1Z2', '29 - Karnataka', 'IGST', 'Amount payable', invoice.lines[0]!.description,
      // Acme's address in Devanagari; only its first word is checked: pdf.js extracts the reph of "र्ट्स" after its base and splits "व्ह".
      'एक्मे',
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('CGST');
  });

  it("follows the issuer's own template, whoever downloads it (the issuer or the billed customer)", async () => {
    designed.add(bluewaveId);
    try {
      for (const token of [bluewave, acme]) {
        const res = await pdf(invoice._id, token);
        expect(res.statusCode).toBe(200);
        const text = await pdfText(res.rawPayload);
        expect(text).toContain('CUSTOM');
        expect(text).toContain(invoice.dueDate!);
        expect(text).not.toContain(invoice.lines[0]!.description);
      }
    } finally {
      designed.clear();
    }
  });

  it('titles a credit note "Credit note" with the invoice it credits', async () => {
    const text = await pdfText((await pdf(creditNote._id, bluewave)).rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(creditNote.number!);
    expect(text).toContain(`against invoice ${creditNote.creditsInvoiceNumber}`);
  });

  it('lists and loads only the invoices the company issued; received, foreign and malformed ids load nothing', async () => {
    const source = documentSource(server.db, 'INVOICE')!;
    expect(source.tables).toEqual([{ key: 'lines', title: 'Lines' }]);
    const listed = await source.list(server.db, bluewaveId, { limit: 200 });
    const own = await server.db.query<{ id: string }>('SELECT id FROM invoices WHERE company_id = $1 ORDER BY created_at DESC, id DESC', [bluewaveId]);
    expect(listed.map((i) => i.id)).toEqual(own.rows.map((r) => String(r.id)));
    expect(listed.find((i) => i.id === invoice._id)!.label).toBe(`${invoice.number} — ${invoice.customerName}`);
    expect(listed.find((i) => i.id === creditNote._id)!.label).toBe(`${creditNote.number} (credit note) — ${creditNote.customerName}`);
    const found = await source.list(server.db, bluewaveId, { search: invoice.number!, limit: 10 });
    expect(found.map((i) => i.id)).toEqual([invoice._id]);

    const record = (await source.load(server.db, bluewaveId, invoice._id))!;
    expect(record).toMatchObject({ documentType: 'INVOICE', issuerCompanyId: bluewaveId, title: 'Tax Invoice', reference: invoice.number, counterpartyLabel: 'Bill to' });
    expect(record.counterparty!.lines.join('\n')).toContain('एक्मे एक्सपोर्ट्स, व्हाइटफ़ील्ड');
    expect(record.fields).toMatchObject({ number: invoice.number, placeOfSupply: '29 - Karnataka', customerGstin: '29AAACA5678K1Z2' });
    expect((await source.load(server.db, bluewaveId, creditNote._id))!).toMatchObject({ title: 'Credit note', counterpartyLabel: 'Credited to' });

    const acmeListed = await source.list(server.db, acmeId, { limit: 200 });
    expect(acmeListed.some((i) => i.id === invoice._id)).toBe(false);
    expect(await source.load(server.db, acmeId, invoice._id)).toBeUndefined();
    expect(await source.load(server.db, strangerId, invoice._id)).toBeUndefined();
    expect(await source.list(server.db, strangerId, { limit: 10 })).toEqual([]);
    expect(await source.load(server.db, bluewaveId, 'nope')).toBeUndefined();
  });
});
