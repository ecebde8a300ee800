import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API } from '../../../shared/types';
import { DRAFT, RECEIVED } from './invoiceFixtures';
import { serveInvoiceScreens } from './serveInvoiceScreens';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const all = { invoices: ['Read', 'Create', 'Update', 'Delete', 'Approve'], payments: ['Read', 'Create'] };
const buttonsOf = (toolbar: HTMLElement) => [...toolbar.querySelectorAll('button, a')].map((b) => text(b).trim()).filter(Boolean);
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);

describe('Invoice details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows an issued, overdue invoice with amounts, GST split, and the issuer its actions (payment, credit note, void)', async () => {
    const tester = createPluginTester({ plugin, accesses: all });
    serveInvoiceScreens(tester.http);
    const view = renderWorkbench(tester, '/invoices/inv1');
    const heading = await view.findByRole('heading', { name: /INV\/2026-27\/0007/ }, LOAD);
    expect(text(heading)).toContain('Overdue');
    const amounts = view.getByLabelText('Amounts');
    expect(text(amounts)).toContain('INR 132,750.60');
    expect(text(amounts)).toContain('INR 130,500.59');
    expect(text(view.getByText(/days overdue/))).toContain('24 days overdue');
    const lines = view.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('columnheader', { name: 'CGST' })).toBeTruthy();
    expect(within(lines).queryByRole('columnheader', { name: 'IGST' })).toBeNull();
    expect(text(view.getByLabelText('Supplier'))).toContain('27AAPFU0939F1ZV');
    const toolbar = view.getByRole('toolbar', { name: 'Invoice actions' });
    expect(buttonsOf(toolbar)).toEqual(expect.arrayContaining(['Record payment', 'Credit note', 'Void', 'Download PDF']));
    expect(buttonsOf(toolbar)).not.toContain('Approve');
    expect(buttonsOf(toolbar)).not.toContain('Issue');
    expect(within(toolbar).getByRole('link', { name: 'Record payment' }).getAttribute('href')).toBe('/payments/new?invoiceId=inv1');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Credit note' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Quantity, line 1'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Rate error' } });
    fireEvent.submit(within(dialog).getByRole('form'));
    expect(await within(dialog).findByText(/is more than the balance/, undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${BILLING_API.invoices}/inv1/credit-notes`)).toHaveLength(0);
  });

  it('offers a draft Edit, Issue and Delete; Issue shows the due date and posts the version; a 409 shows the server message', async () => {
    const tester = createPluginTester({ plugin, accesses: all });
    serveInvoiceScreens(tester.http, DRAFT).on(
      'POST',
      `${BILLING_API.invoices}/inv2/issue`,
      FakeHttpClient.reply(409, { success: false, error: { message: 'The invoice is ISSUED: it cannot be issued again', code: 'CONFLICT', field: 'data.version' } }),
    );
    const view = renderWorkbench(tester, '/invoices/inv2');
    const toolbar = await view.findByRole('toolbar', { name: 'Invoice actions' }, LOAD);
    expect(buttonsOf(toolbar)).toEqual(expect.arrayContaining(['Edit', 'Issue', 'Delete draft']));
    expect(buttonsOf(toolbar)).not.toContain('Void');
    expect(within(toolbar).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/invoices/inv2/edit');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Issue' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Issue date/), { target: { value: '2026-11-24' } });
    expect(text(dialog)).toMatch(/due .*24.* \(30 days\)/);
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.invoices}/inv2/issue`)).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', `${BILLING_API.invoices}/inv2/issue`)[0].body as { data: unknown }).data).toEqual({ version: 1, issueDate: '2026-11-24' });
    expect(await within(dialog).findByText('The invoice is ISSUED: it cannot be issued again', undefined, LOAD)).toBeTruthy();
    expect(messages(tester).join(' ')).toContain('Could not issue the invoice');
  });

  it('offers the billed customer Pay, Approve and Dispute, and sends the dispute note with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: all });
    serveInvoiceScreens(tester.http, RECEIVED).on('POST', `${BILLING_API.invoices}/inv3/dispute`, { success: true, data: { record: { ...RECEIVED, payerStatus: 'DISPUTED', version: 5 } } });
    const view = renderWorkbench(tester, '/invoices/inv3');
    const toolbar = await view.findByRole('toolbar', { name: 'Invoice actions' }, LOAD);
    expect(buttonsOf(toolbar)).toEqual(expect.arrayContaining(['Pay', 'Approve', 'Dispute', 'Download PDF']));
    expect(buttonsOf(toolbar)).not.toContain('Void');
    expect(buttonsOf(toolbar)).not.toContain('Record payment');
    expect(within(toolbar).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/pay?invoice=inv3');
    expect(text(view.getByRole('heading', { name: /OL\/0042/ }))).toContain('Awaiting approval');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Dispute' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^What is wrong/), { target: { value: 'THC charged twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.invoices}/inv3/dispute`)).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', `${BILLING_API.invoices}/inv3/dispute`)[0].body as { data: unknown }).data).toEqual({ version: 4, note: 'THC charged twice' });
    await waitFor(() => expect(messages(tester)).toContain('Invoice disputed'), LOAD);
  });

  it('a reader of a received invoice sees no actions but the PDF', async () => {
    const tester = createPluginTester({ plugin, accesses: { invoices: ['Read'] } });
    serveInvoiceScreens(tester.http, RECEIVED);
    const view = renderWorkbench(tester, '/invoices/inv3');
    const toolbar = await view.findByRole('toolbar', { name: 'Invoice actions' }, LOAD);
    expect(buttonsOf(toolbar)).toEqual(['Download PDF']);
  });
});
