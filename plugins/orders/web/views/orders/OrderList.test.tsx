import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { serveOrderScreens } from './serveOrderScreens';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('Purchase orders list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the orders under the counters; links keep the prefix; a counter filters by its status, Late by lateness', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update'] } });
    serveOrderScreens(tester.http);
    const view = renderWorkbench(tester, '/ordersV2');
    const table = await view.findByRole('region', { name: 'Orders' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'PO-2026-0007' }, LOAD);
    expect(link.getAttribute('href')).toBe('/ordersV2/o1');
    expect(within(table).getByText(/USD.12,750\.00/)).toBeTruthy();
    expect(within(table).getByText('Late 9 d')).toBeTruthy();
    expect(within(table).getByText('Acknowledged')).toBeTruthy();
    const counters = view.getByRole('group', { name: 'Orders by status' });
    await waitFor(() => expect(text(counters)).toContain('Acknowledged 4'), LOAD);
    expect(text(counters)).toContain('All 16');
    expect(text(counters)).toContain('Late 2');
    const issued = within(counters).getByRole('button', { name: 'Issued 3' });
    fireEvent.click(issued);
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.orders).at(-1)?.query).toMatchObject({ filter: { status: 'ISSUED' } }), LOAD);
    await waitFor(() => expect(within(counters).getByRole('button', { name: 'Issued 3' }).getAttribute('aria-pressed')).toBe('true'));
    expect((view.getByLabelText('Status') as HTMLSelectElement).value).toBe('ISSUED');
    // The figures count under the other filters, not the status they set.
    expect(tester.http.callsTo('GET', ORDERS_API.summary).at(-1)?.query?.filter).toBeUndefined();
    fireEvent.click(within(counters).getByRole('button', { name: 'Late 2' }));
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.orders).at(-1)?.query).toMatchObject({ filter: { status: 'ISSUED', late: 'true' } }), LOAD);
    fireEvent.change(view.getByLabelText('Supplier'), { target: { value: 's1' } });
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.orders).at(-1)?.query).toMatchObject({ filter: { supplierId: 's1' } }), LOAD);
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.summary).at(-1)?.query).toMatchObject({ filter: { supplierId: 's1' } }), LOAD);
    expect(tester.http.callsTo('GET', ORDERS_API.aggregateLineItemDelay).at(-1)?.query).toMatchObject({ supplierId: 's1' });
    expect(view.getByRole('button', { name: 'New purchase order' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Upload orders' }).getAttribute('href')).toBe('/orders/uploads?upload=1');
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('draws the four analytics charts, each with its table and a currency picker', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read'] } });
    serveOrderScreens(tester.http);
    const view = renderWorkbench(tester, '/orders');
    const delays = await view.findByRole('region', { name: 'Line delay distribution' }, LOAD);
    expect(await within(delays).findByRole('img', { name: /Line delay distribution: 5 bars; highest On time 12/ }, LOAD)).toBeTruthy();
    fireEvent.click(within(delays).getByRole('button', { name: 'Table' }));
    const table = within(delays).getByRole('table', { name: 'Line delay distribution' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['DelayLines', 'On time12', '1–7 days0', '8–14 days3', '15–30 days0', 'Over 30 days0']);
    const revenue = view.getByRole('region', { name: 'Revenue by supplier per month' });
    expect(await within(revenue).findByRole('img', { name: /Revenue in Mar 2026 by supplier: Saigon Garments USD 4,000\.25|Revenue in Mar 2026 by supplier: Shenzhen/ }, LOAD)).toBeTruthy();
    fireEvent.change(within(revenue).getByLabelText('Currency of Revenue by supplier per month'), { target: { value: 'EUR' } });
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.aggregateByRevenue).at(-1)?.query).toMatchObject({ currency: 'EUR' }), LOAD);
    const performance = view.getByRole('region', { name: 'Supplier on-time performance' });
    fireEvent.click(within(performance).getByRole('button', { name: 'Table' }));
    expect(within(performance).getByRole('row', { name: /Shenzhen Bright Textiles/ }).textContent).toBe('Shenzhen Bright Textiles108280 %3.5');
    fireEvent.click(view.getByRole('button', { name: 'Analytics' }));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Line delay distribution' })).toBeNull());
    expect(window.localStorage.getItem('portolan.orders.analyticsOpen')).toBe('false');
    fireEvent.click(view.getByRole('button', { name: 'Analytics' }));
  });

  it('with no order yet: the empty state offers New purchase order and Upload orders', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create'] } });
    serveOrderScreens(tester.http).on('GET', ORDERS_API.orders, { success: true, data: { items: [], count: 0, nextCursor: null, prevCursor: null } });
    const view = renderWorkbench(tester, '/orders');
    expect(await view.findByText('No purchase orders yet', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'New purchase order' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Upload orders' }).getAttribute('href')).toBe('/orders/uploads?upload=1');
  });
});
