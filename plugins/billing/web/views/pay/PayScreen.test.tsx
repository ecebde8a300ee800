import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations, type FakeRequest } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API } from '../../../shared/types';
import { ACCOUNT, invoice, ok, page, transaction } from '../payments/paymentFixtures';

const LOAD = { timeout: 10_000 };
const TX = `${BILLING_API.payTransactions}/`;
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const keyOf = (r: FakeRequest) => r.headers?.['Idempotency-Key'];

function serve(http: FakeHttpClient) {
  return http
    .on('GET', `${BILLING_API.payUsers}/`, page([ACCOUNT]))
    .on('GET', BILLING_API.payBalance, ok({ accountId: 'acc-1', currency: 'USD', availableMinor: 5000000, asOf: '2026-11-24T10:00:00Z', mode: 'SANDBOX' }))
    .on('GET', BILLING_API.invoices, page([invoice({ _id: 'i1' }), invoice({ _id: 'i2', balanceMinor: 40000, status: 'PARTLY_PAID' })]))
    .on('GET', TX, page([]));
}

describe('Pay invoices (/pay)', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('renders its own page without the app chrome: company, Back to Portolan, one main, the sandbox tag; no serious a11y violations', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create', 'Approve'], invoices: ['Read'] } });
    serve(tester.http);
    const view = renderWorkbench(tester, '/pay?invoices=i1');
    expect(await view.findByRole('heading', { level: 1, name: 'Pay invoices' }, LOAD)).toBeTruthy();
    expect(view.getAllByRole('main')).toHaveLength(1);
    expect(view.getByRole('main').contains(view.getByRole('heading', { level: 1 }))).toBe(true);
    expect(view.getByText('Test Shipper')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back to Portolan' }).getAttribute('href')).toBe('/vendor-payments');
    expect(view.queryByRole('navigation')).toBeNull();
    expect(view.queryByRole('contentinfo')).toBeNull();
    expect(view.getAllByText('SANDBOX').length).toBeGreaterThan(0);
    expect(view.getByText(/Sandbox accepts corporate ids like SBX-ACME01/)).toBeTruthy();
    await view.findByText(/USD.50,000\.00/, undefined, LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.invoices)[0].query).toMatchObject({ filter: { direction: 'RECEIVED', status: 'ISSUED,PARTLY_PAID,OVERDUE' } });
    expect((view.getByRole('checkbox', { name: 'Pay INV-i1' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('checkbox', { name: 'Pay INV-i2' }) as HTMLInputElement).checked).toBe(false);
    expect(view.getByRole('button', { name: /^Pay USD.1,000\.00$/ })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('sends the same Idempotency-Key on a retry after a failed request, then a new one after a FAILED transaction', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'], invoices: ['Read'] } });
    serve(tester.http);
    let posts = 0;
    tester.http.on('POST', TX, () => {
      posts += 1;
      if (posts === 1) throw new Error('socket hang up');
      return ok(transaction({ _id: `tx-${posts}`, status: 'FAILED', failureReason: 'Insufficient funds' }));
    });
    const view = renderWorkbench(tester, '/pay?invoice=i1');
    const pay = await view.findByRole('button', { name: /^Pay USD.1,000\.00$/ }, LOAD);
    fireEvent.click(pay);
    const failure = await view.findByRole('alert', {}, LOAD);
    expect(text(failure)).toContain('socket hang up');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(text(await view.findByText(/Insufficient funds/, undefined, LOAD))).toContain('Insufficient funds');
    const [first, second] = tester.http.callsTo('POST', TX);
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second.body).toEqual({ data: { accountId: 'acc-1', invoices: [{ invoiceId: 'i1', amountMinor: 100000 }] } });
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await view.findByRole('button', { name: /^Pay USD.1,000\.00$/ }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', TX)).toHaveLength(3), LOAD);
    const third = tester.http.callsTo('POST', TX)[2];
    expect(keyOf(third)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(third)).not.toBe(keyOf(first));
  });

  it('pays a partial amount once on a double click and Enter, polls until SETTLED and shows Paid', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'], invoices: ['Read'] } });
    serve(tester.http);
    tester.http.on('POST', TX, (r: FakeRequest) => ok(transaction({ amountMinor: 25050, idempotencyKey: keyOf(r)! })));
    let polls = 0;
    tester.http.on('GET', `${BILLING_API.payTransactions}/tx-1`, () => {
      polls += 1;
      return ok(transaction({ amountMinor: 25050, status: polls < 2 ? 'PROCESSING' : 'SETTLED', providerReference: 'P2C-778' }));
    });
    const view = renderWorkbench(tester, '/pay?invoices=i1');
    const amount = await view.findByRole('textbox', { name: 'Amount to pay for INV-i1 (USD)' }, LOAD);
    fireEvent.change(amount, { target: { value: '250.50' } });
    const pay = view.getByRole('button', { name: /^Pay USD.250\.50$/ });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.submit(amount.closest('form')!);
    expect(await view.findByText(/Paying USD.250\.50 to Oceanic Lines/, undefined, LOAD)).toBeTruthy();
    expect((view.getByRole('button', { name: /^Pay USD.250\.50$/ }) as HTMLButtonElement).disabled).toBe(true);
    const paid = await view.findByText(/Paid — USD.250\.50 settled, reference P2C-778/, undefined, LOAD);
    expect(paid).toBeTruthy();
    expect(tester.http.callsTo('POST', TX)).toHaveLength(1);
    expect(tester.http.callsTo('POST', TX)[0].body).toEqual({ data: { accountId: 'acc-1', invoices: [{ invoiceId: 'i1', amountMinor: 25050 }] } });
    expect(polls).toBe(2);
  });

  it('links an account by corporate id', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Approve'], invoices: ['Read'] } });
    serve(tester.http).on('GET', `${BILLING_API.payUsers}/`, page([]));
    tester.http.on('POST', `${BILLING_API.payUsers}/`, ok({ record: { ...ACCOUNT, _id: 'acc-2' } }));
    const view = renderWorkbench(tester, '/pay');
    const form = await view.findByRole('form', { name: 'Link a pay2corp account' }, LOAD);
    fireEvent.change(within(form).getByLabelText('Corporate id'), { target: { value: 'SBX-ACME01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BILLING_API.payUsers}/`)[0]?.body).toEqual({ data: { corporateId: 'SBX-ACME01' } }), LOAD);
  });

  it('locks what an unanswered attempt pays until it is retried (same key) or discarded (new key); a 409 ends the attempt', async () => {
    const tester = createPluginTester({ plugin, accesses: { payments: ['Read', 'Create'], invoices: ['Read'] } });
    serve(tester.http);
    let posts = 0;
    tester.http.on('POST', TX, () => {
      posts += 1;
      if (posts === 1) return FakeHttpClient.reply(502, { success: false, error: { message: 'pay2corp could not take the payment now', code: 'BAD_GATEWAY' } });
      if (posts === 2) return FakeHttpClient.reply(409, { success: false, error: { message: 'INV-i1 is DISPUTED; settle the dispute before paying it', code: 'CONFLICT', field: 'data.invoices.0.invoiceId' } });
      return ok(transaction());
    });
    const view = renderWorkbench(tester, '/pay?invoices=i1');
    fireEvent.click(await view.findByRole('button', { name: /^Pay USD.1,000\.00$/ }, LOAD));
    const alert = await view.findByRole('alert', {}, LOAD);
    expect(text(alert)).toContain('pay2corp could not take the payment now');
    expect((view.getByRole('textbox', { name: 'Amount to pay for INV-i1 (USD)' }) as HTMLInputElement).disabled).toBe(true);
    expect((view.getByRole('button', { name: /^Pay USD.1,000\.00$/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Discard this attempt' }));
    fireEvent.click(view.getByRole('button', { name: /^Pay USD.1,000\.00$/ }));
    expect(await view.findByText('INV-i1 is DISPUTED; settle the dispute before paying it', { selector: '.pt-pay-error' }, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: /^Pay USD.1,000\.00$/ }));
    await waitFor(() => expect(tester.http.callsTo('POST', TX)).toHaveLength(3), LOAD);
    const keys = tester.http.callsTo('POST', TX).map(keyOf);
    expect(new Set(keys).size).toBe(3);
  });
});
