import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type RequisitionDetails } from '../../../shared/types';
import { APPROVAL, REQUISITION, SUPPLIERS, ok } from './requisitionFixtures';

const LOAD = { timeout: 10_000 };
const ALL = { requisitions: ['Read', 'Create', 'Update', 'Delete', 'Approve'], orders: ['Read', 'Create', 'Update'] };
const PATH = `${ORDERS_API.requisitions}/q1`;
const tabs = (view: ReturnType<typeof renderWorkbench>) => view.getAllByRole('tab').map((t) => t.textContent);
const buttons = (view: ReturnType<typeof renderWorkbench>, names: string[]) => names.filter((name) => view.queryByRole('button', { name }));

function serve(tester: ReturnType<typeof createPluginTester>, record: RequisitionDetails) {
  tester.http.on('GET', PATH, ok({ record }));
  tester.http.on('GET', `${PATH}/activity`, ok({ items: [{ _id: 'a1', action: 'submit', from: 'DRAFT', to: 'PENDING_APPROVAL', note: null, actorName: 'Asha Patel', createdAt: '2026-11-21T08:00:00Z' }] }));
  tester.http.on('GET', `${PATH}/comments`, ok({ items: [] }));
}

describe('Requisition details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('a DRAFT: its lines and estimated total, the tabs, Edit and the moves of the state table; submitting sends the version', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, REQUISITION);
    tester.http.on('POST', `${PATH}/submit/`, ok({ record: { ...REQUISITION, status: 'PENDING_APPROVAL' } }));
    const view = renderWorkbench(tester, '/requisitions/q1');
    await view.findByRole('heading', { name: /REQ-2026-0004 · Spring T-shirts/ }, LOAD);
    expect(tabs(view)).toEqual(['Overview (2 lines)', 'Approval', 'Sourcing', 'Comments', 'Activity']);
    expect(buttons(view, ['Edit', 'Submit for approval', 'Revise', 'Cancel requisition', 'Create order RFQ'])).toEqual(['Edit', 'Submit for approval', 'Cancel requisition']);
    const lines = view.getByRole('table', { name: 'Requisition lines' });
    expect(within(lines).getAllByRole('row')).toHaveLength(4);
    expect(within(lines).getByText(/USD.3,720\.00/)).toBeTruthy();
    expect(view.getByText('Spring range restock.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${PATH}/submit/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${PATH}/submit/`)[0].body).toEqual({ data: { version: 3 } });
    fireEvent.click(view.getByRole('tab', { name: 'Activity' }));
    const activity = await view.findByRole('table', { name: 'Activity' }, LOAD);
    expect(within(activity).getByText('DRAFT → PENDING_APPROVAL')).toBeTruthy();
  });

  it('the approval tab reads the chain and sends the approver’s decision and the reminder to the requisition’s approval routes', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, { ...REQUISITION, status: 'PENDING_APPROVAL' });
    tester.http.on('GET', `${PATH}/approval`, ok({ record: APPROVAL }));
    tester.http.on('POST', `${PATH}/approval/decide/`, ok({ record: { ...APPROVAL, status: 'APPROVED' } }));
    tester.http.on('POST', `${PATH}/approval/remind/`, ok({ record: { level: 1, approvers: [] } }));
    const view = renderWorkbench(tester, '/requisitions/q1?tab=approval');
    const levels = await view.findByRole('list', { name: 'Approval levels' }, LOAD);
    expect(within(levels).getByText('Approvers: Ben Acme')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Remind approvers' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${PATH}/approval/remind/`)).toHaveLength(1), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: 'Within budget' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${PATH}/approval/decide/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${PATH}/approval/decide/`)[0].body).toEqual({ data: { decision: 'APPROVE', comment: 'Within budget' } });
    await waitFor(() => expect(tester.http.callsTo('GET', PATH).length).toBeGreaterThan(1), LOAD);
  });

  it('an APPROVED requisition: "Create order RFQ" asks for suppliers and the deadline, posts create-from-requisition and opens the RFQ', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, { ...REQUISITION, status: 'APPROVED' });
    tester.http.on('GET', ORDERS_API.suppliers, ok({ items: SUPPLIERS }));
    tester.http.on('POST', ORDERS_API.createFromRequisition, ok({ record: { _id: 'r7' }, id: 'r7' }));
    tester.http.on('GET', `${ORDERS_API.orderRfqs}/r7`, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const view = renderWorkbench(tester, '/requisitions/q1?tab=sourcing');
    expect(await view.findByText('Approved: ready for sourcing', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getAllByRole('button', { name: 'Create order RFQ' })[0]);
    const dialog = await view.findByRole('dialog', { name: 'Create order RFQ from REQ-2026-0004' }, LOAD);
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Spring T-shirts');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order RFQ' }));
    expect(await within(dialog).findByText('Pick at least one supplier')).toBeTruthy();
    fireEvent.click(await within(dialog).findByLabelText('Tiruppur Knits (TIRU, IN)', undefined, LOAD));
    fireEvent.click(within(dialog).getByLabelText('Dhaka Garments (DHKA, BD)'));
    fireEvent.change(within(dialog).getByLabelText(/^Quote deadline/), { target: { value: '2099-12-01T17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order RFQ' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.createFromRequisition)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.createFromRequisition)[0].body).toEqual({
      data: { requisitionId: 'q1', supplierIds: ['s1', 's2'], quoteDeadline: new Date('2099-12-01T17:00').toISOString(), title: 'Spring T-shirts' },
    });
    await waitFor(() => expect(tester.http.callsTo('GET', `${ORDERS_API.orderRfqs}/r7`)).toHaveLength(1), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Order RFQ created');
  });

  it('a requisition in sourcing links its order RFQ and its purchase orders; a reader gets no moves', async () => {
    const tester = createPluginTester({ plugin, accesses: { requisitions: ['Read'] } });
    serve(tester, {
      ...REQUISITION,
      status: 'ORDERED',
      orderRfqId: 'r7',
      purchaseOrders: [{ _id: 'po1', poNumber: 'PO-2026-0031', supplierName: 'Tiruppur Knits', status: 'DRAFT', totalAmount: '3300.00', currency: 'USD' }],
    });
    tester.http.on('GET', `${ORDERS_API.orderRfqs}/r7`, ok({ record: { _id: 'r7', reference: 'ORFQ-2026-0007', title: 'Spring T-shirts', status: 'AWARDED', quoteDeadline: '2026-12-01T12:00:00Z', quotedCount: 2, supplierCount: 3 } }));
    const view = renderWorkbench(tester, '/requisitions/q1?tab=sourcing');
    const rfq = await view.findByRole('link', { name: 'ORFQ-2026-0007 · Spring T-shirts' }, LOAD);
    expect(rfq.getAttribute('href')).toBe('/order-rfqs/r7');
    expect(view.getByText(/2 of 3 suppliers quoted/)).toBeTruthy();
    expect(view.getByRole('link', { name: 'PO-2026-0031' }).getAttribute('href')).toBe('/orders/po1');
    expect(buttons(view, ['Edit', 'Submit for approval', 'Cancel requisition', 'Create order RFQ'])).toEqual([]);
  });

  it('cancelling asks for the reason and sends it with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, { ...REQUISITION, status: 'APPROVED' });
    tester.http.on('POST', `${PATH}/cancel/`, ok({ record: { ...REQUISITION, status: 'CANCELLED' } }));
    const view = renderWorkbench(tester, '/requisitions/q1');
    fireEvent.click(await view.findByRole('button', { name: 'Cancel requisition' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'Cancel requisition' }, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel requisition' }));
    expect(await within(dialog).findByText('Say why the requisition is cancelled')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Range dropped' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel requisition' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${PATH}/cancel/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${PATH}/cancel/`)[0].body).toEqual({ data: { version: 3, reason: 'Range dropped' } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Requisition cancelled'), LOAD);
  });

  it('says so when the requisition is not found', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    tester.http.on('GET', `${ORDERS_API.requisitions}/nope`, { success: false, error: { message: 'Requisition not found' } }, { status: 404 });
    const view = renderWorkbench(tester, '/requisitions/nope');
    expect(await view.findByText('Requisition not found', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
