import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API, type AccountingConnection, type SyncJob } from '../../../shared/types';
import { invoice, ok, page } from '../payments/paymentFixtures';

const LOAD = { timeout: 10_000 };

const QB: AccountingConnection = { _id: 'c1', provider: 'QUICKBOOKS', mode: 'SANDBOX', externalOrgId: '9130350', settings: {}, status: 'ACTIVE', createdAt: '2026-11-01T00:00:00Z', version: 2 };
const ZOHO: AccountingConnection = { ...QB, _id: 'c2', provider: 'ZOHO', externalOrgId: '60012345', mode: 'LIVE' };

function job(over: Partial<SyncJob> & { _id: string }): SyncJob {
  return {
    connectionId: 'c1', provider: 'QUICKBOOKS', action: 'PUSH_INVOICE', invoiceId: `inv-${over._id}`, invoiceNumber: `INV-${over._id}`, paymentId: null, status: 'SENT', attempts: 1,
    nextAttemptAt: '2026-11-24T10:00:00Z', lastError: null, externalId: '148', createdAt: '2026-11-24T09:00:00Z', updatedAt: '2026-11-24T09:00:00Z', version: 1,
    ...over,
  };
}
const FAILED = [
  job({ _id: 'f1', status: 'FAILED', attempts: 5, lastError: 'QuickBooks: Duplicate Document Number Error (code 6140)', externalId: null }),
  job({ _id: 'f2', status: 'FAILED', attempts: 0, lastError: 'Map customer Acme Exports to a QuickBooks customer first', externalId: null }),
  job({ _id: 'f3', status: 'FAILED', attempts: 5, lastError: 'QuickBooks: timeout', externalId: null }),
];
const ALL = [job({ _id: 's1' }), ...FAILED];

function serve(connections: AccountingConnection[]) {
  const tester = createPluginTester({ plugin, accesses: { invoices: ['Read', 'Update', 'Approve'] } });
  tester.http
    .on('GET', BILLING_API.accountingConnections, page(connections))
    .on('GET', BILLING_API.accountingJobs, (req: { query?: { filter?: { status?: string } } }) => (req.query?.filter?.status === 'FAILED' ? page(FAILED) : page(ALL)))
    .on('POST', /\/api\/accounting\/sync-jobs\/[^/]+\/retry$/, ok({ record: {} }))
    .on('GET', BILLING_API.invoices, page([invoice({ _id: 'i7', direction: 'ISSUED', number: 'INV-7', customerCompanyId: 'cust-acme', customerName: 'Acme Exports' })]));
  return tester;
}

describe('Accounting sync', { timeout: 30_000 }, () => {
  let restore: () => void;
  beforeAll(() => (restore = layoutViewport()));
  afterAll(() => restore());
  afterEach(cleanup);

  it('lists the connections with the sandbox said plainly, shows the failures callout and retries one and all failed jobs', async () => {
    const tester = serve([QB]);
    const view = renderWorkbench(tester, '/invoices/accounting');
    const connections = await view.findByRole('table', { name: 'Connections' }, LOAD);
    expect(within(connections).getByText('Sandbox — recorded responses, nothing leaves Portolan')).toBeTruthy();
    const callout = await view.findByRole('region', { name: 'Sync failures' }, LOAD);
    expect(within(callout).getByText('3 invoices could not be pushed')).toBeTruthy();
    await view.findByRole('link', { name: 'INV-f1' }, LOAD);
    expect(view.getByRole('link', { name: 'INV-f1' }).getAttribute('href')).toBe('/invoices/inv-f1');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(view.getByRole('button', { name: 'Retry INV-f2' }));
    await waitFor(() => expect(tester.http.callsTo('POST', /\/retry$/).map((c) => c.path)).toEqual(['/api/accounting/sync-jobs/f2/retry']), LOAD);
    expect(await view.findByText('INV-f2 is queued again', undefined, LOAD)).toBeTruthy();

    fireEvent.click(within(callout).getByRole('button', { name: 'Show failures' }));
    await waitFor(() => expect(tester.http.callsTo('GET', BILLING_API.accountingJobs).some((c) => (c.query as { filter?: { status?: string }; limit?: number })?.filter?.status === 'FAILED' && c.query?.limit === 50)).toBe(true), LOAD);
    fireEvent.click(within(await view.findByRole('region', { name: 'Sync failures' }, LOAD)).getByRole('button', { name: 'Retry all failed' }));
    await waitFor(() => expect(tester.http.callsTo('POST', /\/retry$/)).toHaveLength(4), LOAD);
    expect(tester.http.callsTo('POST', /\/retry$/).slice(1).map((c) => c.path).sort()).toEqual(['/api/accounting/sync-jobs/f1/retry', '/api/accounting/sync-jobs/f2/retry', '/api/accounting/sync-jobs/f3/retry']);
  });

  it('connects Zoho Books with the customer map and a tax id per GST rate as flat settings', async () => {
    const tester = serve([QB]);
    tester.http.on('POST', BILLING_API.accountingConnections, ok({ record: ZOHO }), { status: 201 });
    const view = renderWorkbench(tester, '/invoices/accounting');
    fireEvent.click(await view.findByRole('button', { name: 'Connect' }, LOAD));
    const dialog = await view.findByRole('form', { name: 'Connect an accounting system' }, LOAD);
    await within(dialog).findByRole('option', { name: 'Acme Exports' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/Organization id/), { target: { value: '60012345' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Customer 1' }), { target: { value: 'cust-acme' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Zoho Books customer id 1' }), { target: { value: '982000000567' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tax code for GST 18 %' }), { target: { value: '982000000111' } });
    expect(await seriousA11yViolations(view.baseElement)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.accountingConnections)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', BILLING_API.accountingConnections)[0].body).toEqual({
      data: { provider: 'ZOHO', externalOrgId: '60012345', mode: 'SANDBOX', settings: { 'customer.cust-acme': '982000000567', 'taxId.18': '982000000111' } },
    });
  });

  it('pauses a connection with its version and disconnects it after the confirmation', async () => {
    const tester = serve([QB]);
    tester.http.on('POST', `${BILLING_API.accountingConnections}/c1/`, ok({ record: { ...QB, status: 'PAUSED', version: 3 } })).on('DELETE', `${BILLING_API.accountingConnections}/c1/`, ok({ id: 'c1' }));
    const view = renderWorkbench(tester, '/invoices/accounting');
    fireEvent.click(await view.findByRole('button', { name: 'Pause QuickBooks Online' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.accountingConnections}/c1/`)[0]?.body).toEqual({ data: { status: 'PAUSED', version: 2 } }), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Disconnect QuickBooks Online' }));
    const alert = await view.findByRole('alertdialog', undefined, LOAD);
    expect(tester.http.callsTo('DELETE', /connections/)).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(tester.http.callsTo('DELETE', `${BILLING_API.accountingConnections}/c1/`)).toHaveLength(1), LOAD);
    expect(await view.findByText('QuickBooks Online disconnected', undefined, LOAD)).toBeTruthy();
  });

  it("edits a connection's mapping, keeping the other settings and the masked token", async () => {
    const mapped = { ...QB, settings: { 'customer.cust-acme': '55', 'taxCode.18': '7', itemRef: '21', accessToken: '••••' } };
    const tester = serve([mapped]);
    tester.http.on('POST', `${BILLING_API.accountingConnections}/c1/`, ok({ record: mapped }));
    const view = renderWorkbench(tester, '/invoices/accounting');
    fireEvent.click(await view.findByRole('button', { name: 'Mapping of QuickBooks Online' }, LOAD));
    const dialog = await view.findByRole('form', { name: 'QuickBooks Online mapping' }, LOAD);
    expect((within(dialog).getByRole('textbox', { name: 'Tax code for GST 18 %' }) as HTMLInputElement).value).toBe('7');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Default service item id' }), { target: { value: '22' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Accounts Receivable account id' }), { target: { value: '84' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.accountingConnections}/c1/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${BILLING_API.accountingConnections}/c1/`)[0].body).toEqual({
      data: { externalOrgId: '9130350', version: 2, settings: { 'customer.cust-acme': '55', 'taxCode.18': '7', itemRef: '22', receivableAccount: '84', accessToken: '••••' } },
    });
  });

  it('offers no connect, retry or TDS without the levels', async () => {
    const tester = createPluginTester({ plugin, accesses: { invoices: ['Read'] } });
    tester.http.on('GET', BILLING_API.accountingConnections, page([QB])).on('GET', BILLING_API.accountingJobs, page(FAILED));
    const view = renderWorkbench(tester, '/invoices/accounting');
    await view.findByRole('region', { name: 'Sync failures' }, LOAD);
    await view.findByRole('link', { name: 'INV-f1' }, LOAD);
    expect(view.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Update TDS' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Retry all failed' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Retry INV-f1' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Pause QuickBooks Online' })).toBeNull();
  });

  it.each([
    [[QB], '/api/quickbooks/invoice/updateTds/'],
    [[ZOHO], '/api/zohobooks/invoices/updateTds'],
  ] as const)('posts updateTds to the connected provider', async (connections, path) => {
    const tester = serve([...connections]);
    tester.http.on('POST', path, ok({}));
    const view = renderWorkbench(tester, '/invoices/accounting');
    fireEvent.click(await view.findByRole('button', { name: 'Update TDS' }, LOAD));
    const dialog = await view.findByRole('form', { name: 'Update TDS' }, LOAD);
    await within(dialog).findByRole('option', { name: /INV-7/ }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/Invoice/), { target: { value: 'i7' } });
    fireEvent.change(within(dialog).getByLabelText(/TDS rate/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update TDS' }));
    await waitFor(() => expect(tester.http.callsTo('POST', path)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', path)[0].body).toEqual({ data: { invoiceId: 'i7', tdsRate: 2 } });
  });
});
