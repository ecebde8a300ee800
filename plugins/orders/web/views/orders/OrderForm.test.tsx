import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type NewPurchaseOrder } from '../../../shared/types';
import { ORDER } from './orderFixtures';
import { serveOrderScreens } from './serveOrderScreens';

const LOAD = { timeout: 10_000 };
const writer = { orders: ['Read', 'Create', 'Update'] };
type View = ReturnType<typeof renderWorkbench>;
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

function fillLine(view: View, n: number, cells: Record<string, string>) {
  for (const [label, value] of Object.entries(cells)) fireEvent.change(view.getByLabelText(`${label}, line ${n}`), { target: { value } });
}

describe('Purchase order form', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('checks the order on the client beside each field and line cell, sending nothing while it is wrong', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveOrderScreens(tester.http);
    const view = renderWorkbench(tester, '/orders/new');
    const supplier = (await view.findByLabelText(/^Supplier/, undefined, LOAD)) as HTMLSelectElement;
    fillLine(view, 1, { Quantity: '0', 'Unit price': '4,25', 'Cargo ready': '2026-05-01', 'Required delivery': '2026-04-01' });
    fireEvent.submit(supplier.form!);
    expect(await view.findByText('Choose the supplier')).toBeTruthy();
    expect(errorOf(view.getByLabelText('SKU, line 1'))).toBe('Give the SKU');
    expect(errorOf(view.getByLabelText('Quantity, line 1'))).toBe('The quantity must be above 0');
    expect(errorOf(view.getByLabelText('Unit price, line 1'))).toBe('A price, e.g. 4.25');
    expect(errorOf(view.getByLabelText('Required delivery, line 1'))).toBe('The required delivery cannot be before cargo is ready');
    fireEvent.click(view.getByRole('button', { name: 'Remove line 1' }));
    fireEvent.submit(supplier.form!);
    expect(await view.findByText('Add at least one line')).toBeTruthy();
    expect(tester.http.callsTo('POST', ORDERS_API.orders)).toHaveLength(0);
  });

  it("fills from the supplier, computes amounts exactly, shows the server's 400 beside the line cell it names keeping everything typed, then creates the order", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveOrderScreens(tester.http);
    tester.http.on('POST', ORDERS_API.orders, FakeHttpClient.reply(400, { success: false, error: { message: 'lines.1.quantity must be at most 1000000', code: 'VALIDATION_ERROR', field: 'data.lines.1.quantity' } }));
    const view = renderWorkbench(tester, '/ordersV2/new');
    const supplier = (await view.findByLabelText(/^Supplier/, undefined, LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(supplier.options.length).toBe(3), LOAD);
    fireEvent.change(supplier, { target: { value: 's1' } });
    expect((view.getByLabelText(/^Currency/) as HTMLInputElement).value).toBe('USD');
    expect((view.getByLabelText(/^Payment terms/) as HTMLInputElement).value).toBe('30 days from B/L');
    fireEvent.change(view.getByLabelText(/^Incoterm/), { target: { value: 'FCA' } });
    fillLine(view, 1, { SKU: 'TS-100', Description: 'T-shirt', Quantity: '3', 'Unit price': '0.115', 'Cargo ready': '2026-04-10', 'Required delivery': '2026-05-20' });
    // Enter in a cell adds a line (taking the previous line's unit and days).
    fireEvent.keyDown(view.getByLabelText('Unit price, line 1'), { key: 'Enter' });
    fillLine(view, 2, { SKU: 'TS-200', Quantity: '99999999', 'Unit price': '2.50' });
    expect((view.getByLabelText('Cargo ready, line 2') as HTMLInputElement).value).toBe('2026-04-10');
    const grid = view.getByRole('table', { name: 'Order lines' }).textContent!.replace(/\u00a0/g, ' ');
    expect(grid).toContain('1USD 0.35');
    expect(grid).toContain('Total (2 lines)USD 249,999,997.85');
    fireEvent.submit(supplier.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.orders)).toHaveLength(1), LOAD);
    const quantity = view.getByLabelText('Quantity, line 2') as HTMLInputElement;
    await waitFor(() => expect(errorOf(quantity)).toBe('lines.1.quantity must be at most 1000000'));
    expect(quantity.value).toBe('99999999');
    expect((view.getByLabelText('SKU, line 1') as HTMLInputElement).value).toBe('TS-100');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Could not create the purchase order: lines.1.quantity must be at most 1000000');

    tester.http.on('POST', ORDERS_API.orders, { success: true, data: { record: ORDER, id: 'o1' } });
    fireEvent.change(quantity, { target: { value: '400' } });
    fireEvent.submit(supplier.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.orders)).toHaveLength(2), LOAD);
    const sent = (tester.http.callsTo('POST', ORDERS_API.orders)[1].body as { data: NewPurchaseOrder }).data;
    expect(sent).toEqual({
      poNumber: null,
      supplierId: 's1',
      orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      incoterm: 'FCA',
      currency: 'USD',
      paymentTerms: '30 days from B/L',
      shipFrom: null,
      pol: 'CNSZX',
      pod: null,
      shipToLocationId: null,
      notes: null,
      lines: [
        { sku: 'TS-100', description: 'T-shirt', hsCode: null, quantity: '3', unit: 'PCS', unitPrice: '0.115', cargoReadyDate: '2026-04-10', requiredDeliveryDate: '2026-05-20' },
        { sku: 'TS-200', hsCode: null, quantity: '400', unit: 'PCS', unitPrice: '2.50', cargoReadyDate: '2026-04-10', requiredDeliveryDate: '2026-05-20' },
      ],
    });
    expect(await view.findByRole('heading', { name: /PO-2026-0007/ }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Purchase order created');
  });

  it('imports lines from a file into the empty editor and lists the rows it refused', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveOrderScreens(tester.http).on('POST', ORDERS_API.lineItemUploads, {
      success: true,
      data: { lines: [{ sku: 'TS-100', description: 'T-shirt', quantity: '10', unit: 'PCS', unitPrice: '4.25', cargoReadyDate: '2026-04-10', requiredDeliveryDate: '2026-05-20' }], errors: [{ row: 3, field: 'quantity', message: 'Not a number' }] },
    });
    const view = renderWorkbench(tester, '/orders/new');
    const input = (await view.findByLabelText('Lines file (CSV or XLSX)', undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['sku,quantity\nTS-100,10\n'], 'lines.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect((view.getByLabelText('SKU, line 1') as HTMLInputElement).value).toBe('TS-100'), LOAD);
    expect(view.queryByLabelText('SKU, line 2')).toBeNull();
    expect(view.getByRole('table', { name: 'Problems in the file' }).textContent).toContain('Not a number');
    expect((tester.http.callsTo('POST', ORDERS_API.lineItemUploads)[0].body as FormData).get('target')).toBe('order');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('1 line imported, 1 row problem');
  });

  it('edits a DRAFT with its version; a non-draft cannot be edited', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    const draft = { ...ORDER, status: 'DRAFT' as const };
    serveOrderScreens(tester.http, draft).on('POST', `${ORDERS_API.orders}/o1/`, { success: true, data: { record: draft } });
    const view = renderWorkbench(tester, '/orders/o1/edit');
    await view.findByRole('heading', { name: 'Edit PO-2026-0007' }, LOAD);
    expect((view.getByLabelText('SKU, line 3') as HTMLInputElement).value).toBe('TS-300');
    fireEvent.submit((view.getByLabelText('SKU, line 1') as HTMLInputElement).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.orders}/o1/`)).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', `${ORDERS_API.orders}/o1/`)[0].body as { data: { version: number; poNumber: string } }).data).toMatchObject({ version: 6, poNumber: 'PO-2026-0007' });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Purchase order saved');
    cleanup();
    const other = createPluginTester({ plugin, accesses: writer });
    serveOrderScreens(other.http);
    const second = renderWorkbench(other, '/orders/o1/edit');
    expect(await second.findByText('Only a draft can be edited', undefined, LOAD)).toBeTruthy();
  });
});
