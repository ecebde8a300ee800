import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations, type FakeRequest } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API, type Statement } from '../../../shared/types';
import { AGEING, invoice, ok, page, payment } from './paymentFixtures';

const LOAD = { timeout: 10_000 };

describe('Payments screens', { timeout: 30_000 }, () => {
  let restore: () => void;
  beforeAll(() => (restore = layoutViewport()));
  afterAll(() => restore());
  afterEach(cleanup);

  it('lists payments with the filters in the query', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'] } });
    tester.http.on('GET', BILLING_API.payments, page([payment({ _id: 'p1' })]));
    const view = renderWorkbench(tester, '/payments?direction=RECEIVED');
    const table = await view.findByRole('region', { name: 'Payments list' }, LOAD);
    await within(table).findByText('Bharat Traders', undefined, LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.payments)[0].query).toMatchObject({ filter: { direction: 'RECEIVED' }, sort: { receivedOn: 'desc' } });
    expect(within(table).getByText(/USD.500\.00/)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('draws the ageing as a chart with a table of the amounts and links counterparties to statements', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read'] } });
    tester.http.on('GET', BILLING_API.ageing, ok(AGEING));
    const view = renderWorkbench(tester, '/payments/ageing');
    expect(await view.findByRole('img', { name: /Ageing of receivables \(USD\)/ }, LOAD)).toBeTruthy();
    const buckets = view.getByRole('table', { name: 'Ageing of receivables (USD) by bucket' });
    expect(buckets.textContent).toMatch(/1–30 days1USD.2,500\.00/);
    expect(buckets.textContent).toMatch(/TotalUSD.9,000\.00/);
    expect(view.getByRole('link', { name: 'Coastal Foods' }).getAttribute('href')).toBe('/payments/statements/cust-2');
    expect(tester.http.callsTo('GET', BILLING_API.ageing)[0].query).toMatchObject({ side: 'receivables' });
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Payables' }));
    await waitFor(() => expect(tester.http.callsTo('GET', BILLING_API.ageing).at(-1)?.query).toMatchObject({ side: 'payables' }), LOAD);
  });

  it('refuses an unapplied rest without the overpayment tick, then posts exact minor units', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'] } });
    tester.http
      .on('GET', `${BILLING_API.invoices}/i1`, ok(invoice({ _id: 'i1', direction: 'ISSUED', customerCompanyId: 'cust-1', customerName: 'Bharat Traders' })))
      .on('GET', BILLING_API.invoices, page([invoice({ _id: 'i1', direction: 'ISSUED' })]))
      .on('POST', BILLING_API.payments, ok(payment({ _id: 'p9' })))
      .on('GET', `${BILLING_API.payments}/p9`, ok(payment({ _id: 'p9' })));
    const view = renderWorkbench(tester, '/payments/new?invoiceId=i1');
    const apply = await view.findByRole('textbox', { name: 'Apply to INV-i1 (USD)' }, LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.invoices)[0].query).toMatchObject({ filter: { direction: 'ISSUED', customerCompanyId: 'cust-1', status: 'ISSUED,PARTLY_PAID,OVERDUE' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Amount received (USD)' }), { target: { value: '1,000.10' } });
    fireEvent.change(apply, { target: { value: '999.99' } });
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Record payment' }));
    expect(await view.findByText(/Tick "Keep the rest as a credit"/, undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', BILLING_API.payments)).toHaveLength(0);
    fireEvent.click(view.getByRole('checkbox', { name: 'Keep the rest as a credit (overpayment)' }));
    fireEvent.click(view.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.payments)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', BILLING_API.payments)[0].body).toMatchObject({
      data: { payerCompanyId: 'cust-1', method: 'BANK_TRANSFER', currency: 'USD', amountMinor: 100010, allocations: [{ invoiceId: 'i1', amountMinor: 99999 }], acceptOverpayment: true },
    });
  });

  it('shows a 400 beside the field it names and converts a foreign-currency allocation at the realized rate', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'] } });
    tester.http
      .on('GET', `${BILLING_API.invoices}/i1`, ok(invoice({ _id: 'i1', direction: 'ISSUED', customerCompanyId: 'cust-1', customerName: 'Bharat Traders', currency: 'INR' })))
      .on('GET', BILLING_API.invoices, page([invoice({ _id: 'i1', direction: 'ISSUED', currency: 'INR', balanceMinor: 8_350_000 })]))
      .on('POST', BILLING_API.payments, FakeHttpClient.reply(400, { success: false, error: { message: 'The realized rate must be above 0 with at most 10 decimals', code: 'VALIDATION_ERROR', field: 'data.allocations.0.realizedRate' } }));
    const view = renderWorkbench(tester, '/payments/new?invoiceId=i1');
    const apply = await view.findByRole('textbox', { name: 'Apply to INV-i1 (INR)' }, LOAD);
    fireEvent.change(view.getByRole('textbox', { name: 'Currency' }), { target: { value: 'usd' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Amount received (USD)' }), { target: { value: '1000' } });
    fireEvent.change(apply, { target: { value: '83500' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Realized rate for INV-i1 (USD per INR)' }), { target: { value: '0.011976' } });
    expect(view.getByText(/Applied: USD.1,000\.00 · Unapplied: USD.0\.00/)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.payments)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', BILLING_API.payments)[0].body).toMatchObject({ data: { currency: 'USD', amountMinor: 100000, allocations: [{ invoiceId: 'i1', amountMinor: 8_350_000, realizedRate: '0.011976' }] } });
    const cell = view.getByRole('textbox', { name: 'Realized rate for INV-i1 (USD per INR)' }).closest('td')!;
    expect(await within(cell).findByText('The realized rate must be above 0 with at most 10 decimals', undefined, LOAD)).toBeTruthy();
  });

  it('shows a statement with opening, running balance and closing, and downloads it as PDF', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read'] } });
    const statement: Statement = {
      issuerName: 'Test Shipper', customerCompanyId: 'cust-1', customerName: 'Bharat Traders', currency: 'USD', from: '2026-11-01', to: '2026-11-30', openingMinor: 10000,
      entries: [
        { date: '2026-11-05', kind: 'INVOICE', reference: 'INV-1', recordId: 'i1', debitMinor: 100000, creditMinor: 0, balanceMinor: 110000 },
        { date: '2026-11-20', kind: 'PAYMENT', reference: 'UTR123', recordId: 'p1', debitMinor: 0, creditMinor: 60000, balanceMinor: 50000 },
      ],
      closingMinor: 50000,
    };
    tester.http.on('GET', `${BILLING_API.statements}/cust-1`, (r: FakeRequest) => ((r.query as { format?: string })?.format === 'pdf' ? new Blob(['%PDF'], { type: 'application/pdf' }) : ok(statement)));
    const view = renderWorkbench(tester, '/payments/statements/cust-1');
    const table = await view.findByRole('table', { name: 'Statement entries' }, LOAD);
    const rows = within(table).getAllByRole('row').map((r) => r.textContent!.replace(/\u00a0/g, ' '));
    expect(rows[1]).toMatch(/Opening balanceUSD 100\.00/);
    expect(rows[2]).toMatch(/INVOICEINV-1USD 1,000\.00USD 1,100\.00/);
    expect(rows[3]).toMatch(/PAYMENTUTR123USD 600\.00USD 500\.00/);
    expect(rows[4]).toMatch(/Closing balanceUSD 500\.00/);
    expect(within(table).getByRole('link', { name: 'UTR123' }).getAttribute('href')).toBe('/payments/p1');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${BILLING_API.statements}/cust-1`).some((c) => (c.query as { format?: string })?.format === 'pdf')).toBe(true), LOAD);
  });

  it('refunds unapplied credit through the Refund dialog (Approve), checking the amount against the credit', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Approve'] } });
    tester.http.on('GET', `${BILLING_API.payments}/p1`, ok(payment({ _id: 'p1' }))).on('POST', `${BILLING_API.payments}/p1/refund`, ok({ record: payment({ _id: 'r1', kind: 'REFUND' }) }));
    const view = renderWorkbench(tester, '/payments/p1');
    const allocations = await view.findByRole('table', { name: 'Allocations' }, LOAD);
    expect(within(allocations).getByRole('link', { name: 'INV-9' }).getAttribute('href')).toBe('/invoices/i9');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Refund' }));
    const dialog = await view.findByRole('form', { name: 'Refund the unapplied credit' }, LOAD);
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }) as HTMLInputElement;
    expect(amount.value).toBe('500.00');
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Customer asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/At most the unapplied credit/, undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${BILLING_API.payments}/p1/refund`)).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '200.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.payments}/p1/refund`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${BILLING_API.payments}/p1/refund`)[0].body).toMatchObject({ data: { amountMinor: 20025, reason: 'Customer asked' } });
  });

  it('offers no Refund without the Approve level', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read'] } });
    tester.http.on('GET', `${BILLING_API.payments}/p1`, ok(payment({ _id: 'p1' })));
    const view = renderWorkbench(tester, '/payments/p1');
    await view.findByRole('table', { name: 'Allocations' }, LOAD);
    expect(view.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
