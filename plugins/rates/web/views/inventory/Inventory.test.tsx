import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within, type RenderResult } from '@testing-library/react';
import { CommandRegistry } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, type PluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API, type Rate } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const API = RATES_API.inventory;
const rate: Rate = {
  _id: 'r1',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 3,
  kind: 'FCL',
  side: 'BUY',
  carrier: 'MAEU',
  origin: 'INNSA',
  destination: 'NLRTM',
  port: null,
  via: ['AEJEA'],
  containerType: '45G1',
  chargeCode: null,
  basis: 'PER_CONTAINER',
  amount: '1250.50',
  currency: 'USD',
  minimum: null,
  transitDays: 24,
  validFrom: '2026-01-01',
  validTo: '2026-03-31',
  freeDays: 14,
  commodity: null,
  contractRef: 'MAEU-SC-14',
  remarks: null,
  importId: null,
  validity: 'ACTIVE',
};
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const CONTAINER_TYPES = { success: true, data: { items: [{ code: '22G1', name: "20' dry" }, { code: '42G1', name: "40' dry" }, { code: '45G1', name: "40' high cube" }, { code: '22R1', name: "20' reefer" }] } };
const CHARGE_TYPES = {
  success: true,
  data: {
    items: [
      { _id: 'c1', code: 'OTHC', name: 'Origin terminal handling', basis: 'PER_CONTAINER', stage: 'ORIGIN', builtIn: true },
      { _id: 'c2', code: 'BAF', name: 'Bunker adjustment factor', basis: 'PER_CONTAINER', stage: 'FREIGHT', builtIn: true },
      { _id: 'c3', code: 'DOC', name: 'Documentation fee', basis: 'PER_BL', stage: 'ORIGIN', builtIn: true },
    ],
    count: 3,
  },
};

function testerWith(accesses?: Record<string, string[]>): PluginTester {
  const tester = createPluginTester({ plugin, accesses });
  tester.http.on('GET', '/api/system/lookup/container-types-list', CONTAINER_TYPES);
  tester.http.on('GET', RATES_API.chargeTypes, CHARGE_TYPES);
  tester.http.on('GET', `${API}/r1`, { success: true, data: { record: rate } });
  tester.http.on('GET', `${API}/r9`, { success: true, data: { record: { ...rate, _id: 'r9' } } });
  // The place autocomplete behind the SDK PortPicker: any typed code is a port of that code.
  tester.http.on('GET', '/api/system/lookup/places', (req) => {
    const code = String(req.query?.q ?? '').toUpperCase();
    return { success: true, data: { items: [{ code, name: `Port ${code}`, country: code.slice(0, 2), countryName: 'Somewhere', kind: 'PORT', lat: 0, lon: 0, nearestPorts: [] }] } };
  });
  return tester;
}

const field = (view: RenderResult, label: RegExp) => view.getByLabelText(label) as HTMLInputElement;
const type = (view: RenderResult, label: RegExp, value: string) => fireEvent.change(field(view, label), { target: { value } });
/** Types a code into a PortPicker and picks the suggestion. */
async function pick(view: RenderResult, label: RegExp, code: string): Promise<void> {
  const input = (await view.findAllByLabelText(label, undefined, LOAD)).find((e) => e.tagName === 'INPUT')!;
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(await view.findByRole('option', { name: new RegExp(`^${code}`) }, LOAD));
  await waitFor(() => expect(view.queryByRole('listbox')).toBeNull());
}
const messages = (tester: PluginTester) => tester.notifications.notifications.map((n) => n.message);

describe('rate inventory web', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists rates with the view (filters, search, sort) in the query, money exact, validity as a tag, and the add / import buttons', async () => {
    const tester = testerWith();
    tester.http.on('GET', API, page([rate]));
    const view = renderWorkbench(tester, '/rates/inventory?kind=FCL&origin=INNSA&validity=ACTIVE&sort=amount.asc&q=MAEU');
    const table = await view.findByRole('region', { name: 'Rates' }, LOAD);
    expect(await within(table).findByRole('link', { name: 'FCL' }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', API)[0].query).toEqual({ limit: 50, sort: { amount: 'asc' }, filter: { kind: 'FCL', origin: 'INNSA', validity: 'ACTIVE' }, search: 'MAEU' });
    expect(within(table).getByText('USD 1,250.50')).toBeTruthy();
    expect(within(table).getByText('ACTIVE')).toBeTruthy();
    for (const name of ['Add freight rates', 'Add other rates', 'Add transportation rates', 'Import rate sheet']) expect(view.getByRole('button', { name })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Import log' }).getAttribute('href')).toBe('/rates/imports');
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    fireEvent.change(view.getByLabelText('Container type'), { target: { value: '45G1' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API).at(-1)?.query).toMatchObject({ filter: { kind: 'FCL', origin: 'INNSA', validity: 'ACTIVE', containerType: '45G1' } }));
  });

  it('shows the rates of one import when opened from the wizard, and hides the add buttons from a reader', async () => {
    const tester = testerWith({ rates: ['Read'] });
    tester.http.on('GET', API, page([rate]));
    const view = renderWorkbench(tester, '/rates/inventory?importId=i1');
    await view.findByRole('region', { name: 'Rates' }, LOAD);
    await waitFor(() => expect(tester.http.callsTo('GET', API)[0]?.query).toMatchObject({ filter: { importId: 'i1' } }));
    expect(view.getByText(/Rates of import/)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Add freight rates' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Import rate sheet' })).toBeNull();
  });

  it('keeps the /rates-v2 prefix in its links and screens', async () => {
    const tester = testerWith();
    tester.http.on('GET', API, page([rate]));
    const view = renderWorkbench(tester, '/rates-v2/inventory');
    const table = await view.findByRole('region', { name: 'Rates' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'FCL' }, LOAD)).getAttribute('href')).toBe('/rates-v2/inventory/r1');
    expect(view.getByRole('link', { name: 'Import log' }).getAttribute('href')).toBe('/rates-v2/imports');
    fireEvent.click(view.getByRole('button', { name: 'Add transportation rates' }));
    expect(await view.findByRole('heading', { name: 'Add transportation rates' }, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: '← Rate inventory' }).getAttribute('href')).toBe('/rates-v2/inventory');
  });

  const cases: Array<{ kind: string; title: string; fill: (view: RenderResult) => void | Promise<void>; expected: Record<string, unknown> }> = [
    {
      kind: 'FCL',
      title: 'Add freight rates',
      fill: async (view) => {
        type(view, /^Carrier/, 'maeu');
        await pick(view, /^Origin port/, 'INNSA');
        await pick(view, /^Destination port/, 'NLRTM');
        type(view, /^Via/, 'aejea');
        type(view, /^Container type/, '45G1');
        type(view, /^Amount per container/, '1250.50');
        type(view, /^Transit days/, '24');
        type(view, /^Free days/, '14');
      },
      expected: { kind: 'FCL', side: 'BUY', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', via: ['AEJEA'], containerType: '45G1', amount: '1250.50', currency: 'USD', transitDays: 24, freeDays: 14, commodity: null, contractRef: null, remarks: null },
    },
    {
      kind: 'FCL',
      title: 'Add freight rates',
      fill: async (view) => {
        fireEvent.click(view.getByRole('radio', { name: /^LCL/ }));
        type(view, /^Carrier/, 'MSCU');
        await pick(view, /^Origin port/, 'CNSHA');
        await pick(view, /^Destination port/, 'USLAX');
        type(view, /^Amount per W\/M/, '45');
        type(view, /^Minimum per shipment/, '90.00');
      },
      expected: { kind: 'LCL', side: 'BUY', carrier: 'MSCU', origin: 'CNSHA', destination: 'USLAX', via: [], amount: '45', minimum: '90.00', currency: 'USD', transitDays: null, freeDays: null },
    },
    {
      kind: 'OTHER',
      title: 'Add other rates',
      fill: async (view) => {
        await waitFor(() => expect(view.getByRole('option', { name: /OTHC/ })).toBeTruthy(), LOAD);
        type(view, /^Charge type/, 'OTHC');
        await pick(view, /^Origin port/, 'INNSA');
        type(view, /^Container type/, '22G1');
        type(view, /^Amount per container/, '12500');
        type(view, /^Currency/, 'INR');
      },
      expected: { kind: 'OTHER', side: 'BUY', chargeCode: 'OTHC', basis: 'PER_CONTAINER', carrier: null, port: 'INNSA', containerType: '22G1', amount: '12500', currency: 'INR' },
    },
    {
      kind: 'TRANSPORT',
      title: 'Add transportation rates',
      fill: async (view) => {
        await pick(view, /^From \(inland place\)/, 'INAMD');
        await pick(view, /^To \(port\)/, 'INNSA');
        type(view, /^Container type/, '42G1');
        type(view, /^Amount per container/, '38000');
        type(view, /^Currency/, 'INR');
      },
      expected: { kind: 'TRANSPORT', side: 'BUY', carrier: null, origin: 'INAMD', destination: 'INNSA', containerType: '42G1', amount: '38000', currency: 'INR', transitDays: null },
    },
  ];

  it.each(cases)('$title posts a $expected.kind rate with the fields of its kind and opens it', async ({ kind, title, fill, expected }) => {
    const tester = testerWith();
    tester.http.on('POST', API, { success: true, data: { record: { ...rate, _id: 'r9' }, id: 'r9' } });
    const view = renderWorkbench(tester, `/rates/inventory/new?kind=${kind}`);
    expect(await view.findByRole('heading', { name: title }, LOAD)).toBeTruthy();
    await fill(view);
    type(view, /^Valid from/, '2026-02-01');
    type(view, /^Valid to/, '2026-04-30');
    fireEvent.submit(field(view, /^Valid to/).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    const { data } = tester.http.callsTo('POST', API)[0].body as { data: Record<string, unknown> };
    expect(data).toMatchObject({ ...expected, validFrom: '2026-02-01', validTo: '2026-04-30' });
    if (expected.kind !== 'OTHER') expect(data).not.toHaveProperty('chargeCode');
    if (expected.kind !== 'LCL') expect(data).not.toHaveProperty('minimum');
    await view.findByRole('heading', { name: /FCL 45G1/ }, LOAD);
    expect(messages(tester)).toContain('Rate added');
  });

  it('checks on the client first: required fields by kind, the currency\'s decimals, the validity window', async () => {
    const tester = testerWith();
    const view = renderWorkbench(tester, '/rates/inventory/new?kind=FCL');
    await view.findByRole('heading', { name: 'Add freight rates' }, LOAD);
    type(view, /^Amount per container/, '10.555');
    type(view, /^Valid from/, '2026-05-01');
    type(view, /^Valid to/, '2026-04-30');
    fireEvent.submit(field(view, /^Valid to/).form!);
    const errorOf = (label: RegExp) => document.getElementById(field(view, label).getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(errorOf(/^Amount per container/)).toBe('At most 2 decimals for USD'));
    expect(errorOf(/^Carrier/)).toBe('Enter the carrier (SCAC)');
    expect(document.getElementById(`${(await view.findByLabelText(/^Origin port/, undefined, LOAD)).id}-error`)?.textContent).toBe('Enter the origin port (UN/LOCODE)');
    expect(errorOf(/^Valid to/)).toBe('On or after the first valid day');
    expect(tester.http.callsTo('POST', API)).toHaveLength(0);
  });

  it('shows the server 400 beside the field it names, keeps every value and says the failure', async () => {
    const tester = testerWith();
    tester.http.on('POST', API, FakeHttpClient.reply(400, { success: false, error: { message: 'ZZZZZ is not a known port or place', code: 'VALIDATION_ERROR', field: 'data.destination' } }));
    const view = renderWorkbench(tester, '/rates/inventory/new?kind=FCL');
    await view.findByRole('heading', { name: 'Add freight rates' }, LOAD);
    type(view, /^Carrier/, 'MAEU');
    await pick(view, /^Origin port/, 'INNSA');
    await pick(view, /^Destination port/, 'ZZZZZ');
    type(view, /^Amount per container/, '900');
    fireEvent.submit(field(view, /^Amount per container/).form!);
    const destination = field(view, /^Destination port/);
    await waitFor(() => expect(document.getElementById(`${destination.id}-error`)?.textContent).toBe('ZZZZZ is not a known port or place'));
    expect(document.activeElement).toBe(destination);
    expect(destination.value).toBe('Port ZZZZZ (ZZZZZ)');
    expect(field(view, /^Carrier/).value).toBe('MAEU');
    expect(field(view, /^Amount per container/).value).toBe('900');
    expect(messages(tester)).toContain('Failed to add the rate');
  });

  it('edits with the version it loaded; a 409 says the rate changed by someone else and offers a reload', async () => {
    const tester = testerWith();
    let answer: unknown = { success: true, data: { record: { ...rate, amount: '1300.00', version: 4 } } };
    tester.http.on('POST', `${API}/r1/`, () => answer);
    const view = renderWorkbench(tester, '/rates/inventory/r1/edit');
    const amount = (await view.findByLabelText(/^Amount per container/, undefined, LOAD)) as HTMLInputElement;
    expect(amount.value).toBe('1250.50');
    fireEvent.change(amount, { target: { value: '1300.00' } });
    fireEvent.submit(amount.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/r1/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/r1/`)[0].body).toEqual({
      data: expect.objectContaining({ kind: 'FCL', amount: '1300.00', version: 3, carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', via: ['AEJEA'] }),
    });
    await waitFor(() => expect(messages(tester)).toContain('Rate saved'));
    cleanup();

    const second = testerWith();
    answer = FakeHttpClient.reply(409, { success: false, error: { message: 'This rate was changed by someone else (version 4)', code: 'CONFLICT', field: 'data.version' } });
    second.http.on('POST', `${API}/r1/`, () => answer);
    const again = renderWorkbench(second, '/rates/inventory/r1/edit');
    const field2 = (await again.findByLabelText(/^Amount per container/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(field2, { target: { value: '1400.00' } });
    fireEvent.submit(field2.form!);
    expect(await again.findByText(/changed by someone else since you opened it — reload/, undefined, LOAD)).toBeTruthy();
    expect(field2.value).toBe('1400.00');
    expect(messages(second)).toContain('Failed to save the rate');
    expect(again.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows the rate and withdraws it after a confirmation, posting its version and saying so', async () => {
    const tester = testerWith();
    tester.http.on('POST', `${API}/r1/withdraw/`, { success: true, data: { record: { ...rate, validity: 'EXPIRED', version: 4 } } });
    const view = renderWorkbench(tester, '/rates/inventory/r1');
    expect(await view.findByRole('heading', { name: /FCL 45G1 INNSA → NLRTM/ }, LOAD)).toBeTruthy();
    expect(view.getByText('USD 1,250.50')).toBeTruthy();
    expect(view.getByText('Maersk (MAEU)')).toBeTruthy();
    for (const name of ['Rate', 'Lane history', 'Activity', 'Comments']) expect(view.getByRole('tab', { name })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await view.findByRole('button', { name: 'Withdraw rate' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/r1/withdraw/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/r1/withdraw/`)[0].body).toEqual({ data: { version: 3 } });
    await waitFor(() => expect(messages(tester)).toContain('Rate withdrawn'));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/r1`)).toHaveLength(2));
  });

  it('lists the lane history: past and future rates of the same lane and container type, newest first', async () => {
    const tester = testerWith();
    const old = { ...rate, _id: 'r0', amount: '1100.00', validFrom: '2025-10-01', validTo: '2025-12-31', validity: 'EXPIRED' };
    const next = { ...rate, _id: 'r2', amount: '1400.00', validFrom: '2026-04-01', validTo: '2026-06-30', validity: 'FUTURE' };
    tester.http.on('POST', RATES_API.filteredRates, { success: true, data: { items: [old, rate, next], count: 3 } });
    const view = renderWorkbench(tester, '/rates/inventory/r1');
    fireEvent.click(await view.findByRole('tab', { name: 'Lane history' }, LOAD));
    const table = await view.findByRole('table', { name: 'Lane history' }, LOAD);
    expect(tester.http.callsTo('POST', RATES_API.filteredRates)[0].body).toEqual({ data: { origin: 'INNSA', destination: 'NLRTM', kind: 'FCL', containerType: '45G1', includeExpired: true } });
    const amounts = within(table).getAllByText(/^USD /).map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(amounts).toEqual(['USD 1,400.00', 'USD 1,250.50', 'USD 1,100.00']);
    expect(within(table).getByText('EXPIRED')).toBeTruthy();
    expect(within(table).getByText('FUTURE')).toBeTruthy();
  });
  it('adds several rates in a row: "Add and add another" keeps the lane and clears the price', async () => {
    const tester = testerWith();
    tester.http.on('POST', API, { success: true, data: { record: { ...rate, _id: 'r9' }, id: 'r9' } });
    const view = renderWorkbench(tester, '/rates/inventory/new?kind=FCL');
    await view.findByRole('heading', { name: 'Add freight rates' }, LOAD);
    type(view, /^Carrier/, 'HLCU');
    await pick(view, /^Origin port/, 'DEHAM');
    await pick(view, /^Destination port/, 'USHOU');
    type(view, /^Container type/, '22G1');
    type(view, /^Amount per container/, '1800');
    fireEvent.click(view.getByRole('button', { name: 'Add and add another' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    await waitFor(() => expect(field(view, /^Amount per container/).value).toBe(''));
    expect(view.getByRole('heading', { name: 'Add freight rates' })).toBeTruthy();
    expect(field(view, /^Carrier/).value).toBe('HLCU');
    type(view, /^Container type/, '42G1');
    type(view, /^Amount per container/, '2600');
    fireEvent.submit(field(view, /^Amount per container/).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(2));
    const second = (tester.http.callsTo('POST', API)[1].body as { data: Record<string, unknown> }).data;
    expect(second).toMatchObject({ carrier: 'HLCU', origin: 'DEHAM', destination: 'USHOU', containerType: '42G1', amount: '2600' });
    expect(messages(tester).filter((m) => m === 'Rate added')).toHaveLength(2);
  });

  it('says "Server Error" with a Retry when the list fails, and offers the common container types when their lookup fails', async () => {
    const tester = testerWith();
    let fail = true;
    tester.http.on('GET', API, () => (fail ? FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }) : page([rate])));
    const view = renderWorkbench(tester, '/rates/inventory');
    expect(await view.findByText('Server Error', undefined, LOAD)).toBeTruthy();
    fail = false;
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await within(await view.findByRole('region', { name: 'Rates' }, LOAD)).findByRole('link', { name: 'FCL' }, LOAD)).toBeTruthy();
    cleanup();

    const broken = testerWith();
    broken.http.on('GET', '/api/system/lookup/container-types-list', FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const form = renderWorkbench(broken, '/rates/inventory/new?kind=TRANSPORT');
    expect(await form.findByText('Container types: Server Error (common types shown)', undefined, LOAD)).toBeTruthy();
    expect(form.getByRole('option', { name: "45G1 — 40' high cube" })).toBeTruthy();
  });

  it('registers its actions for the palette under the prefix it was opened with; adding only for who may create', async () => {
    const tester = testerWith();
    tester.http.on('GET', API, page([rate]));
    const view = renderWorkbench(tester, '/rates-v2/inventory');
    await view.findByRole('region', { name: 'Rates' }, LOAD);
    const commands = tester.root.get<CommandRegistry>(CommandRegistry);
    expect(commands.visible.filter((c) => c.shortcut).map((c) => [c.title, c.shortcut])).toEqual(
      expect.arrayContaining([
        ['Add freight rates', 'alt+n'],
        ['Import a rate sheet', 'alt+i'],
        ['Refresh rates', 'alt+r'],
      ]),
    );
    await commands.run(commands.visible.find((c) => c.shortcut === 'alt+n')!, () => {});
    expect(await view.findByRole('heading', { name: 'Add freight rates' }, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: '← Rate inventory' }).getAttribute('href')).toBe('/rates-v2/inventory');
    cleanup();

    const reader = testerWith({ rates: ['Read'] });
    reader.http.on('GET', API, page([rate]));
    const readOnly = renderWorkbench(reader, '/rates/inventory');
    await readOnly.findByRole('region', { name: 'Rates' }, LOAD);
    const shortcuts = reader.root.get<CommandRegistry>(CommandRegistry).visible.map((c) => c.shortcut);
    expect(shortcuts).toContain('alt+r');
    expect(shortcuts).not.toContain('alt+n');
  });
});
