import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type Rfq, type VendorRfq } from '../../../shared/types';
import { AUDIT, RFQ } from './rfqFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const ALL = { rfq: ['Read', 'Create', 'Update', 'Delete', 'Approve'] };
const tabs = (view: ReturnType<typeof renderWorkbench>) => view.getAllByRole('tab').map((t) => t.textContent);
const buttons = (view: ReturnType<typeof renderWorkbench>, names: string[]) => names.filter((name) => view.queryByRole('button', { name }));

function serve(tester: ReturnType<typeof createPluginTester>, record: Rfq | VendorRfq) {
  tester.http.on('GET', `${RFQ_API.rfqs}/r1`, ok({ record }));
  tester.http.on('GET', RFQ_API.auditTrail('r1'), ok({ items: AUDIT, count: AUDIT.length }));
}

describe('RFQ details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('a DRAFT: overview with terms and each invitation’s progress, the owner’s tabs, Edit, Open for bids and Cancel; opening sends the version', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, RFQ);
    tester.http.on('POST', `${RFQ_API.rfqs}/r1/open/`, ok({ record: { ...RFQ, status: 'OPEN' } }));
    const view = renderWorkbench(tester, '/rfq-v2/r1');
    await view.findByRole('heading', { name: /RFQ-2026-00007 · Acme 2027 ocean contract/ }, LOAD);
    expect(tabs(view)).toEqual(['Overview', 'Lanes (3)', 'Documents (0)', 'Comments', 'Activity']);
    expect(buttons(view, ['Edit', 'Open for bids', 'Close bidding', 'Award', 'Cancel RFQ'])).toEqual(['Edit', 'Open for bids', 'Cancel RFQ']);
    expect(view.queryByRole('timer')).toBeNull();
    expect(view.getByText('30 days from invoice.')).toBeTruthy();
    const vendors = view.getByRole('table', { name: 'Invited vendors' });
    expect(within(vendors).getByText('Bluewave Logistics')).toBeTruthy();
    expect(within(view.getByRole('list', { name: 'Harbourline Forwarding: invitation steps' })).getAllByRole('listitem').map((li) => li.textContent?.startsWith('●'))).toEqual([true, false, false]);
    fireEvent.click(view.getByRole('button', { name: 'Open for bids' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/open/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/open/`)[0].body).toEqual({ data: { version: 4 } });
    tester.http.on('POST', RFQ_API.defaultRates, ok({ record: RFQ }));
    fireEvent.click(view.getByRole('tab', { name: 'Lanes (3)' }));
    fireEvent.click(await view.findByRole('button', { name: 'Fill from current contract rates' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.defaultRates)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.defaultRates)[0].body).toEqual({ data: { rfqId: 'r1', version: 4, overwriteBaseline: false } });
  });

  it('the tab lives in the URL: lanes with their baseline values and total, the audit trail', async () => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read'] } });
    serve(tester, { ...RFQ, status: 'OPEN', openedAt: '2026-11-02T08:00:00Z' });
    const view = renderWorkbench(tester, '/rfq/r1?tab=lanes');
    const lanes = await view.findByRole('table', { name: 'Lanes' }, LOAD);
    expect(within(lanes).getAllByRole('row')).toHaveLength(5);
    expect(within(lanes).getByText(/USD.30,000\.00/)).toBeTruthy();
    expect(within(lanes).getByText("40' high cube")).toBeTruthy();
    // Open for bids: the deadline counts down; a reader gets no moves.
    expect(view.getByRole('timer').textContent).toMatch(/d \d+ h left/);
    expect(buttons(view, ['Edit', 'Close bidding', 'Cancel RFQ'])).toEqual([]);
    fireEvent.click(view.getByRole('tab', { name: 'Activity' }));
    const trail = await view.findByRole('table', { name: 'Audit trail' }, LOAD);
    expect(within(trail).getAllByRole('row').map((r) => r.textContent)).toEqual([expect.stringContaining('When'), expect.stringContaining('Draft → Open'), expect.stringContaining('Created')]);
  });

  it('a CLOSED RFQ: the bids, negotiation and approval tabs, only Cancel among the moves; cancelling asks for the reason', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    const closed: Rfq = { ...RFQ, status: 'CLOSED', openedAt: '2026-11-02T08:00:00Z', closedAt: '2026-11-20T08:00:00Z', bidDeadline: '2026-11-20T08:00:00Z' };
    serve(tester, closed);
    tester.http.on('POST', `${RFQ_API.rfqs}/r1/cancel/`, ok({ record: { ...closed, status: 'CANCELLED' } }));
    const view = renderWorkbench(tester, '/rfq/r1');
    await view.findByRole('heading', { name: /RFQ-2026-00007/ }, LOAD);
    expect(tabs(view)).toEqual(['Overview', 'Lanes (3)', 'Bids', 'Negotiation', 'Approval', 'Documents (0)', 'Comments', 'Activity']);
    expect(buttons(view, ['Edit', 'Open for bids', 'Close bidding', 'Award', 'Cancel RFQ'])).toEqual(['Cancel RFQ']);
    fireEvent.click(view.getByRole('button', { name: 'Cancel RFQ' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel RFQ' }));
    expect(await within(dialog).findByText('Say why the RFQ is cancelled')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Budget moved to 2028' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel RFQ' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/cancel/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/cancel/`)[0].body).toEqual({ data: { version: 4, reason: 'Budget moved to 2028' } });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('RFQ cancelled');
  });

  it('an APPROVED RFQ offers Award only to a user with the Approve level; an AWARDED one links its award summary', async () => {
    const approved: Rfq = { ...RFQ, status: 'APPROVED', openedAt: '2026-11-02T08:00:00Z' };
    const manager = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Update', 'Delete'] } });
    serve(manager, approved);
    let view = renderWorkbench(manager, '/rfq/r1');
    await view.findByRole('heading', { name: /RFQ-2026-00007/ }, LOAD);
    expect(tabs(view)).toContain('Award');
    expect(buttons(view, ['Award', 'Cancel RFQ'])).toEqual(['Cancel RFQ']);
    cleanup();
    const approver = createPluginTester({ plugin, accesses: ALL });
    serve(approver, approved);
    view = renderWorkbench(approver, '/rfq/r1');
    await view.findByRole('heading', { name: /RFQ-2026-00007/ }, LOAD);
    expect(buttons(view, ['Award', 'Cancel RFQ'])).toEqual(['Award', 'Cancel RFQ']);
    cleanup();
    const reader = createPluginTester({ plugin, accesses: ALL });
    serve(reader, { ...approved, status: 'AWARDED', awardedAt: '2026-11-22T08:00:00Z' });
    view = renderWorkbench(reader, '/rfq/r1');
    const link = await view.findByRole('link', { name: 'Print the award summary' }, LOAD);
    expect(link.getAttribute('href')).toBe('/rfq/print-quote?id=r1');
    expect(buttons(view, ['Award', 'Cancel RFQ'])).toEqual([]);
  });

  it('comments: the internal thread and one per vendor; a comment goes to the thread chosen', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    serve(tester, RFQ);
    const comments = [
      { _id: 'c1', rfqId: 'r1', laneId: null, vendorCompanyId: null, internal: true, text: 'Bluewave is the incumbent on lane 1.', authorName: 'Asha Patel', authorCompanyName: 'Acme Exports', mine: true, createdAt: '2026-11-03T08:00:00Z' },
      { _id: 'c2', rfqId: 'r1', laneId: 'l2', vendorCompanyId: 'v1', internal: false, text: 'Is lane 2 weekly?', authorName: 'Ben', authorCompanyName: 'Bluewave Logistics', mine: false, createdAt: '2026-11-03T09:00:00Z' },
    ];
    tester.http.on('GET', RFQ_API.comments, ok({ items: comments, count: 2 }));
    tester.http.on('POST', RFQ_API.comments, (r) => ok({ record: { ...comments[1], _id: 'c3', text: (r.body as { data: { text: string } }).data.text }, id: 'c3' }));
    const view = renderWorkbench(tester, '/rfq/r1?tab=comments');
    expect(await view.findByText('Bluewave is the incumbent on lane 1.', undefined, LOAD)).toBeTruthy();
    expect(view.queryByText('Is lane 2 weekly?')).toBeNull();
    fireEvent.click(within(view.getByRole('navigation', { name: 'Comment threads' })).getByRole('button', { name: /Bluewave Logistics/ }));
    expect(view.getByText('Is lane 2 weekly?')).toBeTruthy();
    expect(view.getByText(/about lane 2 \(INMUN → DEHAM 45G1\)/)).toBeTruthy();
    fireEvent.change(view.getByLabelText('About'), { target: { value: 'l2' } });
    fireEvent.change(view.getByLabelText('Message'), { target: { value: 'Yes, weekly.' } });
    fireEvent.click(view.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.comments)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.comments)[0].body).toEqual({ data: { rfqId: 'r1', text: 'Yes, weekly.', laneId: 'l2', vendorCompanyId: 'v1' } });
  });

  it("an invited vendor opening the RFQ gets its bid screen, not the owner's details", async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    const vendorView: VendorRfq = {
      view: 'vendor', _id: 'r1', reference: 'RFQ-2026-00007', title: 'Acme 2027 ocean contract', description: null, shipperName: 'Acme Exports', currency: 'USD',
      contractFrom: '2027-01-01', contractTo: '2027-12-31', bidDeadline: '2099-12-01T12:00:00Z', status: 'OPEN', round: 1, terms: [], lanes: [], documents: [],
      invitationStatus: 'VIEWED', canBid: true, quote: null,
    };
    serve(tester, vendorView);
    const view = renderWorkbench(tester, '/rfq/r1');
    expect(await view.findByText(/Invitation: Viewed/, undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: '← Invitations to bid' })).toBeTruthy();
    expect(view.queryByRole('tab', { name: 'Activity' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Cancel RFQ' })).toBeNull();
  });

  it('says so when the RFQ is not found', async () => {
    const tester = createPluginTester({ plugin, accesses: ALL });
    const view = renderWorkbench(tester, '/rfq/nope');
    expect(await view.findByText('No fake answer for GET /api/rfq/rfqs/nope', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
