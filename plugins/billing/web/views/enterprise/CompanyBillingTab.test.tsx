import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { RecordTabsView, definePlugin, useRecordTabs } from '@portolan/sdk';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API, type EnterpriseSubscription, type SubscriptionDocument } from '../../../shared/types';
import { invoice, ok, page } from '../payments/paymentFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

/** A stand-in for the enterprise admin screen (the auth plugin is not imported): the company's record tabs. */
function AdminStandIn() {
  const contributed = useRecordTabs({ kind: 'company', recordId: 'test-company', record: { _id: 'test-company', name: 'Test Shipper' } });
  return <RecordTabsView id="admin-tabs" tabs={[{ id: 'users', title: 'Users', panel: <p>Users</p> }]} contributed={contributed} />;
}
const host = definePlugin({ id: 'admin-host', title: 'Admin host', routes: [{ path: '/admin-host', load: async () => ({ default: AdminStandIn }) }] });

const SUB: EnterpriseSubscription = {
  subscriptionId: 'sub-1', companyId: 'test-company', companyName: 'Test Shipper', planName: 'Enterprise', status: 'active', priceMinor: 2500000, currency: 'INR', cycle: 'MONTHLY',
  currentPeriodStart: '2026-11-01', currentPeriodEnd: '2026-11-30', autoInvoice: true, version: 3,
};
const DOC: SubscriptionDocument = { _id: 'd1', companyId: 'test-company', subscriptionId: 'sub-1', title: 'Master agreement', docType: 'CONTRACT', fileName: 'msa.pdf', contentType: 'application/pdf', sizeBytes: 1200, createdAt: '2026-10-01T00:00:00Z', version: 1 };
const SUB_INVOICE = invoice({ _id: 'si1', number: 'PLT/2026-27/0001', source: 'SUBSCRIPTION', periodStart: '2026-10-01', periodEnd: '2026-10-31', currency: 'INR', totalMinor: 2950000, hasFile: true });

function serve(user: { isPlatformAdmin?: boolean } = {}) {
  const tester = createPluginTester({ plugin, plugins: [host], accesses: { admin: ['Read', 'Update'] }, user });
  tester.http
    .on('GET', BILLING_API.enterpriseSubscription, ok({ record: SUB }))
    .on('GET', BILLING_API.trackers, ok({ record: { quota: 500, used: 312, remaining: 188 } }))
    .on('GET', BILLING_API.enterpriseInvoices, page([SUB_INVOICE]))
    .on('GET', BILLING_API.subscriptionDocuments, page([DOC]))
    .on('GET', '/api/companies/all', page([{ _id: 'test-company', name: 'Test Shipper' }, { _id: 'acme', name: 'Acme Exports' }]));
  return tester;
}

async function openTab(tester: ReturnType<typeof serve>) {
  const view = renderWorkbench(tester, '/admin-host');
  fireEvent.click(await view.findByRole('tab', { name: 'Billing' }, LOAD));
  await view.findByText('312 of 500 tracked containers', undefined, LOAD);
  return view;
}

const pdf = () => new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
const messages = (tester: ReturnType<typeof serve>) => tester.notifications.notifications.map((n) => n.message);

describe("The enterprise admin's Billing tab", { timeout: 30_000 }, () => {
  let restore: () => void;
  beforeAll(() => (restore = layoutViewport()));
  afterAll(() => restore());
  afterEach(cleanup);

  it('shows the subscription, the tracker quota meter, invoices and documents; a company admin uploads a document', async () => {
    const tester = serve();
    tester.http.on('POST', BILLING_API.subscriptionDocuments, ok({ record: DOC, message: 'Document Uploaded' }), { status: 201 });
    const view = await openTab(tester);
    expect(view.getByRole('progressbar')).toBeTruthy();
    const facts = view.getByLabelText('Subscription', { selector: 'dl' });
    expect(text(facts)).toContain('INR 25,000.00 per month');
    expect(text(facts)).toContain('Enterprise');
    const invoices = await view.findByRole('table', { name: 'Subscription invoices' }, LOAD);
    expect(within(invoices).getByRole('link', { name: 'PLT/2026-27/0001' }).getAttribute('href')).toBe('/invoices/si1');
    expect(text(invoices)).toContain('INR 29,500.00');
    expect(view.queryByRole('button', { name: 'Upload invoice' })).toBeNull();
    expect(view.queryByRole('form', { name: 'Billing terms' })).toBeNull();
    expect(tester.http.callsTo('GET', BILLING_API.trackers)[0].query).toBeUndefined();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    const form = view.getByRole('form', { name: 'Upload a document' });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Order form 2027' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'ORDER_FORM' } });
    fireEvent.change(within(form).getByLabelText('Document file'), { target: { files: [pdf()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.subscriptionDocuments)).toHaveLength(1), LOAD);
    const body = tester.http.callsTo('POST', BILLING_API.subscriptionDocuments)[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get('companyId'), body.get('title'), body.get('docType')]).toEqual(['test-company', 'Order form 2027', 'ORDER_FORM']);
    expect(body.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(messages(tester)).toContain('Document Uploaded'), LOAD);
  });

  it('says "Document upload failed" when the server refuses the document', async () => {
    const tester = serve();
    tester.http.on('POST', BILLING_API.subscriptionDocuments, FakeHttpClient.reply(400, { success: false, error: { message: 'Document upload failed: file is required', field: 'file' } }));
    const view = await openTab(tester);
    const form = view.getByRole('form', { name: 'Upload a document' });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Contract' } });
    fireEvent.change(within(form).getByLabelText('Document file'), { target: { files: [pdf()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(messages(tester)).toContain('Document upload failed'), LOAD);
  });

  it('lets a platform admin pick a company, set terms and quota, upload and update invoices with the SPEC texts', async () => {
    const tester = serve({ isPlatformAdmin: true });
    tester.http
      .on('POST', BILLING_API.enterpriseSubscription, ok({ record: SUB, message: 'subscription updated' }))
      .on('POST', BILLING_API.trackers, ok({ record: { quota: 600, used: 312, remaining: 288 } }))
      .on('POST', BILLING_API.enterpriseInvoices, ok({ record: SUB_INVOICE, message: 'Invoice Uploaded' }), { status: 201 })
      .on('POST', `${BILLING_API.enterpriseInvoices}/si1/`, FakeHttpClient.reply(409, { success: false, error: { message: 'failed to update invoice: locked' } }));
    const view = await openTab(tester);
    await view.findByRole('option', { name: 'Acme Exports' }, LOAD);
    fireEvent.change(view.getByLabelText('Company'), { target: { value: 'acme' } });
    await waitFor(() => expect(tester.http.callsTo('GET', BILLING_API.trackers).some((c) => c.query?.company === 'acme')).toBe(true), LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.subscriptionDocuments).some((c) => c.query?.company === 'acme')).toBe(true);
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    const terms = await view.findByRole('form', { name: 'Billing terms' }, LOAD);
    fireEvent.change(within(terms).getByLabelText(/Price per cycle/), { target: { value: '30000' } });
    fireEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.enterpriseSubscription)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', BILLING_API.enterpriseSubscription)[0].body).toEqual({ data: { companyId: 'test-company', priceMinor: 3000000, currency: 'INR', cycle: 'MONTHLY', autoInvoice: true, version: 3 } });
    await waitFor(() => expect(messages(tester)).toContain('subscription updated'), LOAD);

    fireEvent.change(view.getByLabelText('Quota'), { target: { value: '600' } });
    fireEvent.click(view.getByRole('button', { name: 'Set quota' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.trackers)[0]?.body).toEqual({ data: { companyId: 'acme', quota: 600 } }), LOAD);

    fireEvent.click(view.getByRole('button', { name: 'Upload invoice' }));
    const upload = await view.findByRole('form', { name: 'Upload invoice' }, LOAD);
    fireEvent.change(within(upload).getByLabelText(/Amount/), { target: { value: '25000.00' } });
    fireEvent.change(within(upload).getByLabelText('Invoice file'), { target: { files: [pdf()] } });
    expect(await seriousA11yViolations(view.baseElement)).toEqual([]);
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload invoice' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.enterpriseInvoices)).toHaveLength(1), LOAD);
    const sent = tester.http.callsTo('POST', BILLING_API.enterpriseInvoices)[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([sent.get('companyId'), sent.get('periodStart'), sent.get('periodEnd'), sent.get('amount'), sent.get('currency')]).toEqual(['acme', '2026-11-01', '2026-11-30', '25000.00', 'INR']);
    expect(sent.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(messages(tester)).toContain('Invoice Uploaded'), LOAD);

    fireEvent.click(await view.findByRole('button', { name: 'Update invoice PLT/2026-27/0001' }, LOAD));
    const update = await view.findByRole('form', { name: 'Update invoice PLT/2026-27/0001' }, LOAD);
    fireEvent.change(within(update).getByLabelText('Invoice file'), { target: { files: [pdf()] } });
    fireEvent.click(within(update).getByRole('button', { name: 'Update invoice' }));
    await waitFor(() => expect(messages(tester)).toContain('failed to update invoice'), LOAD);
    expect((tester.http.callsTo('POST', `${BILLING_API.enterpriseInvoices}/si1/`)[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says "Invoice upload failed" and "subscription update failed." when the server refuses', async () => {
    const tester = serve({ isPlatformAdmin: true });
    tester.http
      .on('POST', BILLING_API.enterpriseSubscription, FakeHttpClient.reply(409, { success: false, error: { message: 'subscription update failed: The terms changed meanwhile' } }))
      .on('POST', BILLING_API.enterpriseInvoices, FakeHttpClient.reply(400, { success: false, error: { message: 'Invoice upload failed: Test Shipper has no subscription to invoice', field: 'companyId' } }))
      .on('POST', /\/api\/enterprises\/v2\/invoices\/si1\/$/, ok({ message: 'Invoice Updated' }));
    const view = await openTab(tester);
    fireEvent.click(within(await view.findByRole('form', { name: 'Billing terms' }, LOAD)).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(messages(tester)).toContain('subscription update failed.'), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Upload invoice' }));
    const upload = await view.findByRole('form', { name: 'Upload invoice' }, LOAD);
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload invoice' }));
    await waitFor(() => expect(messages(tester)).toContain('Invoice upload failed'), LOAD);
    fireEvent.click(within(upload).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await view.findByRole('button', { name: 'Update invoice PLT/2026-27/0001' }, LOAD));
    const update = await view.findByRole('form', { name: 'Update invoice PLT/2026-27/0001' }, LOAD);
    fireEvent.change(within(update).getByLabelText('Invoice file'), { target: { files: [pdf()] } });
    fireEvent.click(within(update).getByRole('button', { name: 'Update invoice' }));
    await waitFor(() => expect(messages(tester)).toContain('Invoice Updated'), LOAD);
  });
});
