import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type Product, type ProductPrice, type SupplierOption } from '../../../shared/types';
import { page } from '../master/masterFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const ALL = ['Read', 'Create', 'Update', 'Delete'];
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

const PRODUCT: Product = {
  _id: 'p1', createdAt: '2026-01-10T08:00:00Z', updatedAt: '2026-11-01T08:00:00Z', version: 4, sku: 'TSH-001', name: 'Cotton T-shirt, white', description: '180 gsm, crew neck', category: 'Apparel',
  hsCode: '610910', unit: 'PCS', lengthCm: '30', widthCm: '25', heightCm: '2', weightKg: '0.2', unitPrice: '4.25', currency: 'USD', supplierId: 's1', supplierName: 'Shenzhen Bright Textiles', active: true,
};
const SUPPLIERS: SupplierOption[] = [
  { _id: 's1', code: 'SZBT', name: 'Shenzhen Bright Textiles', country: 'CN', currency: 'USD', paymentTerms: null, contactEmail: null, port: 'CNSZX' },
  { _id: 's2', code: 'DHKK', name: 'Dhaka Knits', country: 'BD', currency: 'USD', paymentTerms: null, contactEmail: null, port: 'BDCGP' },
];
const PRICES: ProductPrice[] = [
  { _id: 'pp1', unitPrice: '4.10', currency: 'USD', source: 'MANUAL', sourceReference: null, effectiveAt: '2026-01-10T08:00:00Z' },
  { _id: 'pp2', unitPrice: '4.40', currency: 'USD', source: 'ORDER', sourceReference: 'PO-2026-00004', effectiveAt: '2026-05-02T08:00:00Z' },
  { _id: 'pp3', unitPrice: '4.25', currency: 'USD', source: 'UPLOAD', sourceReference: 'catalogue.xlsx', effectiveAt: '2026-11-01T08:00:00Z' },
];

function setUp(accesses = ALL) {
  const tester = createPluginTester({ plugin, accesses: { orders: accesses } });
  tester.http.on('GET', ORDERS_API.products, page([PRODUCT, { ...PRODUCT, _id: 'p2', sku: 'HOD-002', name: 'Hoodie, navy', supplierId: null, supplierName: null, lengthCm: null, widthCm: null, heightCm: null, active: false }]));
  tester.http.on('GET', ORDERS_API.suppliers, ok(SUPPLIERS));
  tester.http.on('GET', `${ORDERS_API.products}/p1/prices`, ok(PRICES));
  return { tester, view: renderWorkbench(tester, '/products') };
}

describe('Products', { timeout: 40_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the catalogue, filters by supplier, and shows a product with its price history as a chart and a table', async () => {
    const { tester, view } = setUp();
    const table = await view.findByRole('region', { name: 'Product catalogue' }, LOAD);
    expect(await within(table).findByText('Cotton T-shirt, white', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('30 × 25 × 2 cm')).toBeTruthy();
    expect(text(table)).toContain('USD 4.25');
    await waitFor(() => expect(within(view.getByLabelText('Supplier')).getByText('Dhaka Knits')).toBeTruthy(), LOAD);
    fireEvent.change(view.getByLabelText('Supplier'), { target: { value: 's2' } });
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.products).at(-1)?.query).toMatchObject({ filter: { supplierId: 's2' } }));

    fireEvent.click(await view.findByRole('button', { name: 'TSH-001: details and price history' }, LOAD));
    const drawer = await view.findByRole('dialog', { name: /TSH-001: Cotton T-shirt, white/ }, LOAD);
    const prices = await within(drawer).findByRole('table', { name: 'Price changes' }, LOAD);
    expect(text(prices)).toContain('USD 4.40');
    expect(text(prices)).toContain('PO-2026-00004');
    expect(await within(drawer).findByRole('img', { name: /Unit price of TSH-001 \(USD\)/ }, LOAD)).toBeTruthy();
  });

  it('creates a product with a supplier from the company master; the server’s 400 shows beside the field it names', async () => {
    const { tester, view } = setUp();
    fireEvent.click(await view.findByRole('button', { name: 'New product' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'New product' }, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByText('Enter a SKU')).toBeTruthy();
    expect(tester.http.callsTo('POST', ORDERS_API.products)).toHaveLength(0);
    tester.http.on('POST', ORDERS_API.products, FakeHttpClient.reply(400, { success: false, error: { message: 'hsCode must match pattern "^[0-9]{6,10}$"', code: 'VALIDATION_ERROR', field: 'data.hsCode' } }));
    fireEvent.change(within(dialog).getByLabelText(/^SKU/), { target: { value: 'SCF-020' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Scarf' } });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'Accessories' } });
    const hs = within(dialog).getByLabelText('HS code') as HTMLInputElement;
    fireEvent.change(hs, { target: { value: '61171000' } });
    fireEvent.change(within(dialog).getByLabelText(/^Unit price/), { target: { value: '2.10' } });
    fireEvent.change(within(dialog).getByLabelText('Weight (kg)'), { target: { value: '0.15' } });
    await waitFor(() => expect(within(within(dialog).getByLabelText('Supplier')).getByText('Dhaka Knits (DHKK)')).toBeTruthy(), LOAD);
    fireEvent.change(within(dialog).getByLabelText('Supplier'), { target: { value: 's2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(document.getElementById(hs.getAttribute('aria-describedby') ?? '')?.textContent).toBe('hsCode must match pattern "^[0-9]{6,10}$"'));
    expect(hs.value).toBe('61171000');
    expect(tester.http.callsTo('POST', ORDERS_API.products)[0].body).toEqual({
      data: { sku: 'SCF-020', name: 'Scarf', category: 'Accessories', unit: 'PCS', unitPrice: '2.10', currency: 'USD', description: null, hsCode: '61171000', lengthCm: null, widthCm: null, heightCm: null, weightKg: '0.15', supplierId: 's2' },
    });
    tester.http.on('POST', ORDERS_API.products, ok({ record: { ...PRODUCT, _id: 'p3' }, id: 'p3' }));
    fireEvent.change(hs, { target: { value: '611710' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Product created');

    tester.http.on('POST', `${ORDERS_API.products}/p1/`, ok({ record: PRODUCT }));
    fireEvent.click(await view.findByRole('button', { name: 'Edit TSH-001' }, LOAD));
    const edit = await view.findByRole('dialog', { name: 'Edit TSH-001' }, LOAD);
    fireEvent.change(within(edit).getByLabelText(/^Unit price/), { target: { value: '4.30' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.products}/p1/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${ORDERS_API.products}/p1/`)[0].body).toMatchObject({ data: { sku: 'TSH-001', unitPrice: '4.30', supplierId: 's1', version: 4 } });
  });

  it('uploads products and follows the log until it is done', async () => {
    const { tester, view } = setUp();
    tester.http.on('POST', ORDERS_API.bulkProducts, FakeHttpClient.reply(202, ok({ _id: 'b1', kind: 'PRODUCTS', fileName: 'catalogue.xlsx', status: 'PROCESSING', rowsTotal: 12, rowsProcessed: 0, rowsAccepted: 0, rowsRefused: 0, errors: [], created: {}, message: null, createdByName: 'Asha Rao', createdAt: '2026-11-24T08:00:00Z', finishedAt: null })));
    tester.http.on('GET', `${ORDERS_API.bulkProductLogs}/b1`, ok({ _id: 'b1', kind: 'PRODUCTS', fileName: 'catalogue.xlsx', status: 'COMPLETED', rowsTotal: 12, rowsProcessed: 12, rowsAccepted: 12, rowsRefused: 0, errors: [], created: { products: 10, updated: 2 }, message: null, createdByName: 'Asha Rao', createdAt: '2026-11-24T08:00:00Z', finishedAt: '2026-11-24T08:00:03Z' }));
    fireEvent.click(await view.findByRole('button', { name: 'Upload products' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'Upload products' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText('File of products'), { target: { files: [new File(['x'], 'catalogue.xlsx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('10 products added and 2 updated', undefined, LOAD)).toBeTruthy();
    expect(((tester.http.callsTo('POST', ORDERS_API.bulkProducts)[0].body as FormData).get('file') as File).name).toBe('catalogue.xlsx');
  });

  it('has no serious or critical accessibility violation (list, drawer, dialog)', async () => {
    const { view } = setUp();
    await view.findByRole('button', { name: 'TSH-001: details and price history' }, LOAD);
    expect(await seriousA11yViolations(view.container.querySelector('section')!)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'TSH-001: details and price history' }));
    const drawer = await view.findByRole('dialog', undefined, LOAD);
    await within(drawer).findByRole('table', { name: 'Price changes' }, LOAD);
    await within(drawer).findByRole('img', { name: /Unit price of TSH-001/ }, LOAD);
    expect(await seriousA11yViolations(drawer)).toEqual([]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit product' }));
    const dialog = await view.findByRole('dialog', { name: 'Edit TSH-001' }, LOAD);
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });
});
