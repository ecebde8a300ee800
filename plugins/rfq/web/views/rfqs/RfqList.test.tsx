import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API } from '../../../shared/types';
import { LIST_ITEM, SUMMARY } from './rfqFixtures';

const LOAD = { timeout: 10_000 };
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('RFQ list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the RFQs with status, countdown, bids and totals under the summary figures; links keep the prefix; filters by status', async () => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create'] } });
    tester.http.on('GET', RFQ_API.rfqs, page([LIST_ITEM, { ...LIST_ITEM, _id: 'r2', reference: 'RFQ-2026-00008', status: 'AWARDED', allocatedTotal: '1100000.00', round: 2 }]));
    tester.http.on('GET', RFQ_API.summary, { success: true, data: { record: SUMMARY } });
    const view = renderWorkbench(tester, '/rfq-v2');
    const table = await view.findByRole('region', { name: 'RFQs' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'RFQ-2026-00007' }, LOAD);
    expect(link.getAttribute('href')).toBe('/rfq-v2/r1');
    expect(within(table).getByText('Open')).toBeTruthy();
    expect(within(table).getByText('Awarded · round 2')).toBeTruthy();
    // Only the RFQ open for bids counts down.
    expect(within(table).getAllByText(/d \d+ h left/)).toHaveLength(1);
    expect(within(table).getAllByText('2 / 3')).toHaveLength(2);
    expect(within(table).getAllByText(/USD.1,234,567\.50/)).toHaveLength(2);
    expect(within(table).getByText(/USD.1,100,000\.00/)).toBeTruthy();
    const figures = await view.findByLabelText('RFQ figures', undefined, LOAD);
    expect(text(figures)).toContain('Open for bids2');
    expect(text(figures)).toContain('Waiting for approval1');
    expect(text(figures)).toContain('Awarded3');
    expect(text(figures)).toContain('USD 45,000.00 · 9.0 %');
    expect(view.getByRole('button', { name: 'New RFQ' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Invitations to bid' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'AWARDED' } });
    await waitFor(() => expect(tester.http.callsTo('GET', RFQ_API.rfqs).at(-1)?.query).toMatchObject({ filter: { status: 'AWARDED' } }));
  });

  it('shows the empty state, offers no New RFQ to a reader, and the figures’ error with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read'] } });
    tester.http.on('GET', RFQ_API.rfqs, page([]));
    tester.http.on('GET', RFQ_API.summary, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const view = renderWorkbench(tester, '/rfq');
    expect(await view.findByText('No RFQ matches', undefined, LOAD)).toBeTruthy();
    expect(await view.findByText('Could not load the figures', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New RFQ' })).toBeNull();
  });
});
