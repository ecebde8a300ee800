import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API } from '../../../shared/types';
import { invoice, ok, page } from './paymentFixtures';

const LOAD = { timeout: 10_000 };

describe('Vendor payments', { timeout: 30_000 }, () => {
  let restore: () => void;
  beforeAll(() => (restore = layoutViewport()));
  afterAll(() => restore());
  afterEach(cleanup);

  const rows = [invoice({ _id: 'i1', version: 3 }), invoice({ _id: 'i2', version: 7, status: 'OVERDUE', daysOverdue: 5, payerStatus: 'DISPUTED', balanceMinor: 40000 })];

  it('lists the invoices issued to the company, approves the selected ones each with its version, and pays them on /pay', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'], invoices: ['Read', 'Approve'] } });
    tester.http.on('GET', BILLING_API.invoices, page(rows)).on('POST', /\/api\/invoices\/[^/]+\/approve$/, ok({}));
    tester.http.on('GET', `${BILLING_API.payUsers}/`, page([])).on('GET', `${BILLING_API.payTransactions}/`, page([]));
    const view = renderWorkbench(tester, '/vendor-payments');
    const table = await view.findByRole('region', { name: 'Invoices to pay' }, LOAD);
    await within(table).findByRole('link', { name: 'INV-i1' }, LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.invoices)[0].query).toMatchObject({ filter: { direction: 'RECEIVED', status: 'ISSUED,PARTLY_PAID,OVERDUE,PAID' }, sort: { dueDate: 'asc' } });
    expect(view.getByRole('group', { name: 'Overdue' }).textContent).toMatch(/1 · USD.400\.00/);
    expect(view.getByRole('group', { name: 'Disputed' }).textContent).toMatch(/^Disputed1/);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(tester.http.callsTo('POST', /\/approve$/)).toHaveLength(2), LOAD);
    const posts = tester.http.callsTo('POST', /\/approve$/).map((c) => [c.path, c.body]);
    expect(posts).toEqual([
      ['/api/invoices/i1/approve', { data: { version: 3 } }],
      ['/api/invoices/i2/approve', { data: { version: 7 } }],
    ]);
    await within(table).findByRole('link', { name: 'INV-i1' }, LOAD);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    fireEvent.click(view.getByRole('button', { name: 'Pay selected' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Pay invoices' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('GET', BILLING_API.invoices).length).toBeGreaterThan(2), LOAD);
  });

  it('offers no Approve or Dispute without Approve on invoices', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Approve'], invoices: ['Read'] } });
    tester.http.on('GET', BILLING_API.invoices, page(rows));
    const view = renderWorkbench(tester, '/vendor-payments');
    const table = await view.findByRole('region', { name: 'Invoices to pay' }, LOAD);
    await within(table).findByRole('link', { name: 'INV-i1' }, LOAD);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    expect(view.getByRole('button', { name: 'Pay selected' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });
});
