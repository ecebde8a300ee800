import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type Customer, type CustomerOverview } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const API = QUOTES_API.customers;
const CONNECTIONS = '/api/auth/v2/network/connections/';
const acme: Customer = {
  _id: 'c1',
  name: 'Acme Exports',
  customerCompanyId: 'acme',
  email: 'logistics@acme.example',
  phone: null,
  address: null,
  country: 'IN',
  taxId: null,
  contacts: [{ name: 'Asha Patel', email: 'asha@acme.example', phone: null, role: 'Logistics head' }],
  creditDays: 30,
  creditLimit: '500000',
  defaultMargin: { type: 'PERCENT', value: '10' },
  currency: 'USD',
  status: 'ACTIVE',
  notes: null,
  version: 2,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const overview: CustomerOverview = {
  customer: acme,
  enquiries: { count: 7, byStatus: { WON: 2, QUOTED: 1, RECEIVED: 4 }, recent: [{ _id: 'e1', reference: 'ENQ-2026-00042', status: 'WON', origin: 'INNSA', destination: 'NLRTM', createdAt: '2026-10-01T00:00:00.000Z' }] },
  quotes: { count: 1, recent: [{ _id: 'q1', enquiryId: 'e1', reference: 'Q-2026-00007', revision: 2, status: 'ACCEPTED', currency: 'USD', sellFrom: '4120.50', validUntil: '2026-11-30' }] },
  shipments: { count: 1, recent: [{ _id: 's1', reference: 'BW-SH-1001', status: 'IN_TRANSIT', origin: 'INNSA', destination: 'NLRTM' }] },
};

describe('customers web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists customers with contact, credit, margin and the linked tag; a reader gets no New button', async () => {
    const tester = createPluginTester({ plugin, accesses: { customers: ['Read'] } });
    tester.http.on('GET', API, page([acme, { ...acme, _id: 'c2', name: 'Nordhafen Handels GmbH', customerCompanyId: null, contacts: [{ name: 'Jana Köhler', email: null, phone: null, role: null }], currency: 'EUR', defaultMargin: { type: 'AMOUNT', value: '120' }, creditLimit: null }]));
    const view = renderWorkbench(tester, '/customers');
    const table = await view.findByRole('region', { name: 'Customers' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'Acme Exports' }, LOAD)).getAttribute('href')).toBe('/customers/c1');
    expect(within(table).getByText('Asha Patel · asha@acme.example')).toBeTruthy();
    expect(within(table).getByText('10 %')).toBeTruthy();
    expect(within(table).getByText('EUR 120.00')).toBeTruthy();
    expect(within(table).getAllByText('Linked')).toHaveLength(1);
    expect(view.queryByRole('button', { name: 'New customer' })).toBeNull();
    fireEvent.change(view.getByLabelText('Currency'), { target: { value: 'EUR' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API).at(-1)?.query).toMatchObject({ filter: { currency: 'EUR' } }));
  });

  it('checks contacts on the client, then shows the server 400 and 409 beside their fields, keeping the values', async () => {
    const tester = createPluginTester({ plugin, accesses: { customers: ['Read', 'Create'] } });
    tester.http.on('GET', CONNECTIONS, page([{ companyId: 'acme', name: 'Acme Exports', status: 'accepted' }, { companyId: 'x', name: null, status: 'requested' }]));
    tester.http.on('POST', API, FakeHttpClient.reply(400, { success: false, error: { message: 'data.contacts.0.email must match format "email"', code: 'VALIDATION_ERROR', field: 'data.contacts.0.email' } }));
    const view = renderWorkbench(tester, '/customers/new');
    const name = (await view.findByLabelText(/^Name/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.click(view.getByRole('button', { name: 'Add contact' }));
    fireEvent.change(view.getByLabelText(/^Credit days/), { target: { value: '400' } });
    fireEvent.submit(name.form!);
    expect(await view.findByText('Name the customer')).toBeTruthy();
    expect(view.getByText('Every contact needs a name')).toBeTruthy();
    expect(view.getByText('Whole days from 0 to 365')).toBeTruthy();
    expect(tester.http.callsTo('POST', API)).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Acme Exports (2)' } });
    fireEvent.change(view.getByLabelText('Contact 1 name'), { target: { value: 'Ravi' } });
    fireEvent.change(view.getByLabelText('Contact 1 email'), { target: { value: 'ravi@example.com' } });
    fireEvent.change(view.getByLabelText(/^Credit days/), { target: { value: '45' } });
    fireEvent.change(view.getByLabelText(/^Default margin/), { target: { value: 'PERCENT' } });
    fireEvent.change(await view.findByLabelText(/^Margin \(%\)/), { target: { value: '12.5' } });
    const company = view.getByLabelText(/^Portolan company/) as HTMLSelectElement;
    await waitFor(() => expect(within(company).getByRole('option', { name: 'Acme Exports' })).toBeTruthy(), LOAD);
    // Only accepted connections are offered.
    expect(within(company).getAllByRole('option')).toHaveLength(2);
    fireEvent.change(company, { target: { value: 'acme' } });
    fireEvent.submit(name.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API)[0].body).toEqual({
      data: {
        name: 'Acme Exports (2)',
        customerCompanyId: 'acme',
        email: null,
        phone: null,
        address: null,
        country: null,
        taxId: null,
        contacts: [{ name: 'Ravi', email: 'ravi@example.com', phone: null, role: null }],
        creditDays: 45,
        creditLimit: null,
        defaultMargin: { type: 'PERCENT', value: '12.5' },
        currency: 'USD',
        status: 'ACTIVE',
        notes: null,
      },
    });
    const contacts = view.getByRole('group', { name: 'Contacts' });
    expect(await view.findByText('data.contacts.0.email must match format "email"')).toBeTruthy();
    expect(contacts.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('Acme Exports (2)');
    tester.http.on('POST', API, FakeHttpClient.reply(409, { success: false, error: { message: 'That company is already your customer Acme Exports', code: 'CONFLICT', field: 'data.customerCompanyId' } }));
    fireEvent.submit(name.form!);
    await waitFor(() => expect(document.getElementById(company.getAttribute('aria-describedby') ?? '')?.textContent).toBe('That company is already your customer Acme Exports'));
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the customer');
  });

  it('shows the overview with counts and links to the enquiries, quotes and shipments; details, comments and activity tabs', async () => {
    const tester = createPluginTester({ plugin, accesses: { customers: ['Read', 'Update'] } });
    tester.http.on('GET', `${API}/c1`, { success: true, data: { record: acme } });
    tester.http.on('GET', `${API}/c1/overview`, { success: true, data: { record: overview } });
    tester.http.on('GET', `${API}/c1/comments`, page([]));
    const view = renderWorkbench(tester, '/customers/c1');
    await view.findByRole('heading', { name: /Acme Exports/ }, LOAD);
    expect(view.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Details', 'Comments', 'Activity']);
    expect(await view.findByRole('heading', { name: 'Enquiries (7)' }, LOAD)).toBeTruthy();
    expect(view.getByLabelText('Enquiries by status').textContent).toBe('RECEIVED 4QUOTED 1WON 2');
    expect(view.getByRole('link', { name: 'ENQ-2026-00042' }).getAttribute('href')).toBe('/enquiries/e1');
    expect(view.getByRole('link', { name: 'Q-2026-00007 rev 2' }).getAttribute('href')).toBe('/enquiries/e1?tab=quote');
    expect(within(view.getByRole('table', { name: 'Recent quotes' })).getByText('USD 4,120.50')).toBeTruthy();
    expect(view.getByRole('link', { name: 'BW-SH-1001' }).getAttribute('href')).toBe('/shipments/s1');
    fireEvent.click(view.getByRole('tab', { name: 'Details' }));
    expect(await view.findByText('30 days, limit USD 500,000.00')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Edit' }));
    expect(await view.findByRole('heading', { name: 'Edit Acme Exports' }, LOAD)).toBeTruthy();
  });
});
