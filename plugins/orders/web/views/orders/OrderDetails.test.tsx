import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type CreateShipmentFromLines } from '../../../shared/types';
import { ORDER, line } from './orderFixtures';
import { serveOrderScreens } from './serveOrderScreens';

const LOAD = { timeout: 10_000 };
const ALL = { orders: ['Read', 'Create', 'Update', 'Delete', 'Approve'] };
const ok = (data: unknown) => ({ success: true, data });
type View = ReturnType<typeof renderWorkbench>;
const tabs = (view: View) => view.getAllByRole('tab').map((t) => t.textContent);
const buttons = (view: View, names: string[]) => names.filter((name) => view.queryByRole('button', { name }));
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);

describe('Purchase order details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('an acknowledged order: header, milestone progress, its moves and tabs; lines, changes and milestones render', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serveOrderScreens(tester.http);
    const view = renderWorkbench(tester, '/ordersV2/o1');
    await view.findByRole('heading', { name: /PO-2026-0007/ }, LOAD);
    expect(tabs(view)).toEqual(['Overview', 'Lines (3)', 'Changes (1)', 'Milestones', 'Approval', 'Comments', 'Activity']);
    expect(buttons(view, ['Edit', 'Submit for approval', 'Close order', 'Cancel order', 'Create shipment', 'Download PDF', 'Copy supplier link', 'Resend link'])).toEqual([
      'Close order', 'Cancel order', 'Create shipment', 'Download PDF', 'Copy supplier link', 'Resend link',
    ]);
    const steps = within(view.getByRole('list', { name: 'Milestone progress' })).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[1].textContent).toContain('1 d late');
    expect(steps[2].getAttribute('aria-current')).toBe('step');
    expect(view.getByRole('region', { name: 'Supplier link' }).textContent).toContain('li@szbt.example');
    expect(view.getByRole('link', { name: '← Purchase orders' }).getAttribute('href')).toBe('/ordersV2');

    fireEvent.click(view.getByRole('tab', { name: 'Lines (3)' }));
    const lines = view.getByRole('table', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2].textContent).toContain('Late 9 d');
    expect(rows[3].textContent).toContain('Booked');
    expect(rows[3].textContent).toContain('Fully booked');
    expect(within(rows[3]).getByRole('link', { name: 'PO-2026-0007-1' }).getAttribute('href')).toBe('/shipments/sh9');

    fireEvent.click(view.getByRole('tab', { name: 'Changes (1)' }));
    const changes = view.getByRole('table', { name: 'Proposed changes' });
    expect(within(changes).getAllByRole('row')[1].textContent).toMatch(/2\. TS-200Cargo ready.*Fabric arrives latePending/);
    // Acknowledged: nothing to answer.
    expect(view.queryByRole('button', { name: 'Accept changes' })).toBeNull();

    fireEvent.click(view.getByRole('tab', { name: 'Milestones' }));
    expect(view.getByRole('img', { name: 'Milestones of 3 lines: 1 late; the latest, line 2 (TS-200), 9 days' })).toBeTruthy();
    expect(view.container.querySelectorAll('.po-timeline-row')).toHaveLength(3);
    fireEvent.click(view.getByRole('button', { name: 'Table' }));
    expect(within(view.getByRole('table', { name: 'Milestones per line' })).getAllByRole('row')).toHaveLength(4);

    fireEvent.click(view.getByRole('tab', { name: 'Activity' }));
    expect(await within(await view.findByRole('table', { name: 'Activity' }, LOAD)).findByText('Li Wei', undefined, LOAD)).toBeTruthy();
  });

  it('creates a shipment from two selected lines with a partial quantity, then shows them booked', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serveOrderScreens(tester.http);
    const booked = { ...ORDER, version: 7, lines: [line(1, { milestone: 'BOOKED', bookedQuantity: '400', openQuantity: '600' }), line(2, { milestone: 'BOOKED', bookedQuantity: '1000', openQuantity: '0' }), ORDER.lines[2]] };
    tester.http.on('POST', ORDERS_API.createShipment('o1'), (request) => {
      tester.http.on('GET', `${ORDERS_API.orders}/o1`, ok({ record: booked }));
      return ok({ shipmentId: 'sh10', shipmentReference: 'PO-2026-0007-2', record: booked, echo: request.body });
    });
    const view = renderWorkbench(tester, '/orders/o1?tab=lines');
    await view.findByRole('table', { name: 'Lines' }, LOAD);
    fireEvent.click(view.getByLabelText('Select line 1'));
    fireEvent.click(view.getByLabelText('Select line 2'));
    fireEvent.click(within(view.getByRole('tabpanel')).getByRole('button', { name: 'Create shipment' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    const quantity = within(dialog).getByLabelText('Quantity to ship, line 1') as HTMLInputElement;
    expect(quantity.value).toBe('1000');
    fireEvent.change(quantity, { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText(/^Carrier/), { target: { value: 'MAEU' } });
    fireEvent.change(within(dialog).getByLabelText(/^ETD/), { target: { value: '2026-04-15' } });
    fireEvent.change(within(dialog).getByLabelText(/^ETA/), { target: { value: '2026-05-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    expect(await within(dialog).findByText('At most the open 1000 PCS')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.createShipment('o1'))).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', ORDERS_API.createShipment('o1'))[0].body as { data: CreateShipmentFromLines }).data).toEqual({
      lines: [
        { lineItemId: 'li1', quantity: '400' },
        { lineItemId: 'li2', quantity: '1000' },
      ],
      shipment: { reference: null, mode: 'FCL', carrier: 'MAEU', pol: 'CNSZX', pod: 'NLRTM', etd: '2026-04-15', eta: '2026-05-12' },
    });
    expect(messages(tester)).toContain('Shipment PO-2026-0007-2 booked with 2 lines');
    await waitFor(() => expect(within(view.getByRole('table', { name: 'Lines' })).getAllByText('Booked')).toHaveLength(4), LOAD); // the column's header and the three lines
  });

  it('links the lines to an existing shipment found by its reference', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serveOrderScreens(tester.http)
      .on('GET', '/api/shipments/v2', ok({ items: [{ _id: 'sh5', reference: 'ACME-0042', status: 'BOOKED', mode: 'FCL', carrier: 'MAEU', pol: 'CNSZX', pod: 'NLRTM', etd: '2026-04-20', eta: '2026-05-20' }], count: 1 }))
      .on('POST', ORDERS_API.createShipment('o1'), ok({ shipmentId: 'sh5', shipmentReference: 'ACME-0042', record: ORDER }));
    const view = renderWorkbench(tester, '/orders/o1?tab=lines');
    await view.findByRole('table', { name: 'Lines' }, LOAD);
    fireEvent.click(view.getByLabelText('Select line 2'));
    fireEvent.click(within(view.getByRole('tabpanel')).getByRole('button', { name: 'Create shipment' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByLabelText('Existing shipment'));
    fireEvent.change(within(dialog).getByLabelText('Find shipment'), { target: { value: 'ACME' } });
    const pick = within(dialog).getByLabelText(/^Shipment reference/) as HTMLSelectElement;
    await waitFor(() => expect(pick.options).toHaveLength(2), LOAD);
    expect(tester.http.callsTo('GET', '/api/shipments/v2').at(-1)?.query).toMatchObject({ search: 'ACME' });
    fireEvent.change(pick, { target: { value: 'sh5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.createShipment('o1'))).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.createShipment('o1'))[0].body).toEqual({ data: { lines: [{ lineItemId: 'li2', quantity: '1000' }], shipmentId: 'sh5' } });
  });

  it('accepts the proposed changes with the version; declining asks for the answer', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    const proposed = { ...ORDER, status: 'CHANGES_PROPOSED' as const };
    serveOrderScreens(tester.http, proposed)
      .on('POST', ORDERS_API.acceptChanges('o1'), ok({ record: { ...ORDER, version: 7 } }))
      .on('POST', ORDERS_API.declineChanges('o1'), ok({ record: { ...ORDER, status: 'ISSUED', version: 7 } }));
    const view = renderWorkbench(tester, '/orders/o1?tab=changes');
    fireEvent.click(await view.findByRole('button', { name: 'Decline with answer' }, LOAD));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline with answer' }));
    expect(await within(dialog).findByText('Write the answer the supplier reads')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(view.getByRole('button', { name: 'Accept changes' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.acceptChanges('o1'))).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.acceptChanges('o1'))[0].body).toEqual({ data: { version: 6 } });
    expect(messages(tester)).toContain('Changes accepted');
    expect(tester.http.callsTo('POST', ORDERS_API.declineChanges('o1'))).toHaveLength(0);
  });

  it('the approval tab decides through the approval routes; cancel asks for a reason', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    const pending = { ...ORDER, status: 'PENDING_APPROVAL' as const };
    serveOrderScreens(tester.http, pending)
      .on('POST', `${ORDERS_API.orderApproval('o1')}/decide/`, ok({ record: null }))
      .on('POST', `${ORDERS_API.orderApproval('o1')}/remind/`, ok({ reminded: 1 }))
      .on('POST', `${ORDERS_API.orders}/o1/cancel/`, ok({ record: { ...pending, status: 'CANCELLED' } }));
    const view = renderWorkbench(tester, '/orders/o1?tab=approval');
    const panel = await view.findByRole('region', { name: 'Approval' }, LOAD);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remind approvers' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.orderApproval('o1')}/remind/`)).toHaveLength(1), LOAD);
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await view.findByRole('dialog', { name: 'Approve level 1' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: 'Within budget' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.orderApproval('o1')}/decide/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${ORDERS_API.orderApproval('o1')}/decide/`)[0].body).toEqual({ data: { decision: 'APPROVE', comment: 'Within budget' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel order' }));
    const cancel = await view.findByRole('dialog', { name: 'Cancel PO-2026-0007' }, LOAD);
    fireEvent.change(within(cancel).getByLabelText(/^Reason/), { target: { value: 'Season dropped' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.orders}/o1/cancel/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${ORDERS_API.orders}/o1/cancel/`)[0].body).toEqual({ data: { version: 6, reason: 'Season dropped' } });
    expect(messages(tester)).toContain('Purchase order cancelled');
  });

  it('copies a fresh supplier link and says when the order is not found', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serveOrderScreens(tester.http).on('POST', ORDERS_API.resendLink('o1'), ok({ url: 'https://portolan.example/ordersV2/acknowledge?token=abc', sentTo: 'li@szbt.example', expiresAt: '2026-05-01T00:00:00Z', lastOpenedAt: null, createdAt: '2026-04-01T00:00:00Z' }));
    const view = renderWorkbench(tester, '/orders/o1');
    fireEvent.click(await view.findByRole('button', { name: 'Resend link' }, LOAD));
    await waitFor(() => expect((view.getByLabelText('Supplier link address') as HTMLInputElement).value).toBe('https://portolan.example/ordersV2/acknowledge?token=abc'), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.resendLink('o1'))[0].body).toEqual({ data: { version: 6 } });
    expect(messages(tester).some((m) => m.startsWith('Link sent to li@szbt.example'))).toBe(true);
    cleanup();
    const other = createPluginTester({ plugin, accesses: ALL });
    const missing = renderWorkbench(other, '/orders/nope');
    expect(await missing.findByText('No fake answer for GET /api/orders/orders/nope', undefined, LOAD)).toBeTruthy();
  });
});
