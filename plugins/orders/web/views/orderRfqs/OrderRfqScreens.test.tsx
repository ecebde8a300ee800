import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type NewOrderRfq } from '../../../shared/types';
import { PRODUCT, SUPPLIERS } from '../requisitions/requisitionFixtures';
import { LIST_ITEM, RFQ, ok, page } from './orderRfqFixtures';

const LOAD = { timeout: 10_000 };
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

function lookups(tester: ReturnType<typeof createPluginTester>) {
  tester.http.on('GET', ORDERS_API.listCompanyLocations, ok({ items: [] }));
  tester.http.on('GET', ORDERS_API.suppliers, ok({ items: SUPPLIERS }));
  tester.http.on('GET', ORDERS_API.products, page([PRODUCT]));
}

describe('Order RFQ list and form', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the order RFQs with their requisition, deadline, lines and suppliers quoted of invited; filters by status', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create'] } });
    tester.http.on('GET', ORDERS_API.orderRfqs, page([LIST_ITEM, { ...LIST_ITEM, _id: 'r8', reference: 'ORFQ-2026-0008', requisitionId: null, requisitionReference: null, status: 'DRAFT', quotedCount: 0 }]));
    const view = renderWorkbench(tester, '/order-rfqs');
    const table = await view.findByRole('region', { name: 'Order RFQs' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'ORFQ-2026-0007' }, LOAD)).getAttribute('href')).toBe('/order-rfqs/r7');
    expect(within(table).getByRole('link', { name: 'REQ-2026-0004' }).getAttribute('href')).toBe('/requisitions/q1');
    expect(within(table).getByText('2 / 3')).toBeTruthy();
    expect(within(table).getByText('0 / 3')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.orderRfqs).at(-1)?.query).toMatchObject({ filter: { status: 'OPEN' } }), LOAD);
    expect(view.getByRole('button', { name: 'New order RFQ' })).toBeTruthy();
  });

  it('a new RFQ: checks on the client, posts create-order-rfq-with-line-items with its suppliers and lines, opens it', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update'] } });
    lookups(tester);
    tester.http.on('POST', ORDERS_API.createWithLineItems, ok({ record: RFQ, id: 'r7' }));
    tester.http.on('GET', `${ORDERS_API.orderRfqs}/r7`, ok({ record: RFQ }));
    tester.http.on('GET', `${ORDERS_API.orderRfqs}/r7/activity`, ok({ items: [] }));
    const view = renderWorkbench(tester, '/order-rfqs/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.submit(title.form!);
    expect(await view.findByText('Give the RFQ a title')).toBeTruthy();
    expect(view.getByText('Pick at least one supplier')).toBeTruthy();
    expect(describedBy(view.getByLabelText('SKU, line 1'))).toBe('Give the SKU');
    fireEvent.change(title, { target: { value: 'Spring T-shirts' } });
    fireEvent.change(view.getByLabelText(/^Incoterm/), { target: { value: 'CIF' } });
    fireEvent.change(view.getByLabelText(/^Quote deadline/), { target: { value: '2099-12-01T17:00' } });
    fireEvent.click(await view.findByLabelText('Tiruppur Knits (TIRU, IN)', undefined, LOAD));
    fireEvent.change(view.getByLabelText('SKU, line 1'), { target: { value: 'ACM-TS-01' } });
    await waitFor(() => expect((view.getByLabelText('Target unit price, line 1') as HTMLInputElement).value).toBe('3.40'), LOAD);
    expect((view.getByLabelText('HS code, line 1') as HTMLInputElement).value).toBe('610910');
    fireEvent.change(view.getByLabelText('Quantity, line 1'), { target: { value: '1000' } });
    expect(within(view.getByRole('table', { name: 'Lines' })).getAllByText(/USD.3,400\.00/)).toHaveLength(2);
    fireEvent.submit(title.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.createWithLineItems)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', ORDERS_API.createWithLineItems)[0].body as { data: NewOrderRfq }).data;
    expect(sent).toMatchObject({ title: 'Spring T-shirts', currency: 'USD', incoterm: 'CIF', shipToLocationId: null, notes: null, supplierIds: ['s1'], quoteDeadline: new Date('2099-12-01T17:00').toISOString() });
    expect(sent.lines).toEqual([
      { productId: 'p1', requisitionLineItemId: null, sku: 'ACM-TS-01', description: 'Cotton T-shirt, white', hsCode: '610910', quantity: '1000', unit: 'PCS', targetUnitPrice: '3.40', neededBy: sent.lines[0].neededBy },
    ]);
    expect(await view.findByRole('heading', { name: /ORFQ-2026-0007/ }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Order RFQ created');
  });

  it('only a DRAFT is edited: an OPEN RFQ says so', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update'] } });
    lookups(tester);
    tester.http.on('GET', `${ORDERS_API.orderRfqs}/r7`, ok({ record: { ...RFQ, status: 'OPEN' } }));
    const view = renderWorkbench(tester, '/order-rfqs/r7/edit');
    expect(await view.findByText(/can be edited while it is a draft; this one is open/, undefined, LOAD)).toBeTruthy();
  });
});
