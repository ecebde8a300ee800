import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const API = RATES_API.contracts;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Valid from 100 days ago for 200 days: half the validity has passed (101 of 200 days counted). */
const contract = {
  _id: 'k1',
  reference: 'MAEU-SC-2026-014',
  carrier: 'MAEU',
  validFrom: day(-100),
  validTo: day(99),
  mqcTeu: 400,
  usedTeu: 150,
  status: 'DRAFT',
  notes: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const month = (offset: number) => day(offset).slice(0, 7);
const monthName = (offset: number) => new Date(`${month(offset)}-01T00:00:00Z`).toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const usage = { success: true, data: { record: { mqcTeu: 400, usedTeu: 150, months: [{ month: month(-60), teu: 60, shipments: 20 }, { month: month(-30), teu: 90, shipments: 31 }] } } };

describe('contracts web', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists contracts with carrier, status, MQC and the used TEU bar; filters by status', async () => {
    const tester = createPluginTester({ plugin, accesses: { contracts: ['Read'] } });
    tester.http.on('GET', API, page([contract]));
    const view = renderWorkbench(tester, '/contracts');
    const table = await view.findByRole('region', { name: 'Contracts' }, LOAD);
    expect(await within(table).findByRole('link', { name: 'MAEU-SC-2026-014' }, LOAD)).toBeTruthy();
    expect(within(table).getByText('Maersk (MAEU)')).toBeTruthy();
    expect(within(table).getByText('DRAFT')).toBeTruthy();
    expect(within(table).getByRole('progressbar', { name: '150 of 400 TEU used' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New contract' })).toBeNull();
    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'ACTIVE' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API).at(-1)?.query).toMatchObject({ filter: { status: 'ACTIVE' } }));
    fireEvent.change(view.getByLabelText('Ends by'), { target: { value: '2026-12-31' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API).at(-1)?.query).toMatchObject({ filter: { status: 'ACTIVE', validTo: { to: '2026-12-31' } } }));
  });

  it('shows the MQC usage with the pace against the pro-rata target', async () => {
    const tester = createPluginTester({ plugin, accesses: { contracts: ['Read'] } });
    tester.http.on('GET', `${API}/k1`, { success: true, data: { record: contract } });
    tester.http.on('GET', `${API}/k1/usage`, usage);
    const view = renderWorkbench(tester, '/contracts/k1');
    await view.findByRole('heading', { name: /MAEU-SC-2026-014/ }, LOAD);
    // A reader sees no edit and no state move.
    expect(view.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Activate' })).toBeNull();
    // Without the rates feature there is no Rates tab (the inventory would refuse it).
    expect(view.queryByRole('tab', { name: 'Rates' })).toBeNull();
    fireEvent.click(view.getByRole('tab', { name: 'MQC usage' }));
    const pace = await view.findByRole('status', { name: 'MQC pace' }, LOAD);
    // 400 TEU × 101/200 days = 202 TEU due by today; 150 used.
    expect(pace.textContent).toContain('Behind by 52 TEU');
    const months = view.getByRole('table', { name: 'Shipments under the contract by month' });
    // Every month from the start to today, 0 where nothing shipped; the running total ends at the TEU used.
    expect(within(months).getAllByRole('row')).toHaveLength(1 + new Set([month(-100), month(-60), month(-30), month(0)]).size);
    const row = within(months).getByRole('row', { name: new RegExp(monthName(-30)) });
    expect(within(row).getByText('90')).toBeTruthy();
    expect(within(months).getAllByRole('row').at(-1)!.textContent).toContain('150');
    const cumulative = await view.findByRole('img', { name: /^Cumulative TEU: 150 TEU of the 400 TEU MQC; Behind by 52 TEU/ }, LOAD);
    expect(cumulative).toBeTruthy();
    expect(await view.findByRole('img', { name: /^TEU by month/ }, LOAD)).toBeTruthy();
  });

  it('activates a draft with its version (Approve level only) and reloads it', async () => {
    const tester = createPluginTester({ plugin, accesses: { contracts: ['Read', 'Approve'] } });
    tester.http.on('GET', `${API}/k1`, { success: true, data: { record: contract } });
    tester.http.on('POST', `${API}/k1/activate/`, { success: true, data: { record: { ...contract, status: 'ACTIVE', version: 2 } } });
    const view = renderWorkbench(tester, '/contracts/k1');
    await view.findByRole('heading', { name: /MAEU-SC-2026-014/ }, LOAD);
    expect(view.queryByRole('button', { name: 'Terminate' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/k1/activate/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/k1/activate/`)[0].body).toEqual({ data: { version: 1 } });
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/k1`)).toHaveLength(2));
    cleanup();
    const operator = createPluginTester({ plugin, accesses: { contracts: ['Read', 'Create', 'Update'] } });
    operator.http.on('GET', `${API}/k1`, { success: true, data: { record: contract } });
    const other = renderWorkbench(operator, '/contracts/k1');
    await other.findByRole('button', { name: 'Edit' }, LOAD);
    expect(other.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('lists the contract rates through the inventory filter on its reference', async () => {
    const tester = createPluginTester({ plugin, accesses: { contracts: ['Read'], rates: ['Read'] } });
    tester.http.on('GET', `${API}/k1`, { success: true, data: { record: contract } });
    tester.http.on('GET', RATES_API.inventory, page([]));
    const view = renderWorkbench(tester, '/contracts/k1');
    fireEvent.click(await view.findByRole('tab', { name: 'Rates' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('GET', RATES_API.inventory)[0]?.query).toMatchObject({ filter: { contractRef: 'MAEU-SC-2026-014' } }));
  });

  it('checks the form on the client, then shows the server 400 beside its field and keeps the values', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', API, FakeHttpClient.reply(400, { success: false, error: { message: 'data.reference is already used by another contract', code: 'VALIDATION_ERROR', field: 'data.reference' } }));
    const view = renderWorkbench(tester, '/contracts/new');
    const reference = (await view.findByLabelText(/^Reference/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.submit(reference.form!);
    expect(await view.findByText('Enter the contract reference')).toBeTruthy();
    expect(tester.http.callsTo('POST', API)).toHaveLength(0);
    fireEvent.change(reference, { target: { value: 'MAEU-SC-2026-014' } });
    fireEvent.change(view.getByLabelText(/^Carrier/), { target: { value: 'MAEU' } });
    fireEvent.change(view.getByLabelText(/^Valid from/), { target: { value: '2026-01-01' } });
    fireEvent.change(view.getByLabelText(/^Valid to/), { target: { value: '2026-12-31' } });
    fireEvent.change(view.getByLabelText(/^MQC/), { target: { value: '400' } });
    fireEvent.submit(reference.form!);
    await waitFor(() => expect(document.getElementById(reference.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.reference is already used by another contract'));
    expect(tester.http.callsTo('POST', API)[0].body).toEqual({ data: { reference: 'MAEU-SC-2026-014', carrier: 'MAEU', validFrom: '2026-01-01', validTo: '2026-12-31', mqcTeu: 400, notes: null } });
    expect(reference.value).toBe('MAEU-SC-2026-014');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the contract');
    // A reference already taken (409 naming it) shows beside the reference too.
    tester.http.on('POST', API, FakeHttpClient.reply(409, { success: false, error: { message: 'A contract with reference MAEU-SC-2026-015 already exists', code: 'CONFLICT', field: 'data.reference' } }));
    fireEvent.change(reference, { target: { value: 'MAEU-SC-2026-015' } });
    fireEvent.submit(reference.form!);
    await waitFor(() => expect(document.getElementById(reference.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A contract with reference MAEU-SC-2026-015 already exists'));
  });

  it('edits a draft with its version and opens it again', async () => {
    const tester = createPluginTester({ plugin, accesses: { contracts: ['Read', 'Update'] } });
    tester.http.on('GET', `${API}/k1`, { success: true, data: { record: contract } });
    tester.http.on('POST', `${API}/k1/`, (request) => ({ success: true, data: { record: { ...contract, ...(request.body as { data: object }).data, version: 2 } } }));
    const view = renderWorkbench(tester, '/contracts/k1/edit');
    const mqc = (await view.findByLabelText(/^MQC/, undefined, LOAD)) as HTMLInputElement;
    expect(mqc.value).toBe('400');
    fireEvent.change(mqc, { target: { value: '450' } });
    fireEvent.change(view.getByLabelText(/^Notes/), { target: { value: 'Peak season surcharge waived' } });
    fireEvent.submit(mqc.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/k1/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/k1/`)[0].body).toEqual({
      data: { reference: 'MAEU-SC-2026-014', carrier: 'MAEU', validFrom: contract.validFrom, validTo: contract.validTo, mqcTeu: 450, notes: 'Peak season surcharge waived', version: 1 },
    });
    expect(await view.findByRole('tab', { name: 'MQC usage' }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Contract saved');
  });
});
