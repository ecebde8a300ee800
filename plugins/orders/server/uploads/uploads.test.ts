import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { ORDER_UPLOAD_COLUMNS, ORDERS_API, type BulkUploadLog, type LineItemUploadResult, type Product, type ProductPrice } from '../../shared/types';
import { ordersTestServer, type OrdersTestServer } from '../master/ordersTestServer';
import { refreshOrder } from '../orders/refreshOrder';
import { csvOf, finishedLog, postFile } from './uploadTestKit';

const H = [...ORDER_UPLOAD_COLUMNS];
/** One orders-file row from the columns given (the rest blank). */
const row = (v: Partial<Record<(typeof ORDER_UPLOAD_COLUMNS)[number], string>>) => H.map((c) => v[c] ?? '');
const line = (po: string, sku: string, extra: Partial<Record<(typeof ORDER_UPLOAD_COLUMNS)[number], string>> = {}) =>
  row({ poNumber: po, supplierCode: 'SUP-UP', orderDate: '2030-01-10', incoterm: 'FOB', currency: 'USD', sku, quantity: '100', unitPrice: '2.50', cargoReadyDate: '2030-02-10', requiredDeliveryDate: '2030-03-10', ...extra });

describe.each(testDatabases())('bulk uploads API on %s', (dialect) => {
  let t: OrdersTestServer;
  let server: TestServer;
  let productId: string;
  const ordersOf = async (uploadId: string) =>
    (await server.db.query<{ po_number: string; status: string; total_amount: string; lines: number; milestones: number; ship_to: string | null; payment_terms: string | null }>(
      `SELECT o.po_number, o.status, o.total_amount::text AS total_amount, o.payment_terms, l.code AS ship_to,
              (SELECT count(*)::int FROM order_line_items li WHERE li.order_id = o.id) AS lines,
              (SELECT count(*)::int FROM order_milestones m WHERE m.order_id = o.id) AS milestones
         FROM purchase_orders o LEFT JOIN company_locations l ON l.id = o.ship_to_location_id WHERE o.upload_id = $1 ORDER BY o.po_number`,
      [uploadId],
    )).rows;

  beforeAll(async () => {
    t = await ordersTestServer(dialect);
    server = t.server;
    const supplierId = (await server.post(ORDERS_API.companyMaster, { data: { code: 'SUP-UP', name: 'Upload Supplier', country: 'CN', paymentTerms: 'Net 60' } }, t.tokens.acme)).body.data.record._id;
    await server.post(ORDERS_API.locations, { data: { code: 'LOC-UP', name: 'Upload warehouse', country: 'IN' } }, t.tokens.acme);
    productId = (await server.post(ORDERS_API.products, { data: { sku: 'EL-CBL-1', name: 'USB-C cable 1 m', category: 'Electronics', hsCode: '854442', unit: 'PCS', unitPrice: '1.85', currency: 'USD', supplierId } }, t.tokens.acme)).body.data.record._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('imports a good CSV as DRAFT orders: 202 with the log at once, then COMPLETED with what it created', async () => {
    const csv = csvOf([
      H,
      line('PO-U1', 'EL-CBL-1', { unitPrice: '', shipToCode: 'loc-up' }), // catalogue SKU: description and price from the product
      line('po-u1', 'NEW-SKU', { description: 'Custom bracket', quantity: '1,000' }), // same PO, any case; order columns agree
      line('PO-U2', 'NEW-SKU-2', { description: 'Label roll', paymentTerms: '30% advance' }),
    ]);
    const res = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'orders.csv', bytes: csv });
    expect(res.status).toBe(202);
    expect(res.body.data.record).toMatchObject({ kind: 'ORDERS', fileName: 'orders.csv', status: 'PROCESSING', rowsTotal: 3, rowsProcessed: 0, rowsAccepted: 0, rowsRefused: 0, finishedAt: null, createdByName: 'Asha Shipper' });
    const log = await finishedLog(server, ORDERS_API.bulkOrderLogs, res.body.data.record._id, t.tokens.viewer);
    expect(log).toMatchObject({ status: 'COMPLETED', rowsTotal: 3, rowsProcessed: 3, rowsAccepted: 3, rowsRefused: 0, errors: [], created: { orders: 2, lines: 3 } });
    expect(log.finishedAt).toBeTruthy();
    expect(await ordersOf(log._id)).toEqual([
      { po_number: 'PO-U1', status: 'DRAFT', total_amount: '2685.0000', lines: 2, milestones: 21, ship_to: 'LOC-UP', payment_terms: 'Net 60' },
      { po_number: 'PO-U2', status: 'DRAFT', total_amount: '250.0000', lines: 1, milestones: 14, ship_to: null, payment_terms: '30% advance' },
    ]);
    const first = await server.db.one<{ description: string; product_id: string; hs_code: string; source: string }>(
      "SELECT li.description, li.product_id, li.hs_code, m.source FROM order_line_items li JOIN purchase_orders o ON o.id = li.order_id JOIN order_milestones m ON m.line_item_id = li.id WHERE o.po_number = 'PO-U1' AND li.line_no = 1 LIMIT 1",
    );
    expect(first).toEqual({ description: 'USB-C cable 1 m', product_id: productId, hs_code: '854442', source: 'UPLOAD' });
    // The set-based insert derives what refreshOrder would: refreshing changes nothing.
    const snapshot = async () => ({
      orders: (await server.db.query("SELECT id, milestone, late, max_delay_days, total_amount::text AS t FROM purchase_orders WHERE upload_id = $1 ORDER BY id", [log._id])).rows,
      lines: (await server.db.query('SELECT li.id, li.milestone, li.delay_days FROM order_line_items li JOIN purchase_orders o ON o.id = li.order_id WHERE o.upload_id = $1 ORDER BY li.id', [log._id])).rows,
      milestones: (await server.db.query(
        "SELECT m.order_id, m.line_item_id, m.milestone, m.planned_date::text AS p, m.actual_date::text AS a FROM order_milestones m JOIN purchase_orders o ON o.id = m.order_id WHERE o.upload_id = $1 ORDER BY 1, 2, 3",
        [log._id],
      )).rows,
    });
    const before = await snapshot();
    for (const o of before.orders) await server.db.transaction((tx) => refreshOrder(tx, String(o.id)));
    expect(await snapshot()).toEqual(before);
    const trail = await server.db.query<{ note: string }>("SELECT note FROM record_activity WHERE kind = 'order-upload' AND record_id = $1", [log._id]);
    expect(trail.rows).toEqual([{ note: '2 orders with 3 lines from orders.csv' }]);
  });

  it('imports a good XLSX (headers in any case and spacing under a title, real date cells) through the legacy path', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['Acme purchase orders, week 2']);
    sheet.addRow(['PO Number', 'Supplier code', 'ORDER_DATE', 'Incoterm', 'Currency', 'SKU', 'Description', 'Quantity', 'Unit price', 'Cargo ready date', 'Required delivery date']);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    sheet.addRow(['PO-X1', 'SUP-UP', day('2030-01-05'), 'CIF', 'USD', 'EL-CBL-1', null, 500, 1.9, day('2030-02-01'), day('2030-03-01')]);
    sheet.addRow(['PO-X1', 'SUP-UP', day('2030-01-05'), 'CIF', 'USD', 'CASE-9', 'Carry case', 20, 12.25, day('2030-02-01'), day('2030-03-01')]);
    const res = await postFile(server, ORDERS_API.bulkPurchaseOrder, t.tokens.acme, { name: 'week2.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(res.status).toBe(202);
    const log = await finishedLog(server, ORDERS_API.bulkOrderLogs, res.body.data.record._id, t.tokens.acme);
    expect(log).toMatchObject({ status: 'COMPLETED', created: { orders: 1, lines: 2 }, rowsTotal: 2 });
    expect(await ordersOf(log._id)).toMatchObject([{ po_number: 'PO-X1', total_amount: '1195.0000', lines: 2 }]);
    const dates = await server.db.one<{ order_date: string; incoterm: string }>("SELECT order_date::text AS order_date, incoterm FROM purchase_orders WHERE po_number = 'PO-X1'");
    expect(dates).toEqual({ order_date: '2030-01-05', incoterm: 'CIF' });
  });

  it('refuses the whole file when one row is bad: FAILED, nothing written, the log naming row, column and message', async () => {
    const csv = csvOf([
      H,
      line('PO-B1', 'EL-CBL-1'),
      line('PO-B1', 'EL-CBL-1', { orderDate: '2030-01-11' }), // disagrees with row 2
      line('PO-B2', 'X-1', { description: 'Thing', quantity: '0', incoterm: 'FOO', cargoReadyDate: '2030-02-30' }),
      line('PO-U1', 'X-2', { description: 'Again' }), // PO number already used
      line('PO-B3', 'X-3', { supplierCode: 'SUP-NOPE' }), // unknown supplier, no description
    ]);
    const res = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'bad.csv', bytes: csv });
    expect(res.status).toBe(202);
    const log = await finishedLog(server, ORDERS_API.bulkOrderLogs, res.body.data.record._id, t.tokens.acme);
    expect(log).toMatchObject({ status: 'FAILED', rowsTotal: 5, rowsProcessed: 5, rowsRefused: 4, rowsAccepted: 1, created: {}, message: '4 rows refused; nothing was imported' });
    expect(log.errors).toEqual([
      { row: 3, field: 'orderDate', message: 'Differs from row 2 of PO-B1 (2030-01-10): the rows of one order must agree' },
      { row: 4, field: 'incoterm', message: 'Give an Incoterm: EXW, FCA, FAS, FOB, CFR, CIF, CPT, CIP, DAP, DPU, DDP' },
      { row: 4, field: 'quantity', message: 'Must be above 0' },
      { row: 4, field: 'cargoReadyDate', message: 'Give a day as YYYY-MM-DD' },
      { row: 5, field: 'poNumber', message: 'PO number PO-U1 is already used' },
      { row: 6, field: 'supplierCode', message: 'Not an active supplier of your company master' },
      { row: 6, field: 'description', message: 'Give a description (the SKU is not in your catalogue)' },
    ]);
    expect(await ordersOf(log._id)).toEqual([]);
    expect((await server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM purchase_orders WHERE po_number LIKE 'PO-B%'"))?.n).toBe(0);
  });

  it('takes JSON rows, serves the template, lists logs newest first (status filter, legacy path) and hides them from other companies', async () => {
    const rows = [Object.fromEntries(H.map((c, i) => [c, line('PO-J1', 'EL-CBL-1')[i] || null]))];
    const res = await server.post(ORDERS_API.bulkOrders, { data: { fileName: 'api-rows', rows } }, t.tokens.acme);
    expect(res.status).toBe(202);
    const log = await finishedLog(server, ORDERS_API.bulkOrderLogs, res.body.data.record._id, t.tokens.acme);
    expect(log).toMatchObject({ status: 'COMPLETED', created: { orders: 1, lines: 1 } });
    expect((await server.post(ORDERS_API.bulkOrders, { data: { fileName: 'x', rows: [{ poNumber: 'PO-1' }] } }, t.tokens.acme)).body.error.field).toBe('data.rows');

    const template = await server.get(`${ORDERS_API.bulkOrders}/template`, t.tokens.viewer);
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.headers['content-disposition']).toContain('attachment');
    expect(template.text.split('\r\n')[0]).toBe(H.join(','));
    expect(template.text.split('\r\n')[1]).toContain('SUP-BRIGHTWAY');

    const list = await server.get(`${ORDERS_API.bulkOrderLogs}?limit=2`, t.tokens.viewer);
    expect(list.body.data.count).toBe(4);
    expect(list.body.data.items.map((l: BulkUploadLog) => l.fileName)).toEqual(['api-rows', 'bad.csv']);
    expect((await server.get(`${ORDERS_API.bulkOrderLogs}?limit=2&offset=2`, t.tokens.viewer)).body.data.items.map((l: BulkUploadLog) => l.fileName)).toEqual(['week2.xlsx', 'orders.csv']);
    expect((await server.get(`${ORDERS_API.bulkPurchaseOrderLogs}?status=FAILED`, t.tokens.viewer)).body.data.items.map((l: BulkUploadLog) => l.fileName)).toEqual(['bad.csv']);
    expect((await server.get(ORDERS_API.bulkOrderLogs, t.tokens.bluewave)).body.data.items).toEqual([]);
    expect((await server.get(`${ORDERS_API.bulkOrderLogs}/${log._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await server.get(`${ORDERS_API.bulkProductLogs}/${log._id}`, t.tokens.acme)).status).toBe(404);
  });

  it('refuses unreadable files and missing columns with a 400 naming the file, and uploads by a viewer with a 403', async () => {
    const pdf = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'orders.pdf', bytes: Buffer.from('%PDF-1.4') });
    expect(pdf).toMatchObject({ status: 400, body: { error: { field: 'file' } } });
    const fake = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'orders.xlsx', bytes: Buffer.from('poNumber,sku') });
    expect(fake).toMatchObject({ status: 400, body: { error: { field: 'file' } } });
    const missing = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'o.csv', bytes: csvOf([['poNumber', 'sku'], ['PO-9', 'A']]) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('The file has no column supplierCode, orderDate, incoterm, currency, quantity, cargoReadyDate, requiredDeliveryDate');
    expect((await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.viewer, { name: 'o.csv', bytes: csvOf([H, line('PO-V', 'A')]) })).status).toBe(403);
    expect((await server.get(`${ORDERS_API.bulkOrderLogs}?status=PROCESSING`, t.tokens.acme)).body.data.count).toBe(0);
  });

  it('updates a known SKU and adds a new one from a products file, recording the price change as UPLOAD; a bad row writes nothing', async () => {
    const csv = csvOf([
      ['SKU', 'Name', 'Category', 'HS code', 'Unit price', 'Currency', 'Supplier code', 'Weight kg'],
      ['el-cbl-1', '', '', '', '1.95', '', '', '0.05'],
      ['PKG-CTN-1', 'Carton 600x400x400', 'Packaging', '4819.10', '0.85', 'USD', 'SUP-UP', ''],
    ]);
    const res = await postFile(server, ORDERS_API.bulkProducts, t.tokens.acme, { name: 'catalogue.csv', bytes: csv });
    expect(res.status).toBe(202);
    const log = await finishedLog(server, ORDERS_API.bulkProductLogs, res.body.data.record._id, t.tokens.acme);
    expect(log).toMatchObject({ kind: 'PRODUCTS', status: 'COMPLETED', created: { products: 1, updated: 1 }, rowsAccepted: 2 });
    const product = (await server.get(`${ORDERS_API.products}/${productId}`, t.tokens.acme)).body.data.record as Product;
    expect(product).toMatchObject({ name: 'USB-C cable 1 m', unitPrice: '1.95', weightKg: '0.05', version: 2 });
    const prices = (await server.get(`${ORDERS_API.products}/${productId}/prices`, t.tokens.acme)).body.data.items as ProductPrice[];
    expect(prices.map((p) => [p.unitPrice, p.source, p.sourceReference])).toEqual([['1.95', 'UPLOAD', 'catalogue.csv'], ['1.85', 'MANUAL', null]]);
    const added = (await server.get(`${ORDERS_API.products}?search=PKG-CTN-1`, t.tokens.acme)).body.data.items as Product[];
    expect(added).toMatchObject([{ hsCode: '481910', unit: 'PCS', supplierName: 'Upload Supplier', unitPrice: '0.85' }]);

    const bad = csvOf([['sku', 'name', 'category', 'unitPrice', 'currency'], ['PKG-NEW-2', 'Tape', 'Packaging', '0.2', 'USD'], ['PKG-NEW-3', '', 'Packaging', 'abc', 'USD'], ['pkg-new-2', 'Tape', 'Packaging', '0.2', 'USD']]);
    const failed = await finishedLog(server, ORDERS_API.bulkProductLogs, (await postFile(server, ORDERS_API.bulkProducts, t.tokens.acme, { name: 'bad.csv', bytes: bad })).body.data.record._id, t.tokens.acme);
    expect(failed).toMatchObject({ status: 'FAILED', rowsRefused: 2, message: '2 rows refused; nothing was imported' });
    expect(failed.errors).toEqual([
      { row: 3, field: 'name', message: 'Required' },
      { row: 3, field: 'unitPrice', message: 'Give a decimal number such as 0.00 (at most 4 decimals)' },
      { row: 4, field: 'sku', message: 'Repeats the SKU of row 2' },
    ]);
    expect((await server.get(`${ORDERS_API.products}?search=PKG-NEW`, t.tokens.acme)).body.data.count).toBe(0);
  });

  it('reads line items for the order and requisition forms, filling in from the catalogue and writing nothing', async () => {
    const csv = csvOf([
      ['sku', 'description', 'quantity', 'unitPrice', 'cargoReadyDate', 'requiredDeliveryDate'],
      ['EL-CBL-1', '', '250', '', '2030-02-01', '2030-03-01'],
      ['UNKNOWN-1', '', '5', '3', '2030-02-01', '2030-01-01'],
    ]);
    const res = await postFile(server, ORDERS_API.lineItemUploads, t.tokens.acme, { name: 'lines.csv', bytes: csv }, { target: 'order' });
    expect(res.status).toBe(200);
    const result = res.body.data as LineItemUploadResult;
    expect(result.lines[0]).toEqual({ productId, sku: 'EL-CBL-1', description: 'USB-C cable 1 m', quantity: '250', unit: 'PCS', hsCode: '854442', unitPrice: '1.9500', cargoReadyDate: '2030-02-01', requiredDeliveryDate: '2030-03-01' });
    expect(result.errors).toEqual([
      { row: 3, field: 'description', message: 'Give a description (the SKU is not in your catalogue)' },
      { row: 3, field: 'requiredDeliveryDate', message: 'The required delivery cannot be before cargo is ready' },
    ]);
    const req = await postFile(server, ORDERS_API.lineItemUploads, t.tokens.acme, { name: 'req.csv', bytes: csvOf([['SKU', 'Quantity', 'Needed by'], ['EL-CBL-1', '10', '2030-05-01']]) }, { target: 'requisition' });
    expect(req.body.data).toEqual({ lines: [{ productId, sku: 'EL-CBL-1', description: 'USB-C cable 1 m', quantity: '10', unit: 'PCS', category: 'Electronics', estimatedUnitPrice: '1.9500', neededBy: '2030-05-01' }], errors: [] });
    expect((await postFile(server, ORDERS_API.lineItemUploads, t.tokens.acme, { name: 'lines.csv', bytes: csv }, { target: 'quote' })).body.error.field).toBe('target');
    expect((await postFile(server, ORDERS_API.lineItemUploads, t.tokens.viewer, { name: 'lines.csv', bytes: csv }, { target: 'order' })).status).toBe(403);
  });

  it('imports a 5,000-line file in one go, reporting progress', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => line(`PO-BIG-${Math.floor(i / 10)}`, i % 3 === 0 ? 'EL-CBL-1' : `SKU-${i}`, { description: `Part ${i}`, quantity: String(10 + (i % 7)) }));
    const started = Date.now();
    const res = await postFile(server, ORDERS_API.bulkOrderFileUpload, t.tokens.acme, { name: 'big.csv', bytes: csvOf([H, ...lines]) });
    expect(res.status).toBe(202);
    const log = await finishedLog(server, ORDERS_API.bulkOrderLogs, res.body.data.record._id, t.tokens.acme);
    const ms = Date.now() - started;
    console.info(`5,000-line orders file on ${dialect}: ${ms} ms end to end`);
    expect(log).toMatchObject({ status: 'COMPLETED', rowsTotal: 5000, rowsProcessed: 5000, created: { orders: 500, lines: 5000 } });
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});
