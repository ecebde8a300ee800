import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, documentSource } from '@portolan/sdk/server';
import { createTestServer, designedDocumentTemplates, pdfText, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import ordersPlugin from '../index';
import { ORDERS_API, type PurchaseOrderDetails } from '../../shared/types';

const O = ORDERS_API.orders;

/** A company template of just "CUSTOM" and the field poNumber (for the companies in `designed`); else the built-in template prints. */
const { designed, provider } = designedDocumentTemplates('PURCHASE_ORDER', { title: 'PO number', entityField: 'poNumber' });
const templates = defineServerPlugin({ id: 'po-documents-fakes', provides: [provider] });

describe.each(testDatabases())('PO PDF and PURCHASE_ORDER document source on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let acmeId: string;
  let otherId: string;
  /** Demo orders to Brightway (contact 陈丽) and to Tirupur (contact कार्तिक सुब्रमण्यम). */
  let brightway: PurchaseOrderDetails;
  let tirupur: PurchaseOrderDetails;

  const raw = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${acme}` } });
  const demoOrder = async (code: string): Promise<PurchaseOrderDetails> => {
    const row = (await server.db.one<{ id: string }>(
      `SELECT o.id FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id WHERE o.company_id = $1 AND s.code = $2 AND o.status = 'ACKNOWLEDGED' ORDER BY o.po_number LIMIT 1`,
      [acmeId, code],
    ))!;
    return (await server.get(`${O}/${row.id}`, acme)).body.data.record;
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', templates, ordersPlugin], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    otherId = (await server.identity.createCompany(server.db, { name: 'Other Buyer', kind: 'shipper' }))._id;
    brightway = await demoOrder('SUP-BRIGHTWAY');
    tirupur = await demoOrder('SUP-TIRUPUR');
  }, 180_000);
  afterAll(() => server?.close());

  it('prints the PO with the built-in template: buyer, supplier with its contact, dates, incoterm, ship-to, lines and total', async () => {
    designed.clear();
    const res = await raw(`${O}/${brightway._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${brightway.poNumber.replace(/[^\w.-]/g, '_')}.pdf`);
    const text = await pdfText(res.rawPayload);
    const line = brightway.lines[0]!;
    for (const expected of ['Purchase order', brightway.poNumber, 'Acme Exports', 'Shenzhen Brightway Electronics Co., Ltd.', '陈丽', brightway.orderDate, brightway.incoterm, brightway.currency, line.sku, line.description]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.replace(/(\d),(\d)/g, '$1$2')).toContain(`${brightway.currency} ${Number(brightway.totalAmount).toFixed(2)}`);
    expect(await pdfText((await raw(`${O}/${tirupur._id}/pdf`)).rawPayload)).toContain('कार्तिक सुब्रमण्यम');
  });

  it("follows the buyer's own PO template", async () => {
    designed.add(acmeId);
    try {
      const text = await pdfText((await raw(`${O}/${brightway._id}/pdf`)).rawPayload);
      expect(text).toContain('CUSTOM');
      expect(text).toContain(brightway.poNumber);
      expect(text).not.toContain(brightway.lines[0]!.description);
    } finally {
      designed.clear();
    }
  });

  it("lists the company's own orders newest first and loads each as printed; another company's or a malformed id loads nothing", async () => {
    const source = documentSource(server.db, 'PURCHASE_ORDER')!;
    expect(source.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['orderDate', 'deliveryDate', 'incoterm', 'paymentTerms', 'currency', 'shipTo']));
    expect(source.tables).toEqual([{ key: 'lines', title: 'Order lines' }]);
    const total = Number((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = $1', [acmeId]))!.n);
    const listed = await source.list(server.db, acmeId, { limit: 200 });
    expect(listed).toHaveLength(Math.min(total, 200));
    expect(listed[0]!.label).toMatch(/^PO-.+ — /);
    const found = await source.list(server.db, acmeId, { search: brightway.poNumber, limit: 10 });
    expect(found).toEqual([{ id: brightway._id, label: `${brightway.poNumber} — Shenzhen Brightway Electronics Co., Ltd.` }]);
    const bySupplier = await source.list(server.db, acmeId, { search: 'brightway', limit: 200 });
    expect(bySupplier.length).toBeGreaterThan(0);
    expect(bySupplier.every((o) => o.label.endsWith('— Shenzhen Brightway Electronics Co., Ltd.'))).toBe(true);

    const record = (await source.load(server.db, acmeId, brightway._id))!;
    expect(record).toMatchObject({
      documentType: 'PURCHASE_ORDER', issuerCompanyId: acmeId, title: 'Purchase order', reference: brightway.poNumber,
      issuer: { name: 'Acme Exports' }, counterparty: { name: 'Shenzhen Brightway Electronics Co., Ltd.' }, counterpartyLabel: 'Supplier', notes: '',
    });
    expect(record.counterparty!.lines).toContain('Attn. 陈丽 (Lily Chen)');
    expect(record.fields).toMatchObject({ orderDate: brightway.orderDate, incoterm: brightway.incoterm, currency: brightway.currency, poNumber: brightway.poNumber });
    expect(record.tables[0]!.rows.map((r) => r.sku)).toEqual(brightway.lines.filter((l) => !l.cancelled).map((l) => l.sku));

    expect(await source.list(server.db, otherId, { limit: 100 })).toEqual([]);
    expect(await source.load(server.db, otherId, brightway._id)).toBeUndefined();
    expect(await source.load(server.db, acmeId, 'not-an-id')).toBeUndefined();
    expect(await source.load(server.db, acmeId, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect((await server.get(`${O}/${brightway._id}/pdf`, await server.identity.issueToken(server.db, (await server.identity.createUser(server.db, { companyId: otherId, email: 'x@other.test', name: 'X', password: { hash: 'x' }, role: 'admin' }))._id))).status).toBe(404);
  });
});
