import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';
import { launchPortolan, type RunningPortolan } from './launchPortolan';

// Its own server, as `npm start` runs it (timed work on: the sandbox's settlement webhook and the accounting
// sync are jobs), without the demo's two years of history.
let server: RunningPortolan;
let baseUrl = '';
let bluewave: BrowserSession;
let acme: BrowserSession;
let shipment: { id: string; reference: string };
let invoice: { id: string; number: string; currency: string };

async function apiToken(email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { email, password: 'portolan-demo' } }) });
  return (await res.json()).data.authToken;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data as T;
}

/** The receivables not yet due ("current") in the ageing table, as its text. */
async function currentReceivables(page: Page): Promise<string> {
  const row = page.getByRole('table', { name: /by bucket/ }).getByRole('row').filter({ hasText: /^Current|Not due/i }).first();
  await row.waitFor();
  return (await row.getByRole('cell').last().textContent()) ?? '';
}

beforeAll(async () => {
  server = await launchPortolan({ NODE_ENV: 'development', PORTOLAN_DEMO_HISTORY: '0' });
  baseUrl = server.baseUrl;
  // The shared shipment the demo leaves to invoice: Bluewave's, shared with Acme, with an accepted quote and no invoice yet.
  const [bw, ac] = await Promise.all([apiToken('forwarder@portolan.test'), apiToken('shipper@portolan.test')]);
  const shipments = await api<{ items: Array<{ _id: string; reference: string }> }>(ac, '/api/shipments/v2?limit=100');
  for (const s of shipments.items) {
    const [draft, invoices] = await Promise.all([
      api<{ lines?: unknown[] } & { record?: { lines: unknown[] } }>(bw, `/api/invoices/from-shipment?shipmentId=${s._id}`),
      api<{ items: unknown[] }>(bw, `/api/invoices?filter[shipmentId]=${s._id}`),
    ]);
    const lines = draft?.record?.lines ?? draft?.lines ?? [];
    if (lines.length > 0 && invoices?.items?.length === 0) {
      shipment = { id: s._id, reference: s.reference };
      break;
    }
  }
  expect(shipment, 'a shared shipment with an accepted quote and no invoice in the demo').toBeDefined();
  [bluewave, acme] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([bluewave?.close(), acme?.close()]);
  await server?.close();
});

describe("invoices and payments: Bluewave bills a shipment's charges, Acme pays on /pay, the webhook settles it", () => {
  let receivablesBefore = '';

  it("Bluewave opens the shipment's Invoices tab and creates an invoice from the accepted quote's charges", async () => {
    const { page } = bluewave;
    await page.goto(`/shipments/${shipment.id}`);
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await page.waitForURL(/\/invoices\/new/);
    const editor = page.getByRole('form', { name: /invoice/i });
    await editor.waitFor();
    // The lines come from the quote (its note says which), and can be edited before issue.
    await page.getByText(/Q-\d{4}-\d+/).first().waitFor();
    await expect.poll(async () => page.getByRole('textbox', { name: /Description/ }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectNoSeriousA11yProblems(page, 'new invoice');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    invoice = { id: page.url().split('/').pop()!, number: '', currency: '' };
    await page.getByText('Draft', { exact: true }).first().waitFor();
  });

  it('Bluewave issues it: it takes the next number and Acme is told', async () => {
    const { page } = bluewave;
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue the invoice' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Issued', { exact: true }).first().waitFor();
    const token = await apiToken('forwarder@portolan.test');
    const record = await api<{ number: string; currency: string; status: string } & { record?: { number: string; currency: string } }>(token, `/api/invoices/${invoice.id}`);
    const issued = record.record ?? record;
    expect(issued.number).toMatch(/^BWL\/\d{2}-\d{2}\/\d{5}$/);
    invoice = { ...invoice, number: issued.number, currency: issued.currency };
    await page.getByText(invoice.number).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'invoice details');
    // What Bluewave is owed and not yet due, with this invoice in it.
    await page.goto('/payments/ageing');
    receivablesBefore = await currentReceivables(page);
    await expectNoSeriousA11yProblems(page, 'ageing');
  });

  it('Acme opens /pay (no app chrome), picks its sandbox account in the currency and pays the invoice once', async () => {
    const { page } = acme;
    await page.goto(`/pay?invoice=${invoice.id}`);
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('heading', { name: 'Pay invoices' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    const account = page.getByRole('combobox', { name: /^Account/ });
    const option = await account.locator('option', { hasText: invoice.currency === 'INR' ? 'SBX-ACME01' : `SBX-ACME${invoice.currency}` }).getAttribute('value');
    await account.selectOption(option!);
    await page.getByText('SANDBOX').first().waitFor();
    await expect.poll(async () => page.getByRole('checkbox', { name: `Pay ${invoice.number}` }).isChecked(), { timeout: 10_000 }).toBe(true);
    await expectNoSeriousA11yProblems(page, '/pay');
    await page.getByRole('button', { name: /^Pay [A-Z]{3}|^Pay .*[0-9]/ }).click();
    // The sandbox answers PROCESSING; the settlement arrives 2–5 s later by the signed webhook.
    await page.getByText(/Paid — .* settled, reference/).waitFor({ timeout: 60_000 });
  });

  it('both see the invoice paid', async () => {
    const statusTag = (page: Page) => page.locator('.bp6-tag', { hasText: /^Paid$/ }).first();
    await acme.page.goto(`/invoices/${invoice.id}`);
    await statusTag(acme.page).waitFor();
    await bluewave.page.goto(`/invoices/${invoice.id}`);
    await statusTag(bluewave.page).waitFor();
    const record = await api<{ status: string; balanceMinor: number } & { record?: { status: string; balanceMinor: number } }>(await apiToken('shipper@portolan.test'), `/api/invoices/${invoice.id}`);
    expect(record.record ?? record).toMatchObject({ status: 'PAID', balanceMinor: 0 });
  });

  it("Bluewave's receivables chart moves: the invoice no longer counts as open", async () => {
    const { page } = bluewave;
    await page.goto('/payments/ageing');
    await expect.poll(() => currentReceivables(page), { timeout: 10_000 }).not.toBe(receivablesBefore);
    await page.goto('/payments');
    // Acme's pay2corp payment is on Bluewave's list of payments received.
    await page.locator('.bp6-table-cell', { hasText: /^pay2corp$/ }).first().waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yProblems(page, 'payments');
  });

  it('the accounting sync shows the invoice pushed to QuickBooks (sandbox)', async () => {
    const token = await apiToken('forwarder@portolan.test');
    // The sync job runs every 30 s.
    await expect
      .poll(async () => (await api<{ items: Array<{ action: string; status: string }> }>(token, `/api/accounting/sync-jobs?filter[invoiceId]=${invoice.id}`)).items.find((j) => j.action === 'PUSH_INVOICE')?.status, { timeout: 100_000, interval: 3_000 })
      .toBe('SENT');
    const { page } = bluewave;
    await page.goto('/invoices/accounting');
    await page.getByText(/Sandbox — recorded responses/).first().waitFor();
    await page.getByText(invoice.number).first().waitFor();
    await page.getByText('Sent', { exact: true }).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'accounting sync');
  }, 150_000);

  it('the other billing screens pass axe: invoices, vendor payments, the enterprise billing tab', async () => {
    await bluewave.page.goto('/invoices');
    await bluewave.page.getByRole('link', { name: invoice.number }).first().waitFor();
    await expectNoSeriousA11yProblems(bluewave.page, 'invoices');
    await acme.page.goto('/vendor-payments');
    await acme.page.getByText(/BWL\//).first().waitFor();
    await expectNoSeriousA11yProblems(acme.page, 'vendor payments');
    await acme.page.goto('/admin?tab=billing.company-billing');
    await acme.page.getByText(/tracked containers/).first().waitFor();
    await expectNoSeriousA11yProblems(acme.page, 'enterprise billing tab');
  });
});
