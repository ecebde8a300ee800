import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type NewRequisition } from '../../../shared/types';
import { LOCATIONS, PRODUCT, REQUISITION, ok, page } from './requisitionFixtures';

const LOAD = { timeout: 10_000 };
const writer = { requisitions: ['Read', 'Create', 'Update'] };
const value = (view: ReturnType<typeof renderWorkbench>, label: string) => (view.getByLabelText(label) as HTMLInputElement).value;
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

function lookups(tester: ReturnType<typeof createPluginTester>) {
  tester.http.on('GET', ORDERS_API.listCompanyLocations, ok({ items: LOCATIONS }));
  tester.http.on('GET', ORDERS_API.products, page([PRODUCT]));
}

describe('Requisition form', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('checks the fields and each line cell on the client, sending nothing while they are wrong', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    lookups(tester);
    const view = renderWorkbench(tester, '/requisitions/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(view.getByLabelText('Quantity, line 1'), { target: { value: '0' } });
    fireEvent.change(view.getByLabelText('Estimated unit price, line 1'), { target: { value: '3,40' } });
    fireEvent.submit(title.form!);
    expect(await view.findByText('Give the requisition a title')).toBeTruthy();
    expect(describedBy(view.getByLabelText('SKU, line 1'))).toBe('Give the SKU');
    expect(describedBy(view.getByLabelText('Quantity, line 1'))).toBe('A quantity above 0, at most 3 decimals');
    expect(describedBy(view.getByLabelText('Estimated unit price, line 1'))).toBe('An amount, e.g. 12.50');
    fireEvent.click(view.getByRole('button', { name: 'Remove line 1' }));
    fireEvent.submit(title.form!);
    expect(await view.findByText('Add at least one line')).toBeTruthy();
    expect(tester.http.callsTo('POST', ORDERS_API.requisitions)).toHaveLength(0);
  });

  it('fills a line from the catalogue, computes the amounts exactly, shows the server’s 400 beside the cell and keeps what was typed', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    lookups(tester);
    tester.http.on('POST', ORDERS_API.requisitions, { success: false, error: { message: 'lines.1.quantity must be at most 1000000', field: 'data.lines.1.quantity', code: 'VALIDATION_ERROR' } }, { status: 400 });
    const view = renderWorkbench(tester, '/requisitions/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Spring T-shirts' } });
    await waitFor(() => expect(view.getByRole('option', { name: /Bengaluru warehouse/ })).toBeTruthy(), LOAD);
    fireEvent.change(view.getByLabelText('Location'), { target: { value: 'loc1' } });
    fireEvent.change(view.getByLabelText('SKU, line 1'), { target: { value: 'acm-ts-01' } });
    await waitFor(() => expect(value(view, 'Description, line 1')).toBe('Cotton T-shirt, white'), LOAD);
    expect(tester.http.callsTo('GET', ORDERS_API.products).at(-1)?.query).toMatchObject({ search: 'acm-ts-01' });
    expect(value(view, 'SKU, line 1')).toBe('ACM-TS-01');
    expect(value(view, 'Category, line 1')).toBe('Apparel');
    expect(value(view, 'Unit, line 1')).toBe('PCS');
    expect(value(view, 'Estimated unit price, line 1')).toBe('3.40');
    fireEvent.change(view.getByLabelText('Quantity, line 1'), { target: { value: '1000.5' } });
    fireEvent.click(view.getByRole('button', { name: 'Add line' }));
    fireEvent.change(view.getByLabelText('SKU, line 2'), { target: { value: 'CAP-02' } });
    fireEvent.change(view.getByLabelText('Quantity, line 2'), { target: { value: '5000000' } });
    fireEvent.change(view.getByLabelText('Estimated unit price, line 2'), { target: { value: '0.1' } });
    // 1000.5 × 3.40 = 3401.70 and 5,000,000 × 0.1 = 500,000.00, summed exactly.
    expect(view.getByText(/USD.3,401\.70/)).toBeTruthy();
    expect(view.getByText(/USD.503,401\.70/)).toBeTruthy();
    fireEvent.submit(title.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.requisitions)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', ORDERS_API.requisitions)[0].body as { data: NewRequisition }).data;
    expect(sent).toMatchObject({ title: 'Spring T-shirts', locationId: 'loc1', currency: 'USD', department: null });
    expect(sent.lines).toEqual([
      { productId: 'p1', sku: 'ACM-TS-01', description: 'Cotton T-shirt, white', category: 'Apparel', quantity: '1000.5', unit: 'PCS', estimatedUnitPrice: '3.40', neededBy: sent.neededBy },
      { productId: null, sku: 'CAP-02', quantity: '5000000', estimatedUnitPrice: '0.1', neededBy: sent.neededBy },
    ]);
    const quantity = view.getByLabelText('Quantity, line 2');
    await waitFor(() => expect(describedBy(quantity)).toBe('lines.1.quantity must be at most 1000000'), LOAD);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(value(view, 'Quantity, line 2')).toBe('5000000');
    expect(title.value).toBe('Spring T-shirts');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the requisition');
  });

  it('imports lines from a file into the empty grid, creates the requisition and opens it', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    lookups(tester);
    tester.http.on('POST', ORDERS_API.lineItemUploads, ok({
      lines: [
        { productId: 'p1', sku: 'ACM-TS-01', description: 'Cotton T-shirt, white', category: 'Apparel', quantity: '1000', unit: 'PCS', estimatedUnitPrice: '3.40', neededBy: '2027-02-01' },
        { sku: 'ACM-CAP-02', quantity: '200', estimatedUnitPrice: '1.60', neededBy: '' },
      ],
      errors: [{ row: 4, field: 'quantity', message: 'Not a number' }],
    }));
    tester.http.on('POST', ORDERS_API.requisitions, ok({ record: REQUISITION, id: 'q1' }));
    tester.http.on('GET', `${ORDERS_API.requisitions}/q1`, ok({ record: REQUISITION }));
    const view = renderWorkbench(tester, '/requisitions/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Spring T-shirts' } });
    const file = new File(['sku,quantity\nACM-TS-01,1000\n'], 'lines.csv', { type: 'text/csv' });
    fireEvent.change(view.getByLabelText('Lines file (CSV or XLSX)'), { target: { files: [file] } });
    await waitFor(() => expect(value(view, 'SKU, line 2')).toBe('ACM-CAP-02'), LOAD);
    const upload = tester.http.callsTo('POST', ORDERS_API.lineItemUploads)[0].body as FormData;
    expect(upload.get('target')).toBe('requisition');
    expect((upload.get('file') as File).name).toBe('lines.csv');
    expect(view.queryByLabelText('SKU, line 3')).toBeNull();
    expect(value(view, 'Needed by, line 2')).toBe((view.getByLabelText(/^Needed by\s*\(required\)/) as HTMLInputElement).value);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('2 lines imported; 1 problem: row 4 quantity: Not a number');
    fireEvent.submit(title.form!);
    expect(await view.findByRole('heading', { name: /REQ-2026-0004 · Spring T-shirts/ }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Requisition created');
  });
});
