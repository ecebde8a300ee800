import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { BILL, INVALID, PUBLIC_VIEW, PUSHED, VALID, ok, serveWorkbench } from './regularizeFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const PUBLIC = `${API.publicRegularization}/tok-1`;

function signedIn() {
  const tester = createPluginTester({ plugin, accesses: { regularization: ['Read', 'Create', 'Update', 'Delete'], 'pdf-reader': ['Read', 'Create'] } });
  serveWorkbench(tester.http);
  return tester;
}

/** Selects the bill and the remittance (exact match first) and adds the row with the default amount. */
async function buildRow(view: ReturnType<typeof renderWorkbench>) {
  fireEvent.click(await view.findByRole('radio', { name: 'Select bill 4512345' }, LOAD));
  const remittances = view.getByRole('table', { name: 'Remittances' });
  const first = within(remittances).getAllByRole('row')[1];
  expect(text(first)).toContain('IRM0099900');
  expect(text(first)).toContain('Exact match');
  fireEvent.click(within(remittances).getByRole('radio', { name: 'Select remittance IRM0099900' }));
  expect((view.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('48200.00');
  fireEvent.click(view.getByRole('button', { name: 'Add row' }));
  return view.getByRole('table', { name: 'Batch rows' });
}

describe('Regularization screens', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the bills with value, outstanding, due and the overdue flag in words', async () => {
    const tester = signedIn();
    const view = renderWorkbench(tester, '/regularize');
    expect(await view.findByRole('heading', { name: 'Export bills' }, LOAD)).toBeTruthy();
    const link = await view.findByRole('link', { name: '4512345' }, LOAD);
    expect(link.getAttribute('href')).toBe('/regularize/bills/b1');
    const grid = link.closest('section')!;
    expect(text(grid)).toContain('USD 48,200.00');
    expect(text(grid)).toContain('Hanse Textil GmbH');
    expect(text(grid)).toContain('Overdue');
    expect(text(grid)).toContain('54 days overdue');
    expect(tester.http.callsTo('GET', API.bills)[0].query).toMatchObject({ sort: { realizationDueDate: 'asc' } });
    expect(view.getByRole('button', { name: 'New bill' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Read a shipping bill PDF' })).toBeTruthy();
  });

  it('checks a new bill like the server: a 7-digit SB number and the currency’s minor units, nothing sent until fixed', async () => {
    const tester = signedIn();
    tester.http.on('POST', API.bills, ok({ record: { ...BILL, _id: 'b9' } }));
    tester.http.on('GET', `${API.bills}/b9`, ok({ record: { ...BILL, _id: 'b9', realizations: [] } }));
    const view = renderWorkbench(tester, '/regularize/bills');
    fireEvent.click(await view.findByRole('button', { name: 'New bill' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    const set = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/Shipping bill number/, '45123');
    set(/Shipping bill date/, '2026-03-10');
    set(/Port code/, 'INNSA1');
    set(/Invoice number/, 'ACME/EXP/118');
    set(/Invoice date/, '2026-03-08');
    set(/Invoice value/, '48200.123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create bill' }));
    expect(await within(dialog).findByText('The shipping bill number has 7 digits')).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount with at most 2 decimals')).toBeTruthy();
    expect(tester.http.callsTo('POST', API.bills)).toHaveLength(0);
    set(/Shipping bill number/, '4512345');
    set(/Invoice value/, '48200.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create bill' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.bills)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API.bills)[0].body).toEqual({
      data: { sbNumber: '4512345', sbDate: '2026-03-10', portCode: 'INNSA1', invoiceNumber: 'ACME/EXP/118', invoiceDate: '2026-03-08', invoiceValue: '48200.00', currency: 'USD' },
    });
    expect(await view.findByRole('heading', { name: /Shipping bill 4512345/ }, LOAD)).toBeTruthy();
  });

  it('edits an open bill with its version; the server’s 400 shows beside the field it names, nothing lost', async () => {
    const tester = signedIn();
    tester.http.on('GET', `${API.bills}/b1`, ok({ record: { ...BILL, version: 4, realizations: [] } }));
    tester.http.on('PUT', `${API.bills}/b1`, FakeHttpClient.reply(400, { success: false, error: { message: 'The invoice date is after the shipping bill date', code: 'VALIDATION_ERROR', field: 'data.invoiceDate' } }));
    const view = renderWorkbench(tester, '/regularize/bills/b1');
    fireEvent.click(await view.findByRole('button', { name: 'Edit bill' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    const date = within(dialog).getByLabelText(/Invoice date/) as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2026-03-12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Buyer$/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bill' }));
    await waitFor(() => expect(tester.http.callsTo('PUT', `${API.bills}/b1`)).toHaveLength(1));
    expect(tester.http.callsTo('PUT', `${API.bills}/b1`)[0].body).toEqual({
      data: { sbNumber: '4512345', sbDate: '2026-03-10', portCode: 'INNSA1', invoiceNumber: 'ACME/EXP/118', invoiceDate: '2026-03-12', invoiceValue: '48200.00', currency: 'USD', buyerName: null, buyerCountry: 'DE', version: 4 },
    });
    await waitFor(() => expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The invoice date is after the shipping bill date'));
    expect(date.value).toBe('2026-03-12');
  });

  it('builds a row from an exact match, validates it and shows the row’s problem and the summary', async () => {
    const tester = signedIn();
    tester.http.on('POST', API.billsValidate, ok(INVALID));
    const view = renderWorkbench(tester, '/regularize/match');
    const rows = await buildRow(view);
    expect(text(rows)).toContain('SB 4512345');
    expect(text(rows)).toContain('IRM0099900');
    fireEvent.click(view.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.billsValidate)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API.billsValidate)[0].body).toEqual({ data: { bank: 'ICICI', rows: [{ billId: 'b1', remittanceId: 'r2', amount: '48200.00', currency: 'USD' }] } });
    const row = await view.findByRole('row', { name: 'Row 1' }, LOAD);
    expect(text(row)).toContain('The amount is more than the bill’s outstanding USD 48,200.00');
    expect(view.getByText('1 row with problems')).toBeTruthy();
    expect(view.getByText(/Checked in 17 ms/)).toBeTruthy();
    expect((view.getByRole('button', { name: 'Push to ICICI Bank' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('pushes a valid batch: the bank reference, the sandbox label and the bills’ new states', async () => {
    const tester = signedIn();
    tester.http.on('POST', API.billsValidate, ok(VALID));
    tester.http.on('POST', API.billsPush, ok({ record: PUSHED }));
    const view = renderWorkbench(tester, '/regularize/match');
    await buildRow(view);
    fireEvent.click(view.getByRole('button', { name: 'Validate' }));
    expect(await view.findByText('Batch valid: 1 row, USD 48,200.00', undefined, LOAD)).toBeTruthy();
    // The bill is no longer open once the bank accepted the batch.
    tester.http.on('GET', API.bills, ok({ items: [], count: 0, nextCursor: null, prevCursor: null }));
    fireEvent.click(view.getByRole('button', { name: 'Push to ICICI Bank' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.billsPush)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API.billsPush)[0].body).toEqual({ data: { batchId: 'batch-1' } });
    expect(await view.findByText('SANDBOX-ICICI-000123', undefined, LOAD)).toBeTruthy();
    expect(view.getByText('Sandbox bank')).toBeTruthy();
    const pushedBills = view.getByRole('list', { name: 'Bills of the pushed batch' });
    await waitFor(() => expect(text(pushedBills)).toContain('SB 4512345 (INNSA1): Regularized'), LOAD);
  });

  it('a 403 from validate (KYC not verified) shows the server’s message with a link to KYC', async () => {
    const tester = signedIn();
    tester.http.on('POST', API.billsValidate, FakeHttpClient.reply(403, { success: false, error: { message: 'Your company’s KYC is not verified', code: 'FORBIDDEN' } }));
    const view = renderWorkbench(tester, '/regularize/match');
    await buildRow(view);
    fireEvent.click(view.getByRole('button', { name: 'Validate' }));
    const alert = await view.findByText(/Your company’s KYC is not verified/, undefined, LOAD);
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Open KYC documents' }).getAttribute('href')).toBe('/kyc');
  });

  it('signed out without a token: an explanation and a Sign in link back here', async () => {
    const tester = createPluginTester({ plugin, user: null });
    const view = renderWorkbench(tester, '/regularize');
    const signIn = await view.findByRole('link', { name: 'Sign in' }, LOAD);
    expect(signIn.getAttribute('href')).toBe('/login?next=%2Fregularize');
    expect(tester.http.calls).toHaveLength(0);
  });

  it('the partner page from a token calls only the public endpoints, matches, validates and pushes', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', PUBLIC, ok(PUBLIC_VIEW));
    tester.http.on('POST', `${PUBLIC}/validate`, ok(VALID));
    tester.http.on('POST', `${PUBLIC}/push`, ok({ record: PUSHED }));
    const view = renderWorkbench(tester, '/regularize?token=tok-1');
    expect(await view.findByRole('heading', { name: 'Export bills of Acme Exports' }, LOAD)).toBeTruthy();
    expect(view.getByText('Shared with you by a Portolan customer through a signed link.')).toBeTruthy();
    expect(text(view.getByRole('table', { name: 'Open bills, read-only' }))).toContain('ACME/EXP/118');
    expect(text(view.getByRole('table', { name: 'Remittances, read-only' }))).toContain('IRM0099887');
    expect(view.getByRole('heading', { name: 'Outstanding by due date (USD)' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    await buildRow(view);
    fireEvent.click(view.getByRole('button', { name: 'Validate' }));
    expect(await view.findByText('Batch valid: 1 row, USD 48,200.00', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Push to ICICI Bank' }));
    expect(await view.findByText('SANDBOX-ICICI-000123', undefined, LOAD)).toBeTruthy();
    expect(tester.http.calls.every((c) => c.path.startsWith(`${API.publicRegularization}/`))).toBe(true);
    expect(tester.http.callsTo('POST', `${PUBLIC}/validate`)[0].body).toEqual({ data: { bank: 'ICICI', rows: [{ billId: 'b1', remittanceId: 'r2', amount: '48200.00', currency: 'USD' }] } });
    expect(tester.http.callsTo('POST', `${PUBLIC}/push`)[0].body).toEqual({ data: { batchId: 'batch-1' } });
  });

  it('an expired link shows the server’s message and nothing else', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', PUBLIC, FakeHttpClient.reply(404, { success: false, error: { message: 'This link has expired', code: 'NOT_FOUND' } }));
    const view = renderWorkbench(tester, '/regularize?token=tok-1');
    expect(await view.findByText('This link has expired', undefined, LOAD)).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
    expect(view.queryByRole('button', { name: /Validate|Push/ })).toBeNull();
    expect(tester.http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${PUBLIC}`]);
  });
});
