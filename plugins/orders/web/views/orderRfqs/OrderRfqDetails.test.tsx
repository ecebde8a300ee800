import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type OrderRfqDetails } from '../../../shared/types';
import { QUOTE_LINES, QUOTES, RFQ, ok } from './orderRfqFixtures';

const LOAD = { timeout: 10_000 };
const ALL = { orders: ['Read', 'Create', 'Update', 'Delete', 'Approve'] };
const PATH = `${ORDERS_API.orderRfqs}/r7`;
const tabs = (view: ReturnType<typeof renderWorkbench>) => view.getAllByRole('tab').map((t) => t.textContent);
const buttons = (view: ReturnType<typeof renderWorkbench>, names: string[]) => names.filter((name) => view.queryByRole('button', { name }));

function serve(tester: ReturnType<typeof createPluginTester>, record: OrderRfqDetails) {
  tester.http.on('GET', PATH, ok({ record }));
  tester.http.on('GET', `${PATH}/activity`, ok({ items: [] }));
  tester.http.on('GET', `${PATH}/comments`, ok({ items: [] }));
  tester.http.on('GET', ORDERS_API.supplierQuotes, ok({ items: QUOTES }));
  tester.http.on('GET', ORDERS_API.supplierQuoteLineItems, ok({ items: QUOTE_LINES }));
}

describe('Order RFQ details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('a DRAFT: lines, suppliers with their progress, Edit, Send to suppliers and Cancel; a line is deleted with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, { ...RFQ, status: 'DRAFT', quotedCount: 0 });
    tester.http.on('POST', ORDERS_API.deleteOrderRfqLineItems, ok({ record: RFQ }));
    const view = renderWorkbench(tester, '/order-rfqs/r7');
    await view.findByRole('heading', { name: /ORFQ-2026-0007 · Spring T-shirts/ }, LOAD);
    expect(tabs(view)).toEqual(['Overview (2 lines)', 'Comments', 'Activity']);
    expect(buttons(view, ['Edit', 'Send to suppliers', 'Close quoting', 'Cancel RFQ', 'Award…'])).toEqual(['Edit', 'Send to suppliers', 'Cancel RFQ']);
    const suppliers = view.getByRole('table', { name: 'Suppliers' });
    expect(within(suppliers).getAllByText('Quoted')).toHaveLength(2);
    expect(within(suppliers).getByText('Viewed')).toBeTruthy();
    expect(view.getByRole('link', { name: 'REQ-2026-0004' }).getAttribute('href')).toBe('/requisitions/q1');
    fireEvent.click(view.getByRole('button', { name: 'Delete line 2' }));
    fireEvent.click(await view.findByRole('button', { name: 'Delete line' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.deleteOrderRfqLineItems)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.deleteOrderRfqLineItems)[0].body).toEqual({ data: { rfqId: 'r7', version: 5, lineItemIds: ['l2'] } });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Line 2 deleted');
  });

  it('the compare matrix: submitted quotes only, the lowest unit price per line highlighted, totals against the target and their chart', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, RFQ);
    const view = renderWorkbench(tester, '/order-rfqs/r7?tab=quotes');
    const matrix = await view.findByRole('table', { name: 'Quote comparison' }, LOAD);
    expect(tester.http.callsTo('GET', ORDERS_API.supplierQuoteLineItems)[0].query).toEqual({ rfqId: 'r7' });
    const headers = within(matrix).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.some((h) => h?.startsWith('Tiruppur Knits'))).toBe(true);
    expect(headers.some((h) => h?.startsWith('Dhaka Garments'))).toBe(true);
    expect(headers.some((h) => h?.startsWith('Hanoi Textiles'))).toBe(false);
    const lowest = [...matrix.querySelectorAll('[data-lowest]')].map((cell) => cell.textContent);
    expect(lowest).toEqual([expect.stringMatching(/USD.3\.20.*Lowest/), expect.stringMatching(/USD.1\.50.*Lowest/)]);
    expect(within(matrix).getAllByText('Lowest')).toHaveLength(2);
    const total = within(matrix).getAllByRole('row').at(-1)!;
    expect(total.textContent).toMatch(/USD.3,720\.00.*USD.3,550\.00.*USD.3,650\.00/);
    expect(await view.findByRole('img', { name: /Supplier totals: 2 bars; highest Dhaka Garments USD.3,650\.00; Target total USD.3,720\.00/ }, LOAD)).toBeTruthy();
  });

  it('the award: each line to its lowest price by default, totals per supplier; the award posts the quantities and shows the purchase orders it made', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, RFQ);
    const purchaseOrders = [
      { _id: 'po1', poNumber: 'PO-2026-0031', supplierName: 'Tiruppur Knits', status: 'DRAFT' as const, totalAmount: '2880.00' },
      { _id: 'po2', poNumber: 'PO-2026-0032', supplierName: 'Dhaka Garments', status: 'DRAFT' as const, totalAmount: '635.00' },
    ];
    tester.http.on('POST', ORDERS_API.awardSupplierQuotes, ok({ record: { ...RFQ, status: 'AWARDED', purchaseOrders }, purchaseOrderIds: ['po1', 'po2'] }));
    const view = renderWorkbench(tester, '/order-rfqs/r7?tab=award');
    const award = await view.findByRole('table', { name: 'Award' }, LOAD);
    const quantity = (supplier: string, line: number) => within(award).getByLabelText(`Quantity for ${supplier}, line ${line}`) as HTMLInputElement;
    expect([quantity('Tiruppur Knits', 1).value, quantity('Dhaka Garments', 1).value, quantity('Tiruppur Knits', 2).value, quantity('Dhaka Garments', 2).value]).toEqual(['1000', '0', '0', '200']);
    // Split line 1: 900 to Tiruppur, 100 to Dhaka.
    fireEvent.change(quantity('Tiruppur Knits', 1), { target: { value: '900' } });
    fireEvent.change(quantity('Dhaka Garments', 1), { target: { value: '100' } });
    const totals = view.getByRole('table', { name: 'Totals per supplier' });
    expect(within(totals).getAllByRole('row').map((r) => r.textContent)).toEqual(['SupplierLinesTotal', expect.stringMatching(/^Tiruppur Knits1USD.2,880\.00$/), expect.stringMatching(/^Dhaka Garments2USD.635\.00$/)]);
    fireEvent.click(view.getByRole('button', { name: 'Award and create purchase orders' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.awardSupplierQuotes)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.awardSupplierQuotes)[0].body).toEqual({
      data: {
        rfqId: 'r7',
        version: 5,
        awards: [
          { supplierQuoteLineItemId: 't1', quantity: '900' },
          { supplierQuoteLineItemId: 'd1', quantity: '100' },
          { supplierQuoteLineItemId: 'd2', quantity: '200' },
        ],
      },
    });
    const created = await view.findByRole('list', { name: 'Purchase orders created' }, LOAD);
    expect(within(created).getByRole('link', { name: 'PO-2026-0031' }).getAttribute('href')).toBe('/orders/po1');
    expect(within(created).getByRole('link', { name: 'PO-2026-0032' }).getAttribute('href')).toBe('/orders/po2');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Purchase orders created');
  });

  it('the award refuses a quantity that is not a number or more than asked, and shows the server’s 400 beside the cell it names', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, RFQ);
    tester.http.on('POST', ORDERS_API.awardSupplierQuotes, { success: false, error: { message: 'More than Dhaka Garments quoted', field: 'data.awards.1.quantity' } }, { status: 400 });
    const view = renderWorkbench(tester, '/order-rfqs/r7?tab=award');
    const award = await view.findByRole('table', { name: 'Award' }, LOAD);
    const cell = (supplier: string, line: number) => within(award).getByLabelText(`Quantity for ${supplier}, line ${line}`);
    fireEvent.change(cell('Dhaka Garments', 1), { target: { value: 'ten' } });
    fireEvent.change(cell('Tiruppur Knits', 2), { target: { value: '50' } });
    fireEvent.click(view.getByRole('button', { name: 'Award and create purchase orders' }));
    expect(await within(award).findByText('A quantity of 0 or more')).toBeTruthy();
    expect(within(award).getAllByText('More than the 200 asked in all')).toHaveLength(2);
    expect(tester.http.callsTo('POST', ORDERS_API.awardSupplierQuotes)).toHaveLength(0);
    fireEvent.change(cell('Dhaka Garments', 1), { target: { value: '0' } });
    fireEvent.change(cell('Tiruppur Knits', 2), { target: { value: '0' } });
    fireEvent.click(view.getByRole('button', { name: 'Award and create purchase orders' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.awardSupplierQuotes)).toHaveLength(1), LOAD);
    const refused = cell('Dhaka Garments', 2);
    await waitFor(() => expect(document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent).toBe('More than Dhaka Garments quoted'), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to award: More than Dhaka Garments quoted');
  });

  it('an AWARDED RFQ lists its awarded lines and links its purchase orders; no moves are left', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, {
      ...RFQ,
      status: 'AWARDED',
      awards: [{ rfqLineItemId: 'l1', supplierQuoteLineItemId: 't1', supplierId: 's1', supplierName: 'Tiruppur Knits', quantity: '1000', unitPrice: '3.20' }],
      purchaseOrders: [{ _id: 'po1', poNumber: 'PO-2026-0031', supplierName: 'Tiruppur Knits', status: 'DRAFT', totalAmount: '3200.00' }],
    });
    const view = renderWorkbench(tester, '/order-rfqs/r7?tab=award');
    expect((await view.findByRole('link', { name: 'PO-2026-0031' }, LOAD)).getAttribute('href')).toBe('/orders/po1');
    expect(within(view.getByRole('table', { name: 'Awarded lines' })).getByText('1. ACM-TS-01')).toBeTruthy();
    expect(buttons(view, ['Edit', 'Send to suppliers', 'Close quoting', 'Cancel RFQ', 'Award…'])).toEqual([]);
  });
});
