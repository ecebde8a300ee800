import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API, type InvoiceDraftInput } from '../../../shared/types';
import { DRAFT } from './invoiceFixtures';
import { serveInvoiceScreens } from './serveInvoiceScreens';

const LOAD = { timeout: 10_000 };
const writer = { invoices: ['Read', 'Create', 'Update'] };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const input = (el: HTMLElement) => el as HTMLInputElement;

describe('Invoice editor', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('finds a shipment, prefills the customer, currency and lines from its charges, previews exact totals and saves the draft', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveInvoiceScreens(tester.http, DRAFT).on('POST', BILLING_API.invoices, { success: true, data: { record: DRAFT, id: 'inv2' } }, { status: 201 });
    const view = renderWorkbench(tester, '/invoices/new');
    expect(await seriousA11yViolations((await view.findByRole('search', { name: 'Find a shipment' }, LOAD)).closest('section')!.parentElement!)).toEqual([]);
    fireEvent.change(view.getByLabelText('Shipment reference'), { target: { value: 'SHP-9' } });
    fireEvent.click(view.getByRole('button', { name: 'Find' }));
    fireEvent.click(await view.findByRole('button', { name: 'SHP-0009' }, LOAD));
    expect(tester.http.callsTo('GET', '/api/shipments/v2')[0].query).toMatchObject({ search: 'SHP-9' });
    const form = await view.findByRole('form', { name: 'New invoice' }, LOAD);
    expect(view.getByText('From the accepted quote Q-2026-00012')).toBeTruthy();
    expect(tester.http.callsTo('GET', BILLING_API.invoiceDraftFromShipment)[0].query).toMatchObject({ shipmentId: 'sh9' });
    expect(input(view.getByLabelText(/^Customer name/)).value).toBe('Acme Apparel');
    expect(input(view.getByLabelText(/^Currency/)).value).toBe('INR');
    expect(input(view.getByLabelText('Description, line 3')).value).toBe('Documentation');
    expect(input(view.getByLabelText('Unit price, line 2')).value).toBe('12500.50');
    // 100,000 + 12,500.50 + 1,500 = 114,000.50; GST 18 % per line: 18,000 + 2,250.09 + 270 = 20,520.09
    const preview = view.getByLabelText('Totals preview');
    expect(text(preview)).toContain('INR 114,000.50');
    expect(text(preview)).toContain('INR 20,520.09');
    expect(text(preview)).toContain('INR 134,520.59');
    fireEvent.change(view.getByLabelText('Quantity, line 3'), { target: { value: '0.5' } });
    expect(text(preview)).toContain('INR 113,250.50');
    fireEvent.change(view.getByLabelText(/^PO number/), { target: { value: 'PO-77' } });
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.submit(form);
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.invoices)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', BILLING_API.invoices)[0].body as { data: InvoiceDraftInput }).data;
    expect(sent).toMatchObject({ customerCompanyId: 'c2', customerName: 'Acme Apparel', currency: 'INR', shipmentId: 'sh9', quoteId: 'q1', source: 'SHIPMENT', poNumber: 'PO-77', termsDays: 30 });
    expect(sent.lines).toHaveLength(3);
    expect(sent.lines[2]).toMatchObject({ description: 'Documentation', quantity: '0.5', unitPrice: '1500', taxRate: 18, sac: '998599' });
    expect(await view.findByRole('heading', { name: /Invoice Draft/ }, LOAD)).toBeTruthy();
  });

  it("shows the server's 400 naming a line's cell beside that cell and keeps what was typed", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveInvoiceScreens(tester.http).on(
      'POST',
      BILLING_API.invoices,
      FakeHttpClient.reply(400, { success: false, error: { message: 'lines.2.unitPrice is more than the quote allows', code: 'VALIDATION_ERROR', field: 'data.lines.2.unitPrice' } }),
    );
    const view = renderWorkbench(tester, '/invoices/new?shipmentId=sh9');
    const form = await view.findByRole('form', { name: 'New invoice' }, LOAD);
    fireEvent.change(view.getByLabelText('Unit price, line 3'), { target: { value: '99999' } });
    fireEvent.submit(form);
    await waitFor(() => expect(errorOf(view.getByLabelText('Unit price, line 3'))).toBe('lines.2.unitPrice is more than the quote allows'), LOAD);
    expect(input(view.getByLabelText('Unit price, line 3')).value).toBe('99999');
    expect(input(view.getByLabelText('Description, line 1')).value).toBe('Ocean freight');
    expect(view.getByRole('form', { name: 'New invoice' })).toBeTruthy();
    expect(errorOf(view.getByLabelText('Unit price, line 1'))).toBeUndefined();
  });

  it('starts blank with a customer from the network, checks lines on the client and adds and removes lines', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveInvoiceScreens(tester.http);
    const view = renderWorkbench(tester, '/invoices/new');
    fireEvent.click(await view.findByRole('button', { name: 'Start a blank invoice' }, LOAD));
    const form = await view.findByRole('form', { name: 'New invoice' }, LOAD);
    const customer = view.getByLabelText('Customer on the platform') as HTMLSelectElement;
    await waitFor(() => expect(customer.options.length).toBe(2), LOAD);
    fireEvent.change(customer, { target: { value: 'c2' } });
    expect(input(view.getByLabelText(/^Customer name/)).value).toBe('Acme Apparel');
    fireEvent.click(view.getByRole('button', { name: 'Add line' }));
    expect(view.getByLabelText('Description, line 2')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Remove line 2' }));
    expect(view.queryByLabelText('Description, line 2')).toBeNull();
    fireEvent.change(view.getByLabelText('Unit price, line 1'), { target: { value: '12,50' } });
    fireEvent.submit(form);
    expect(await view.findByText('Describe the charge')).toBeTruthy();
    expect(errorOf(view.getByLabelText('Unit price, line 1'))).toBe('A price, e.g. 1250.50');
    expect(tester.http.callsTo('POST', BILLING_API.invoices)).toHaveLength(0);
  });
});
