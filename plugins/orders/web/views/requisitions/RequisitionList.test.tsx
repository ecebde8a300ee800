import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { REQUISITION, SUMMARY, ok, page } from './requisitionFixtures';

const LOAD = { timeout: 10_000 };

describe('Requisitions list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the requisitions under the status counters; a counter filters the list by its status', async () => {
    const tester = createPluginTester({ plugin, accesses: { requisitions: ['Read', 'Create'] } });
    tester.http.on('GET', ORDERS_API.requisitions, page([REQUISITION, { ...REQUISITION, _id: 'q2', reference: 'REQ-2026-0005', status: 'SOURCING', locationName: null }]));
    tester.http.on('GET', ORDERS_API.requisitionsSummary, ok(SUMMARY));
    const view = renderWorkbench(tester, '/requisitions');
    const table = await view.findByRole('region', { name: 'Requisitions' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'REQ-2026-0004' }, LOAD);
    expect(link.getAttribute('href')).toBe('/requisitions/q1');
    expect(within(table).getByText('Draft', { selector: 'span' })).toBeTruthy();
    expect(within(table).getByText('Sourcing', { selector: 'span' })).toBeTruthy();
    expect(within(table).getAllByText(/USD.3,720\.00/)).toHaveLength(2);
    expect(within(table).getAllByText('Bengaluru warehouse')).toHaveLength(1);
    expect(within(table).getAllByText('Asha Patel')).toHaveLength(2);
    const counters = await view.findByRole('group', { name: 'Requisitions by status' }, LOAD);
    expect(within(counters).getByRole('button', { name: 'All 11' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(counters).getByRole('button', { name: 'Sourcing 3' }));
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.requisitions).at(-1)?.query).toMatchObject({ filter: { status: 'SOURCING' } }), LOAD);
    expect(within(counters).getByRole('button', { name: 'Sourcing 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.getByRole('button', { name: 'New requisition' })).toBeTruthy();
  });

  it('shows the empty state, no New requisition for a reader, and the counters’ error with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { requisitions: ['Read'] } });
    tester.http.on('GET', ORDERS_API.requisitions, page([]));
    tester.http.on('GET', ORDERS_API.requisitionsSummary, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const view = renderWorkbench(tester, '/requisitions');
    expect(await view.findByText('No requisition matches', undefined, LOAD)).toBeTruthy();
    expect(await view.findByText('Could not load the counters', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New requisition' })).toBeNull();
  });
});
