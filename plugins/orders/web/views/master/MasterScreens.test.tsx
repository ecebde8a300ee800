import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { CONSIGNEE, page, SUPPLIER, WAREHOUSE } from './masterFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const ALL = ['Read', 'Create', 'Update', 'Delete'];
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('Company master and locations', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the parties with kind and active, filters by kind, creates one (400 beside the field, nothing lost) and edits with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ALL } });
    tester.http.on('GET', ORDERS_API.companyMaster, page([SUPPLIER, CONSIGNEE]));
    const view = renderWorkbench(tester, '/orders/company-master');
    const table = await view.findByRole('region', { name: 'Company master' }, LOAD);
    expect(await within(table).findByText('Shenzhen Bright Textiles', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('Supplier')).toBeTruthy();
    expect(within(table).getByText('Consignee')).toBeTruthy();
    expect(within(table).getByText('China')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(view.getByLabelText('Kind'), { target: { value: 'SUPPLIER' } });
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.companyMaster).at(-1)?.query).toMatchObject({ filter: { kind: 'SUPPLIER' } }));

    fireEvent.click(view.getByRole('button', { name: 'New party' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create party' }));
    expect(await within(dialog).findByText('Enter a code')).toBeTruthy();
    expect(tester.http.callsTo('POST', ORDERS_API.companyMaster)).toHaveLength(0);
    tester.http.on('POST', ORDERS_API.companyMaster, FakeHttpClient.reply(400, { success: false, error: { message: 'A party with code HKFA exists', code: 'VALIDATION_ERROR', field: 'data.code' } }));
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'hkfa' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'HK Freight Agents' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kind/), { target: { value: 'AGENT' } });
    fireEvent.change(within(dialog).getByLabelText(/^Country/), { target: { value: 'HK' } });
    fireEvent.change(within(dialog).getByLabelText('Contact email'), { target: { value: 'ops@hkfa.test' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'HKD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create party' }));
    const code = within(dialog).getByLabelText(/^Code/) as HTMLInputElement;
    await waitFor(() => expect(describedBy(code)).toBe('A party with code HKFA exists'));
    expect(code.value).toBe('hkfa');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('HK Freight Agents');
    tester.http.on('POST', ORDERS_API.companyMaster, ok({ record: { ...SUPPLIER, _id: 'm3', code: 'HKFA2' }, id: 'm3' }));
    fireEvent.change(code, { target: { value: 'hkfa2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create party' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(tester.http.callsTo('POST', ORDERS_API.companyMaster).at(-1)!.body).toEqual({
      data: { code: 'HKFA2', name: 'HK Freight Agents', kind: 'AGENT', country: 'HK', city: null, address: null, port: null, contactName: null, contactEmail: 'ops@hkfa.test', phone: null, taxId: null, paymentTerms: null, currency: 'HKD' },
    });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Party created');

    tester.http.on('POST', `${ORDERS_API.companyMaster}/m1/`, ok({ record: SUPPLIER }));
    fireEvent.click(await view.findByRole('button', { name: 'Edit SZBT' }, LOAD));
    const edit = await view.findByRole('dialog', undefined, LOAD);
    expect((within(edit).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Shenzhen Bright Textiles');
    fireEvent.change(within(edit).getByLabelText('Payment terms'), { target: { value: '60 days' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save party' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.companyMaster}/m1/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${ORDERS_API.companyMaster}/m1/`)[0].body).toMatchObject({ data: { code: 'SZBT', paymentTerms: '60 days', port: 'CNSZX', version: 3 } });
  });

  it('deactivates and activates a party with its version', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ALL } });
    tester.http.on('GET', ORDERS_API.companyMaster, page([SUPPLIER, CONSIGNEE]));
    tester.http.on('POST', /^\/api\/purchaseOrders\/companyMaster\/m\d\/$/, ok({ record: SUPPLIER }));
    const view = renderWorkbench(tester, '/orders/company-master');
    fireEvent.click(await view.findByRole('button', { name: 'Deactivate SZBT' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.companyMaster}/m1/`)[0]?.body).toEqual({ data: { active: false, version: 3 } }));
    fireEvent.click(view.getByRole('button', { name: 'Activate ACMEUK' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${ORDERS_API.companyMaster}/m2/`)[0]?.body).toEqual({ data: { active: true, version: 3 } }));
  });

  it('offers no New party or Edit to a reader', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read'] } });
    tester.http.on('GET', ORDERS_API.companyMaster, page([SUPPLIER]));
    const view = renderWorkbench(tester, '/orders/company-master');
    expect(await view.findByText('Shenzhen Bright Textiles', undefined, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New party' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Edit SZBT' })).toBeNull();
  });

  it('creates a location; the server’s 400 shows beside the field it names', async () => {
    const tester = createPluginTester({ plugin, accesses: { orders: ALL } });
    tester.http.on('GET', ORDERS_API.locations, page([WAREHOUSE]));
    tester.http.on('POST', ORDERS_API.locations, FakeHttpClient.reply(400, { success: false, error: { message: 'city must NOT have more than 100 characters', code: 'VALIDATION_ERROR', field: 'data.city' } }));
    const view = renderWorkbench(tester, '/orders/locations');
    const table = await view.findByRole('region', { name: 'Company locations' }, LOAD);
    expect(await within(table).findByText('Acme DC Mumbai', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('Warehouse')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New location' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'blr-f1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Bengaluru factory' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kind/), { target: { value: 'FACTORY' } });
    fireEvent.change(within(dialog).getByLabelText(/^Country/), { target: { value: 'IN' } });
    const city = within(dialog).getByLabelText('City') as HTMLInputElement;
    fireEvent.change(city, { target: { value: 'Bengaluru' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create location' }));
    await waitFor(() => expect(describedBy(city)).toBe('city must NOT have more than 100 characters'));
    expect(tester.http.callsTo('POST', ORDERS_API.locations)[0].body).toEqual({ data: { code: 'BLR-F1', name: 'Bengaluru factory', kind: 'FACTORY', country: 'IN', address: null, city: 'Bengaluru', port: null } });
    tester.http.on('POST', ORDERS_API.locations, ok({ record: { ...WAREHOUSE, _id: 'l2' }, id: 'l2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create location' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    fireEvent.click(await view.findByRole('button', { name: 'Edit MUM-DC' }, LOAD));
    expect(await view.findByRole('dialog', { name: 'Edit Acme DC Mumbai' }, LOAD)).toBeTruthy();
  });

  it.each([
    ['the company master with its dialog', '/orders/company-master', 'New party'],
    ['the locations with their dialog', '/orders/locations', 'New location'],
  ])('%s has no serious or critical accessibility violation', async (_name, path, button) => {
    const tester = createPluginTester({ plugin, accesses: { orders: ALL } });
    tester.http.on('GET', ORDERS_API.companyMaster, page([SUPPLIER, CONSIGNEE]));
    tester.http.on('GET', ORDERS_API.locations, page([WAREHOUSE]));
    const view = renderWorkbench(tester, path);
    await view.findAllByRole('button', { name: /^Edit / }, LOAD);
    expect(await seriousA11yViolations(view.container.querySelector('section')!)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: button }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });
});
