import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API, type ChargeType, type ExchangeRates } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const SOURCE = 'Reference snapshot (seeded, not live)';
const usd: ExchangeRates = { base: 'USD', rates: { USD: '1', EUR: '0.92', INR: '83.25', JPY: '149.5' }, supportedCurrencies: ['USD', 'EUR', 'INR', 'JPY'], rateDate: '2026-01-02', source: SOURCE };
const eur: ExchangeRates = { base: 'EUR', rates: { EUR: '1', USD: '1.086957', INR: '90.489130', JPY: '162.5' }, supportedCurrencies: ['USD', 'EUR', 'INR', 'JPY'], rateDate: '2026-01-02', source: SOURCE };
const builtIn: ChargeType[] = [
  { _id: 'c1', code: 'OTHC', name: 'Origin terminal handling', basis: 'PER_CONTAINER', stage: 'ORIGIN', builtIn: true },
  { _id: 'c2', code: 'DOC', name: 'Documentation', basis: 'PER_BL', stage: 'ORIGIN', builtIn: true },
];
const list = (items: unknown[]) => ({ success: true, data: { items, count: items.length } });

function answerRates(tester: ReturnType<typeof createPluginTester>) {
  tester.http.on('GET', RATES_API.exchangeRate, (request) => ({ success: true, data: (request.query as { base?: string } | undefined)?.base === 'EUR' ? eur : usd }));
}

describe('rates admin web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows the exchange-rate table with its source and date, switches the base and converts exactly', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read'] } });
    answerRates(tester);
    const view = renderWorkbench(tester, '/rates/exchange-rates');
    const note = await view.findByRole('note', { name: 'Source of the rates' }, LOAD);
    expect(note.textContent).toContain(SOURCE);
    expect(note.textContent).toContain('2 Jan 2026');
    const table = view.getByRole('table', { name: 'Exchange rates per USD' });
    const inr = within(table).getByRole('row', { name: /INR/ });
    expect(within(inr).getByText('83.25')).toBeTruthy();
    expect(within(inr).getByText(SOURCE)).toBeTruthy();
    // 1000 EUR → USD: 1000 / 0.92 = 1086.956… → 1086.96; → JPY (0 digits): 1000 × 149.5 / 0.92 = 162500
    fireEvent.change(view.getByLabelText('From'), { target: { value: 'EUR' } });
    fireEvent.change(view.getByLabelText('To'), { target: { value: 'USD' } });
    expect(view.getByRole('status', { name: 'Converted amount' }).textContent).toMatch(/^USD\s1,086\.96$/);
    fireEvent.change(view.getByLabelText('To'), { target: { value: 'JPY' } });
    expect(view.getByRole('status', { name: 'Converted amount' }).textContent).toMatch(/^JPY\s162,500$/);
    fireEvent.change(view.getByLabelText('Amount'), { target: { value: '12,5' } });
    expect(view.getByRole('status', { name: 'Converted amount' }).textContent).toBe('Enter an amount such as 1250.50');

    fireEvent.change(view.getByLabelText('Base currency'), { target: { value: 'EUR' } });
    expect(await view.findByRole('table', { name: 'Exchange rates per EUR' }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', RATES_API.exchangeRate).at(-1)?.query).toEqual({ base: 'EUR' });
    // A viewer sees no edit button.
    expect(view.queryByRole('button', { name: 'Edit rates' })).toBeNull();
  });

  it('lets a user with Update set the table (decimal strings, date, source), with a client check per rate', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Update'] } });
    answerRates(tester);
    tester.http.on('POST', RATES_API.exchangeRate, { success: true, data: { record: usd } });
    const view = renderWorkbench(tester, '/rates-v2/exchange-rates');
    fireEvent.click(await view.findByRole('button', { name: 'Edit rates' }, LOAD));
    const eurField = view.getByLabelText(/^EUR per USD/) as HTMLInputElement;
    expect(eurField.value).toBe('0.92');
    fireEvent.change(eurField, { target: { value: '0,93' } });
    fireEvent.submit(eurField.form!);
    expect(await view.findByText('Enter a positive decimal, e.g. 0.9215')).toBeTruthy();
    expect(tester.http.callsTo('POST', RATES_API.exchangeRate)).toHaveLength(0);
    fireEvent.change(eurField, { target: { value: '0.9315' } });
    fireEvent.change(view.getByLabelText(/^Rate date/), { target: { value: '2026-02-01' } });
    fireEvent.change(view.getByLabelText(/^Source.*required/), { target: { value: 'ECB reference rates of 2026-02-01' } });
    fireEvent.submit(eurField.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.exchangeRate)).toHaveLength(1));
    expect(tester.http.callsTo('POST', RATES_API.exchangeRate)[0].body).toEqual({
      data: { base: 'USD', rates: { EUR: '0.9315', INR: '83.25', JPY: '149.5' }, rateDate: '2026-02-01', source: 'ECB reference rates of 2026-02-01' },
    });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Exchange rates saved'));
  });

  it('shows the server 400 on one rate beside that rate', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Update'] } });
    answerRates(tester);
    tester.http.on('POST', RATES_API.exchangeRate, FakeHttpClient.reply(400, { success: false, error: { message: 'data.rates.JPY must be more than 0', code: 'VALIDATION_ERROR', field: 'data.rates.JPY' } }));
    const view = renderWorkbench(tester, '/rates/exchange-rates');
    fireEvent.click(await view.findByRole('button', { name: 'Edit rates' }, LOAD));
    const jpy = view.getByLabelText(/^JPY per USD/) as HTMLInputElement;
    fireEvent.submit(jpy.form!);
    await waitFor(() => expect(document.getElementById(jpy.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.rates.JPY must be more than 0'));
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to save the exchange rates');
  });

  it('lists the charge-type catalogue; a viewer sees no Add button', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read'] } });
    tester.http.on('GET', RATES_API.chargeTypes, list(builtIn));
    const view = renderWorkbench(tester, '/rates/charge-types');
    const table = await view.findByRole('region', { name: 'Charge-type catalogue' }, LOAD);
    expect(await within(table).findByText('Origin terminal handling', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('per B/L')).toBeTruthy();
    expect(within(table).getAllByText('Built-in')).toHaveLength(2);
    expect(view.queryByRole('button', { name: 'Add charge type' })).toBeNull();
  });

  it('adds a charge type (code upper-cased, checked), and shows the server 409 for a duplicate', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Create'] } });
    tester.http.on('GET', RATES_API.chargeTypes, list(builtIn));
    tester.http.on('POST', RATES_API.chargeTypes, (request) =>
      (request.body as { data: { code: string } }).data.code === 'DOC'
        ? FakeHttpClient.reply(409, { success: false, error: { message: 'The charge type DOC exists already (built in)', code: 'CONFLICT', field: 'data.code' } })
        : { success: true, data: { id: 'c3', record: { _id: 'c3', ...(request.body as { data: object }).data, builtIn: false } } },
    );
    const view = renderWorkbench(tester, '/rates/charge-types');
    fireEvent.click(await view.findByRole('button', { name: 'Add charge type' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    const code = within(dialog).getByLabelText(/^Code/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'x' } });
    expect(code.value).toBe('X');
    fireEvent.submit(code.form!);
    expect(await within(dialog).findByText('2 to 10 upper-case letters or digits, starting with a letter')).toBeTruthy();
    expect(within(dialog).getByText('Enter a name')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'doc' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Documentation again' } });
    fireEvent.change(within(dialog).getByLabelText(/^Basis/), { target: { value: 'PER_BL' } });
    fireEvent.submit(code.form!);
    await waitFor(() => expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The charge type DOC exists already (built in)'));
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to add the charge type');
    expect(code.value).toBe('DOC');

    fireEvent.change(code, { target: { value: 'ISPS' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Port security' } });
    fireEvent.change(within(dialog).getByLabelText(/^Basis/), { target: { value: 'PER_CONTAINER' } });
    fireEvent.submit(code.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.chargeTypes)).toHaveLength(2));
    expect(tester.http.callsTo('POST', RATES_API.chargeTypes)[1].body).toMatchObject({ data: { code: 'ISPS', name: 'Port security', basis: 'PER_CONTAINER', stage: 'ORIGIN' } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Charge type ISPS added'));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(tester.http.callsTo('GET', RATES_API.chargeTypes).length).toBeGreaterThanOrEqual(2);
  });
});
