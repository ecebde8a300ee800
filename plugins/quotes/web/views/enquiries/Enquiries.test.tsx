import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type Enquiry, type EnquirySummary } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const API = QUOTES_API.enquiries;
const PLACES = '/api/system/lookup/places';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const enquiry: Enquiry = {
  _id: 'e1',
  reference: 'ENQ-2026-00042',
  status: 'RECEIVED',
  customerId: 'c1',
  customerName: 'Acme Exports',
  customerCompanyId: 'acme',
  contactName: 'Asha Patel',
  contactEmail: 'asha@acme.example',
  origin: 'INNSA',
  destination: 'NLRTM',
  originKind: 'PORT',
  destinationKind: 'PORT',
  mode: 'FCL',
  containers: [{ type: '42G1', count: 2 }],
  cargo: { commodity: 'Cotton garments', hsCode: '620342', weightKg: '18400', volumeM3: null, packages: 640, dgClass: null, reeferTempC: null },
  cargoReadyOn: day(10),
  incoterm: 'FOB',
  services: ['ORIGIN_CUSTOMS'],
  currency: 'USD',
  source: 'CUSTOMER',
  partner: null,
  leadId: null,
  dueOn: day(-2),
  notes: null,
  lossReason: null,
  feedback: null,
  assignedTo: null,
  firstQuotedAt: null,
  quoteId: null,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const summary: EnquirySummary = {
  from: '2025-12-01',
  to: '2026-11-23',
  currency: 'USD',
  enquiries: 24,
  quotesSent: 15,
  won: 6,
  lost: 3,
  winRate: 6 / 9,
  averageResponseHours: 12.5,
  revenueQuoted: '84210.50',
  revenueWon: '30100.00',
  byStatus: { RECEIVED: 5, QUOTING: 2, QUOTED: 3, WON: 6, LOST: 3, EXPIRED: 5 },
  byMonth: [
    { month: '2026-10', received: 4, quoted: 3, won: 1, lost: 1, revenueQuoted: '9000.00', revenueWon: '3000.00' },
    { month: '2026-11', received: 6, quoted: 2, won: 0, lost: 0, revenueQuoted: '5000.00', revenueWon: '0.00' },
  ],
};
const monthName = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const customers = page([{ _id: 'c1', name: 'Acme Exports', currency: 'USD', contacts: [{ name: 'Asha Patel', email: 'asha@acme.example', phone: null, role: null }] }]);
const writer = { enquiries: ['Read', 'Create', 'Update'], quotes: ['Read'], customers: ['Read'] };

/** Answers the place autocomplete with the port asked for. */
function places(tester: ReturnType<typeof createPluginTester>) {
  const known: Record<string, string> = { INNSA: 'Nhava Sheva (JNPT)', NLRTM: 'Rotterdam', DEHAM: 'Hamburg' };
  tester.http.on('GET', PLACES, (r) => {
    const q = String((r.query as { q?: string })?.q ?? '').toUpperCase();
    return { success: true, data: { items: Object.entries(known).filter(([code]) => code.startsWith(q)).map(([code, name]) => ({ code, name, country: code.slice(0, 2), countryName: code.slice(0, 2), kind: 'PORT', lat: 0, lon: 0, nearestPorts: [] })) } };
  });
}

describe('enquiries web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists enquiries with lane names, load, overdue reply-by and status under the summary figures; filters by status', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read'] } });
    tester.http.on('GET', API, page([enquiry, { ...enquiry, _id: 'e2', reference: 'ENQ-2026-00043', status: 'WON', dueOn: day(-30), source: 'MANUAL' }]));
    tester.http.on('GET', QUOTES_API.summary, { success: true, data: { record: summary } });
    tester.http.on('GET', QUOTES_API.customers, customers);
    const view = renderWorkbench(tester, '/enquiriesV2');
    const table = await view.findByRole('region', { name: 'Enquiries' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'ENQ-2026-00042' }, LOAD);
    expect(link.getAttribute('href')).toBe('/enquiriesV2/e1');
    expect(within(table).getAllByText('Nhava Sheva (JNPT) (INNSA) → Rotterdam (NLRTM)')).toHaveLength(2);
    expect(within(table).getAllByText("FCL · 2 × 40' dry")).toHaveLength(2);
    // Only the open one is overdue; a won enquiry's old reply-by is just a date.
    expect(within(table).getAllByText(/\(overdue\)/)).toHaveLength(1);
    expect(within(table).getByText('WON')).toBeTruthy();
    const figures = await view.findByLabelText('Enquiry figures', undefined, LOAD);
    expect(figures.textContent).toContain('67 %');
    expect(figures.textContent).toContain('12.5 h');
    expect(figures.textContent).toContain('USD\u00a084,210.50');
    expect(await view.findByRole('img', { name: /^Enquiries received by month/ }, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New enquiry' })).toBeNull();
    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'QUOTED' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API).at(-1)?.query).toMatchObject({ filter: { status: 'QUOTED' } }));
  });

  it('checks the new-enquiry form on the client, sending nothing while it is wrong', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    tester.http.on('GET', QUOTES_API.customers, customers);
    const view = renderWorkbench(tester, '/enquiries/new');
    const commodity = (await view.findByLabelText(/^Commodity/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(view.getByLabelText(/^HS code/), { target: { value: '12' } });
    fireEvent.change(view.getByLabelText(/^Reefer temperature/), { target: { value: '-50' } });
    fireEvent.click(view.getByRole('button', { name: 'Remove container row 1' }));
    fireEvent.submit(commodity.form!);
    expect(await view.findByText('Say what the cargo is')).toBeTruthy();
    expect(view.getByText('Choose a customer or type a name')).toBeTruthy();
    expect(view.getAllByText('Choose a port or place')).toHaveLength(2);
    expect(view.getByText('Add at least one container')).toBeTruthy();
    expect(view.getByText('4 to 10 digits')).toBeTruthy();
    expect(view.getByText('From −40 to +30 °C')).toBeTruthy();
    fireEvent.click(view.getByLabelText('Less than a container (LCL)'));
    fireEvent.submit(commodity.form!);
    expect(await view.findByText('LCL needs the weight')).toBeTruthy();
    expect(tester.http.callsTo('POST', API)).toHaveLength(0);
  });

  it("creates an enquiry for a customer, shows the server's 400 beside its field and keeps what was typed", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    tester.http.on('GET', QUOTES_API.customers, customers);
    places(tester);
    tester.http.on('POST', API, FakeHttpClient.reply(400, { success: false, error: { message: 'cargo.hsCode must match pattern', code: 'VALIDATION_ERROR', field: 'data.cargo.hsCode' } }));
    const view = renderWorkbench(tester, '/enquiries/new');
    const customer = (await view.findByLabelText(/^Customer$/, undefined, LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(within(customer).getByRole('option', { name: 'Acme Exports' })).toBeTruthy(), LOAD);
    fireEvent.change(customer, { target: { value: 'c1' } });
    for (const [label, code] of [
      ['Origin', 'INNSA'],
      ['Destination', 'DEHAM'],
    ]) {
      const input = view.getByRole('combobox', { name: new RegExp(`^${label}`) });
      fireEvent.change(input, { target: { value: code } });
      const list = await view.findByRole('listbox', { name: new RegExp(`^${label}`) }, LOAD);
      fireEvent.click(await within(list).findByRole('option', { name: new RegExp(code) }, LOAD));
    }
    fireEvent.change(view.getByLabelText('Container type 1'), { target: { value: '45G1' } });
    fireEvent.change(view.getByLabelText('Count 1'), { target: { value: '3' } });
    const commodity = view.getByLabelText(/^Commodity/) as HTMLInputElement;
    fireEvent.change(commodity, { target: { value: 'Denim fabric' } });
    const hs = view.getByLabelText(/^HS code/) as HTMLInputElement;
    fireEvent.change(hs, { target: { value: '520942' } });
    fireEvent.click(view.getByLabelText('Insurance'));
    fireEvent.submit(commodity.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', API)[0].body).toEqual({
      data: {
        customerId: 'c1',
        contactName: null,
        contactEmail: null,
        origin: 'INNSA',
        originKind: 'PORT',
        destination: 'DEHAM',
        destinationKind: 'PORT',
        mode: 'FCL',
        containers: [{ type: '45G1', count: 3 }],
        cargo: { commodity: 'Denim fabric', hsCode: '520942', weightKg: null, volumeM3: null, packages: null, dgClass: null, reeferTempC: null },
        cargoReadyOn: day(7),
        incoterm: null,
        services: ['INSURANCE'],
        currency: 'USD',
        dueOn: day(2),
        notes: null,
      },
    });
    await waitFor(() => expect(document.getElementById(hs.getAttribute('aria-describedby') ?? '')?.textContent).toBe('cargo.hsCode must match pattern'));
    expect(commodity.value).toBe('Denim fabric');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the enquiry');
  });

  it('shows the details with tabs, starts quoting with the version and marks lost with a reason', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    let current = enquiry;
    tester.http.on('GET', `${API}/e1`, () => ({ success: true, data: { record: current } }));
    tester.http.on('GET', `${API}/e1/activity`, { success: true, data: { items: [{ _id: 'a1', action: 'created', from: null, to: 'RECEIVED', note: null, actorName: 'Bluewave ops', createdAt: '2026-11-01T10:00:00.000Z' }], count: 1 } });
    tester.http.on('POST', `${API}/e1/start-quote/`, () => {
      current = { ...enquiry, status: 'QUOTING', version: 4 };
      return { success: true, data: { record: current } };
    });
    tester.http.on('POST', `${API}/e1/mark-lost/`, () => {
      current = { ...enquiry, status: 'LOST', lossReason: 'PRICE', feedback: 'Cheaper elsewhere', version: 5 };
      return { success: true, data: { record: current } };
    });
    const view = renderWorkbench(tester, '/enquiries/e1');
    await view.findByRole('heading', { name: /ENQ-2026-00042/ }, LOAD);
    expect(view.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Enquiry', 'Quote', 'Comments', 'Activity']);
    expect(view.getByText('Cotton garments (HS 620342)')).toBeTruthy();
    // Mark won needs Approve: not offered to an operator.
    expect(view.queryByRole('button', { name: 'Mark won' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Start quoting' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/e1/start-quote/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/e1/start-quote/`)[0].body).toEqual({ data: { version: 3 } });
    await view.findByText('QUOTING', undefined, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Mark lost' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    expect(await within(dialog).findByText('Choose why it was lost')).toBeTruthy();
    expect(tester.http.callsTo('POST', `${API}/e1/mark-lost/`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'PRICE' } });
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: 'Cheaper elsewhere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/e1/mark-lost/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/e1/mark-lost/`)[0].body).toEqual({ data: { version: 4, reason: 'PRICE', comment: 'Cheaper elsewhere' } });
    expect(await view.findByText('Price — Cheaper elsewhere', undefined, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(view.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/e1/activity`).length).toBeGreaterThan(0));
  });

  it('opens the tab the link names (?tab=…) and keeps the chosen tab in the URL', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    tester.http.on('GET', `${API}/e1`, { success: true, data: { record: enquiry } });
    tester.http.on('GET', `${API}/e1/activity`, { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/enquiries/e1?tab=activity');
    await view.findByRole('heading', { name: /ENQ-2026-00042/ }, LOAD);
    expect(view.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/e1/activity`).length).toBeGreaterThan(0));
    fireEvent.click(view.getByRole('tab', { name: 'Enquiry' }));
    await waitFor(() => expect(view.getByRole('tab', { name: 'Enquiry' }).getAttribute('aria-selected')).toBe('true'));
    expect(view.getByText('Cotton garments (HS 620342)')).toBeTruthy();
  });

  it('re-reads a quoted enquiry every 15 seconds, so the customer’s answer shows without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read'] } });
    let current: Enquiry = { ...enquiry, status: 'QUOTED' };
    tester.http.on('GET', `${API}/e1`, () => ({ success: true, data: { record: current } }));
    const view = renderWorkbench(tester, '/enquiries/e1');
    await view.findByText('QUOTED', undefined, LOAD);
    const reads = tester.http.callsTo('GET', `${API}/e1`).length;
    current = { ...current, status: 'WON', version: 5 };
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(await view.findByText('WON', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', `${API}/e1`).length).toBe(reads + 1);
    // Once decided, it stops asking.
    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(tester.http.callsTo('GET', `${API}/e1`).length).toBe(reads + 1);
  });

  it('shows the full summary by month and asks again for a range and currency', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read'] } });
    tester.http.on('GET', QUOTES_API.summary, (r) => ({ success: true, data: { record: { ...summary, currency: (r.query as { currency?: string })?.currency ?? 'USD' } } }));
    const view = renderWorkbench(tester, '/enquiriesV2/summary');
    const table = await view.findByRole('table', { name: 'Enquiries and revenue by month' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toBe(`${monthName('2026-10')}4311USD\u00a09,000.00USD\u00a03,000.00`);
    expect(view.getByRole('link', { name: '← Enquiries' }).getAttribute('href')).toBe('/enquiriesV2');
    fireEvent.change(view.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(view.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.change(view.getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.click(view.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(tester.http.callsTo('GET', QUOTES_API.summary).at(-1)?.query).toEqual({ from: '2026-01-01', to: '2026-06-30', currency: 'EUR' }));
    expect(await within(await view.findByRole('table', { name: 'Enquiries and revenue by month' }, LOAD)).findByText('EUR 9,000.00', undefined, LOAD)).toBeTruthy();
  });

  it('manages terms sets: the default first, a new one saved', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read'], quotes: ['Read', 'Create', 'Update'] } });
    const sets = [{ _id: 't1', name: 'Standard FCL terms', body: '1. Rates subject to space.', isDefault: true, version: 1, createdAt: '', updatedAt: '' }];
    tester.http.on('GET', QUOTES_API.termAndConditions, () => page(sets));
    tester.http.on('POST', QUOTES_API.termAndConditions, (r) => {
      const data = (r.body as { data: { name: string; body: string; isDefault: boolean } }).data;
      sets.push({ _id: 't2', ...data, version: 1, createdAt: '', updatedAt: '' });
      return { success: true, data: { record: sets[1], id: 't2' } };
    });
    const view = renderWorkbench(tester, '/enquiries/terms');
    expect(await view.findByRole('heading', { name: /Standard FCL terms/ }, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Delete Standard FCL terms' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'New terms set' }));
    const name = view.getByLabelText(/^Name/) as HTMLInputElement;
    fireEvent.submit(name.form!);
    expect(await view.findByText('Name the set')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Reefer addendum' } });
    fireEvent.change(view.getByLabelText(/^Terms text/), { target: { value: 'Set points in writing.' } });
    fireEvent.submit(name.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.termAndConditions)[0]?.body).toEqual({ data: { name: 'Reefer addendum', body: 'Set points in writing.', isDefault: false } }));
    expect(await view.findByRole('heading', { name: /Reefer addendum/ }, LOAD)).toBeTruthy();
  });
});
