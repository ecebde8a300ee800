import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const LEVEL = { _id: 'c1', kind: 'purchase-order', level: 1, minAmount: '10000.00', currency: 'USD', approverIds: ['u1'], approverNames: ['Ben Acme'], criteria: { categories: ['Apparel'] }, createdAt: '', updatedAt: '', version: 1 };
const CRITERIA = { categories: [{ value: 'Apparel', label: 'Apparel' }], locationIds: [{ value: 'loc1', label: 'Bengaluru warehouse' }], supplierIds: [{ value: 's1', label: 'Tiruppur Knits' }] };

function serve(tester: ReturnType<typeof createPluginTester>) {
  tester.http.on('GET', ORDERS_API.orderApprovalConfigurations, ok({ items: [LEVEL] }));
  tester.http.on('GET', ORDERS_API.requisitionApprovalConfigurations, ok({ items: [] }));
  tester.http.on('GET', ORDERS_API.rulesCriteria, ok({ record: CRITERIA }));
}

describe('Approval rules screen', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows the purchase-order and requisition rules, how they apply, and lets a user with Update add levels', async () => {
    const tester = createPluginTester({ plugin, accesses: { configurations: ['Read', 'Update'] } });
    serve(tester);
    const view = renderWorkbench(tester, '/configurations');
    expect(await view.findByRole('heading', { name: 'Approval rules', level: 1 }, LOAD)).toBeTruthy();
    expect(view.getByText(/at or above the level’s minimum amount/)).toBeTruthy();
    expect(view.getByText(/all the criteria it names must match/)).toBeTruthy();
    expect(view.getByText(/decided in order, level 1 first/)).toBeTruthy();
    const orders = view.getByRole('region', { name: 'Purchase orders' });
    await waitFor(() => expect(within(orders).getByText('Ben Acme')).toBeTruthy(), LOAD);
    const requisitions = view.getByRole('region', { name: 'Requisitions' });
    expect(await within(requisitions).findByText('No approval levels', undefined, LOAD)).toBeTruthy();
    expect(view.getAllByRole('button', { name: 'Add level' })).toHaveLength(2);
    expect(tester.http.callsTo('GET', ORDERS_API.rulesCriteria)).toHaveLength(1);
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), LOAD);
    expect(await seriousA11yViolations(view.getByRole('heading', { name: 'Approval rules', level: 1 }).closest('section')!)).toEqual([]);
  });

  it('is read-only without the Update level, and says when the criteria cannot be loaded', async () => {
    const tester = createPluginTester({ plugin, accesses: { configurations: ['Read'] } });
    serve(tester);
    tester.http.on('GET', ORDERS_API.rulesCriteria, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const view = renderWorkbench(tester, '/configurations');
    expect(await view.findByText('Could not load the criteria', undefined, LOAD)).toBeTruthy();
    await waitFor(() => expect(view.getByText('Ben Acme')).toBeTruthy(), LOAD);
    expect(view.queryByRole('button', { name: 'Add level' })).toBeNull();
    expect(view.getByText(/changing them needs the Update level on configurations/)).toBeTruthy();
  });
});
