import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within, type RenderResult } from '@testing-library/react';
import { CommandRegistry } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, renderWorkbench, type PluginTester } from '@portolan/sdk/testing';
import { RATES_API } from '../../../shared/types';
import { CONTAINER_TYPES_PATH } from '../../stores/RateSearchStore';
import plugin from '../../index';
import { PLACES_LOOKUP_PATH } from '@portolan/sdk';
import { ANSWER, AVERAGE, HAPAG, LOOKUPS, MAERSK, MSC, placesAnswer } from './searchFixtures';

const LOAD = { timeout: 10_000 };
const SEARCH = 'origin=INNSA&destination=NLRTM&mode=FCL&containers=42G1:2&readyOn=2026-12-01&currency=USD';
const BODY = { data: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], readyOn: '2026-12-01', currency: 'USD' } };

function setUp(answer: unknown = { success: true, data: ANSWER }): PluginTester {
  const tester = createPluginTester({ plugin });
  tester.http.on('GET', CONTAINER_TYPES_PATH, LOOKUPS.containerTypes);
  tester.http.on('GET', RATES_API.exchangeRate, LOOKUPS.exchangeRates);
  tester.http.on('POST', RATES_API.estimates, answer);
  tester.http.on('GET', RATES_API.average, { success: true, data: { record: AVERAGE } });
  tester.http.on('GET', PLACES_LOOKUP_PATH, placesAnswer);
  return tester;
}

/** An element's text with the non-breaking spaces of formatted money as plain ones. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

/** The carriers of the options table, top to bottom. */
function carriers(view: RenderResult): string[] {
  const table = view.getByRole('table', { name: 'Rate options' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Types into a place field and picks the suggestion of that code. */
async function pickPlace(view: RenderResult, label: RegExp, text: string, code: string) {
  fireEvent.change(await view.findByLabelText(label, undefined, LOAD), { target: { value: text } });
  fireEvent.click(await view.findByRole('option', { name: new RegExp(`^${code} `) }, LOAD));
  await waitFor(() => expect((view.getByLabelText(label) as HTMLInputElement).value).toMatch(new RegExp(`\\(${code}\\)$`)));
}

async function results(view: RenderResult) {
  return view.findByRole('table', { name: 'Rate options' }, LOAD);
}

describe('rate search screen', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('posts the search the form describes, puts it in the URL, and lists the options with their exact totals', async () => {
    const tester = setUp();
    const view = renderWorkbench(tester, '/rates');
    const origin = await view.findByLabelText(/^Origin/, undefined, LOAD);
    expect(await view.findByRole('option', { name: /42G1/ }, LOAD)).toBeTruthy();
    await pickPlace(view, /^Origin/, 'nhava', 'INNSA');
    await pickPlace(view, /^Destination/, 'NLRTM', 'NLRTM');
    fireEvent.change(view.getByLabelText(/^Cargo ready/), { target: { value: '2026-12-01' } });
    fireEvent.change(view.getByLabelText('Count, row 1'), { target: { value: '2' } });
    fireEvent.submit((origin as HTMLInputElement).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(1));
    expect(tester.http.callsTo('POST', RATES_API.estimates)[0].body).toEqual(BODY);
    const table = await results(view);
    expect(text(within(table).getByRole('row', { name: /Maersk \(MAEU\)/ }))).toContain('USD 2,450.53');
    expect(text(within(table).getByRole('row', { name: /MSC \(MSCU\)/ }))).toContain('USD 2,300.10');
    expect(text(within(table).getByRole('row', { name: /Hapag-Lloyd \(HLCU\)/ }))).toContain('USD 2,600.00');
    expect(text(within(table).getByRole('row', { name: /MSC \(MSCU\)/ }))).toContain('via AEJEA');
    expect(text(within(table).getByRole('row', { name: /MSC \(MSCU\)/ }))).toContain('CheapestUSD 2,300.10');
    expect(text(within(table).getByRole('row', { name: /Hapag-Lloyd \(HLCU\)/ }))).toContain('20 daysFastest');
    // A SELL rate of the network names the company offering it; the caller's own rates name nobody.
    expect(text(within(table).getByRole('row', { name: /Hapag-Lloyd \(HLCU\)/ }))).toContain('sellOffered by Bluewave Logistics');
    expect(text(within(table).getByRole('row', { name: /Maersk \(MAEU\)/ }))).not.toContain('Offered by');
    expect(text(within(table).getByRole('row', { name: /Maersk \(MAEU\)/ }))).toContain('03 Dec 2026, 11 Dec 2026');
    expect(view.getByText('3 options in USD')).toBeTruthy();
    // The URL holds the search: the "Open" of the shortlist and a shared link run it again (no second post for the same search).
    expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(1);
  });

  it('runs the search a link names, with the LCL cargo and carriers it gives', async () => {
    const tester = setUp();
    const view = renderWorkbench(tester, '/rates?origin=CNSHA&destination=USLAX&mode=LCL&weightKg=1200.5&volumeM3=3.2&readyOn=2026-12-05&currency=EUR&carriers=MAEU,HLCU');
    await results(view);
    expect(tester.http.callsTo('POST', RATES_API.estimates).map((c) => c.body)).toEqual([
      { data: { origin: 'CNSHA', destination: 'USLAX', mode: 'LCL', cargo: { weightKg: '1200.5', volumeM3: '3.2' }, readyOn: '2026-12-05', currency: 'EUR', carriers: ['MAEU', 'HLCU'] } },
    ]);
    expect((view.getByLabelText(/^Weight \(kg\)/) as HTMLInputElement).value).toBe('1200.5');
    expect((view.getByLabelText(/^Carriers/) as HTMLInputElement).value).toBe('MAEU, HLCU');
    expect(view.getByText(/The market view compares full-container rates/)).toBeTruthy();
  });

  it('sorts cheapest, fastest and best value', async () => {
    const view = renderWorkbench(setUp(), `/rates?${SEARCH}`);
    await results(view);
    expect(carriers(view)).toEqual(['MSC (MSCU)', 'Maersk (MAEU)', 'Hapag-Lloyd (HLCU)']);
    const sorts = view.getByRole('group', { name: 'Sort options' });
    fireEvent.click(within(sorts).getByRole('button', { name: 'Fastest' }));
    await waitFor(() => expect(carriers(view)).toEqual(['Hapag-Lloyd (HLCU)', 'Maersk (MAEU)', 'MSC (MSCU)']));
    expect(within(sorts).getByRole('button', { name: 'Fastest' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(sorts).getByRole('button', { name: 'Best value' }));
    await waitFor(() => expect(carriers(view)).toEqual(['Hapag-Lloyd (HLCU)', 'MSC (MSCU)', 'Maersk (MAEU)']));
    fireEvent.click(within(sorts).getByRole('button', { name: 'Cheapest' }));
    await waitFor(() => expect(carriers(view)).toEqual(['MSC (MSCU)', 'Maersk (MAEU)', 'Hapag-Lloyd (HLCU)']));
  });

  it('compares two options side by side, charges aligned by code, the cheapest highlighted', async () => {
    const view = renderWorkbench(setUp(), `/rates?${SEARCH}`);
    await results(view);
    const compare = view.getByRole('button', { name: 'Compare (0)' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('checkbox', { name: 'Compare Maersk (MAEU)' }));
    fireEvent.click(view.getByRole('checkbox', { name: 'Compare Hapag-Lloyd (HLCU)' }));
    fireEvent.click(view.getByRole('button', { name: 'Compare (2)' }));
    const panel = await view.findByRole('table', { name: 'Compare 2 options' });
    expect(document.activeElement).toBe(view.getByRole('heading', { name: 'Compare 2 options' }));
    const headers = within(panel).getAllByRole('columnheader').map(text);
    expect(headers[1]).toMatch(/^Maersk \(MAEU\)Cheapest/);
    expect(headers[2]).toMatch(/^Hapag-Lloyd \(HLCU\)DirectOffered by Bluewave Logistics$/);
    const row = (name: RegExp) => text(within(panel).getByRole('row', { name }));
    expect(row(/^OTHC/)).toBe('OTHC Origin terminal handlingUSD 179.13—');
    expect(row(/^OFR/)).toBe('OFR Ocean freightUSD 2,000.00USD 2,400.00');
    expect(row(/^BAF/)).toBe('BAF Bunker adjustment—USD 200.00');
    expect(row(/^Total landed cost/)).toBe('Total landed costUSD 2,450.53USD 2,600.00');
    expect(row(/^Transit/)).toBe('Transit24 days20 days');
  });

  it('shows the landed-cost breakdown of an option: lines by stage, converted, with the rate date and source', async () => {
    const view = renderWorkbench(setUp(), `/rates?${SEARCH}`);
    await results(view);
    fireEvent.click(view.getByRole('button', { name: 'Breakdown of Maersk (MAEU)' }));
    const breakdown = await view.findByRole('table', { name: 'Landed-cost breakdown' });
    const row = (name: RegExp) => text(within(breakdown).getByRole('row', { name }));
    expect(row(/^OTHC/)).toBe('OTHC Origin terminal handling2 × INR 7,500.00 per containerINR 15,000.00USD 179.13');
    expect(row(/^DTHC/)).toBe('DTHC Destination terminal handling2 × EUR 125.00 per containerEUR 250.00USD 271.40');
    expect(row(/^Total landed cost/)).toBe('Total landed costUSD 2,450.53');
    expect(within(breakdown).getAllByRole('rowheader').map(text)).toEqual(
      expect.arrayContaining(['Origin', 'Freight', 'Destination']),
    );
    const rates = view.getByRole('list', { name: 'Exchange rates used' });
    expect(text(rates)).toContain('1 EUR = 1.0856 USD · rate date 20 Nov 2026 · source ECB reference rate');
    expect(await view.findByRole('img', { name: (name) => name.replace(/\u00a0/g, ' ') === 'Landed cost by stage: Origin USD 179.13 (7%), Freight USD 2,000.00 (82%), Destination USD 271.40 (11%); total USD 2,450.53' }, LOAD)).toBeTruthy();
    // The caller's own rate names nobody; a SELL rate of the network names who offers it.
    expect(view.queryByText(/^Offered by/, { selector: '.pt-rate-breakdown p' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Breakdown of Hapag-Lloyd (HLCU)' }));
    expect(await view.findByText('Offered by Bluewave Logistics: its sell rate, every charge its own.')).toBeTruthy();
  });

  it('draws the market view of the lane with the option as a marker and says how it compares', async () => {
    const tester = setUp();
    const view = renderWorkbench(tester, `/rates?${SEARCH}`);
    await results(view);
    fireEvent.click(view.getByRole('button', { name: 'Breakdown of Maersk (MAEU)' }));
    const chart = await view.findByRole('img', { name: /INNSA → NLRTM, 42G1: average/ }, LOAD);
    expect(chart.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe('INNSA → NLRTM, 42G1: average USD 1,200.00 in Dec 2026; MAEU ocean freight USD 1,000.00 per 42G1, 13% below the 12-month lane average (USD 1,145.45)');
    expect(view.getByText('MAEU ocean freight USD 1,000.00 per 42G1: 13% below the 12-month lane average (USD 1,145.45)')).toBeTruthy();
    expect(tester.http.callsTo('GET', RATES_API.average).at(-1)?.query).toEqual({ origin: 'INNSA', destination: 'NLRTM', containerType: '42G1', currency: 'USD', months: 12 });
    const data = view.getByRole('table', { name: 'Monthly average ocean freight, INNSA → NLRTM, 42G1, USD' });
    expect(text(within(data).getByRole('row', { name: /^Mar 2026/ }))).toBe('Mar 2026USD 1,100.00USD 1,050.00USD 1,300.00USD 900.00USD 1,500.00');
  });

  it('shortlists an option with its search and says so; a failure says that', async () => {
    const tester = setUp();
    tester.http.on('POST', RATES_API.shortlist, { success: true, data: { record: { _id: 'sl1' }, id: 'sl1' } });
    const view = renderWorkbench(tester, `/rates?${SEARCH}`);
    await results(view);
    fireEvent.click(view.getByRole('button', { name: 'Shortlist Maersk (MAEU)' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.shortlist)).toHaveLength(1));
    expect(tester.http.callsTo('POST', RATES_API.shortlist)[0].body).toEqual({ data: { search: BODY.data, option: MAERSK } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Added to shortlist'));
    tester.http.on('POST', RATES_API.shortlist, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    fireEvent.click(view.getByRole('button', { name: 'Shortlist MSC (MSCU)' }));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to add to shortlist'));
    // The option shown can be shortlisted with a note for whoever quotes from it.
    tester.http.on('POST', RATES_API.shortlist, { success: true, data: { record: { _id: 'sl2' }, id: 'sl2' } });
    fireEvent.click(view.getByRole('button', { name: 'Breakdown of Maersk (MAEU)' }));
    const note = view.getByLabelText(/^Shortlist note/) as HTMLInputElement;
    fireEvent.change(note, { target: { value: 'Best for the March order' } });
    fireEvent.submit(note.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.shortlist)).toHaveLength(3));
    expect(tester.http.callsTo('POST', RATES_API.shortlist)[2].body).toEqual({ data: { search: BODY.data, option: MAERSK, note: 'Best for the March order' } });
    await waitFor(() => expect(note.value).toBe(''));
  });

  it('links each option to its sailings and keeps the /rates-v2 prefix', async () => {
    const view = renderWorkbench(setUp(), `/rates-v2?${SEARCH}`);
    await results(view);
    expect(view.getByRole('link', { name: 'Sailings of Maersk (MAEU)' }).getAttribute('href')).toBe('/schedules?from=rates&origin=INNSA&destination=NLRTM&carrier=MAEU&readyOn=2026-12-01');
    expect(view.getByRole('link', { name: 'My shortlist' }).getAttribute('href')).toBe('/rates-v2/shortlist');
    expect(view.getByRole('link', { name: 'Book Maersk (MAEU)' }).getAttribute('href')).toMatch(/^\/bookings\/new\?source=RATE&sourceId=[^&]+&carrier=MAEU&pol=INNSA&pod=NLRTM&etd=2026-12-03&isoType=\w{4}&count=\d+&contractRef=MAEU-2026-IN-EU$/);
    fireEvent.click(view.getByRole('group', { name: 'Sort options' }).querySelector('button:nth-child(2)')!);
    await waitFor(() => expect(carriers(view)[0]).toBe('Hapag-Lloyd (HLCU)'));
  });

  it('shows the server error with Retry, which searches again', async () => {
    const tester = setUp(FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const view = renderWorkbench(tester, `/rates?${SEARCH}`);
    const alert = await view.findByRole('alert', undefined, LOAD);
    expect(text(alert)).toContain('Server Error');
    tester.http.on('POST', RATES_API.estimates, { success: true, data: ANSWER });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await results(view);
    expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(2);
  });

  it('says when a lane has no rates on that day, with hints that search again', async () => {
    const tester = setUp({ success: true, data: { ...ANSWER, items: [], count: 0 } });
    const view = renderWorkbench(tester, `/rates?${SEARCH}&carriers=ONEY`);
    expect(await view.findByText('No rates for this lane on that date', undefined, LOAD)).toBeTruthy();
    expect(text(view.getByText(/Try nearby ports/))).toBe('Try nearby ports (searched from Nhava Sheva (INNSA) to Rotterdam (NLRTM)).');
    expect(view.getByText(/instead of ONEY/)).toBeTruthy();
    // A later day is a link: the URL changes, the form follows it and the search runs again.
    fireEvent.click(view.getByRole('link', { name: '08 Dec 2026' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(2));
    expect(tester.http.callsTo('POST', RATES_API.estimates)[1].body).toEqual({ data: { ...BODY.data, readyOn: '2026-12-08', carriers: ['ONEY'] } });
    await waitFor(() => expect((view.getByLabelText(/^Cargo ready/) as HTMLInputElement).value).toBe('2026-12-08'));
    fireEvent.click(await view.findByRole('link', { name: 'Search all carriers' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(3));
    expect(tester.http.callsTo('POST', RATES_API.estimates)[2].body).toEqual({ data: { ...BODY.data, readyOn: '2026-12-08' } });
    await waitFor(() => expect((view.getByLabelText(/^Carriers/) as HTMLInputElement).value).toBe(''));
  });

  it('says which ports an inland place was priced from', async () => {
    const resolved = { origin: [{ code: 'INNSA', name: 'Nhava Sheva', km: 1180 }, { code: 'INMUN', name: 'Mundra', km: 1020 }], destination: [{ code: 'NLRTM', name: 'Rotterdam', km: 0 }] };
    const view = renderWorkbench(setUp({ success: true, data: { ...ANSWER, resolved } }), '/rates?origin=INTKD&destination=NLRTM&mode=FCL&containers=42G1:2&readyOn=2026-12-01');
    await results(view);
    expect(text(view.container.querySelector('.pt-rate-resolved')!)).toBe('Origin INTKD priced from Nhava Sheva (INNSA), 1,180 km; Mundra (INMUN), 1,020 km');
  });

  it('checks the form before posting and shows the server 400 beside its field', async () => {
    const tester = setUp(FakeHttpClient.reply(400, { success: false, error: { message: 'readyOn must be today or later', code: 'VALIDATION_ERROR', field: 'data.readyOn' } }));
    const view = renderWorkbench(tester, '/rates');
    const origin = (await view.findByLabelText(/^Origin/, undefined, LOAD)) as HTMLInputElement;
    await pickPlace(view, /^Origin/, 'INNSA', 'INNSA');
    await pickPlace(view, /^Destination/, 'INNSA', 'INNSA');
    fireEvent.change(view.getByLabelText('Count, row 1'), { target: { value: '0' } });
    fireEvent.submit(origin.form!);
    expect(await view.findByText('Choose a destination other than the origin')).toBeTruthy();
    expect(view.getByText('Each count must be a whole number from 1 to 999')).toBeTruthy();
    expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(0);
    await pickPlace(view, /^Destination/, 'rotter', 'NLRTM');
    fireEvent.change(view.getByLabelText('Count, row 1'), { target: { value: '1' } });
    fireEvent.change(view.getByLabelText(/^Cargo ready/), { target: { value: '2020-01-01' } });
    fireEvent.submit(origin.form!);
    const ready = view.getByLabelText(/^Cargo ready/);
    await waitFor(() => expect(document.getElementById(ready.getAttribute('aria-describedby') ?? '')?.textContent).toBe('readyOn must be today or later'));
    expect((ready as HTMLInputElement).value).toBe('2020-01-01');
  });

  it('adds and removes container rows; LCL asks for weight and volume', async () => {
    const tester = setUp();
    const view = renderWorkbench(tester, '/rates');
    await view.findByRole('option', { name: /45G1/ }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Add container type' }));
    expect((view.getByLabelText('Container type, row 2') as HTMLSelectElement).value).toBe('22G1');
    fireEvent.change(view.getByLabelText('Count, row 2'), { target: { value: '3' } });
    fireEvent.click(view.getByRole('button', { name: 'Remove row 1' }));
    expect((view.getByLabelText('Container type, row 1') as HTMLSelectElement).value).toBe('22G1');
    expect((view.getByLabelText('Count, row 1') as HTMLInputElement).value).toBe('3');
    fireEvent.click(view.getByRole('radio', { name: /LCL/ }));
    const origin = view.getByLabelText(/^Origin/) as HTMLInputElement;
    await pickPlace(view, /^Origin/, 'shang', 'CNSHA');
    await pickPlace(view, /^Destination/, 'USLAX', 'USLAX');
    fireEvent.change(view.getByLabelText(/^Cargo ready/), { target: { value: '2026-12-01' } });
    fireEvent.submit(origin.form!);
    expect(await view.findByText(/Enter the weight in kg/)).toBeTruthy();
    fireEvent.change(view.getByLabelText(/^Weight \(kg\)/), { target: { value: '800' } });
    fireEvent.change(view.getByLabelText(/^Volume/), { target: { value: '2.5' } });
    fireEvent.change(view.getByLabelText(/^Currency/), { target: { value: 'EUR' } });
    fireEvent.submit(origin.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.estimates)).toHaveLength(1));
    expect(tester.http.callsTo('POST', RATES_API.estimates)[0].body).toEqual({ data: { origin: 'CNSHA', destination: 'USLAX', mode: 'LCL', cargo: { weightKg: '800', volumeM3: '2.5' }, readyOn: '2026-12-01', currency: 'EUR' } });
  });

  it('compares at most four options', async () => {
    const more = [{ ...MSC, id: 'opt-cmdu', carrier: 'CMDU', total: '2350.00' }, { ...HAPAG, id: 'opt-eglv', carrier: 'EGLV', total: '2500.00' }];
    const view = renderWorkbench(setUp({ success: true, data: { ...ANSWER, items: [...ANSWER.items, ...more], count: 5 } }), `/rates?${SEARCH}`);
    await results(view);
    for (const name of ['Maersk (MAEU)', 'MSC (MSCU)', 'CMA CGM (CMDU)', 'Evergreen (EGLV)']) fireEvent.click(view.getByRole('checkbox', { name: `Compare ${name}` }));
    expect((view.getByRole('checkbox', { name: 'Compare Hapag-Lloyd (HLCU)' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'Compare (4)' }));
    const panel = await view.findByRole('table', { name: 'Compare 4 options' });
    expect(text(within(panel).getAllByRole('columnheader')[1])).toMatch(/^MSC \(MSCU\)Cheapest/);
  });

  it('registers its actions for the command palette, and the shortlist command shortlists the option shown', async () => {
    const tester = setUp();
    tester.http.on('POST', RATES_API.shortlist, { success: true, data: { record: { _id: 'sl1' }, id: 'sl1' } });
    const view = renderWorkbench(tester, `/rates?${SEARCH}`);
    await results(view);
    const commands = tester.root.get<CommandRegistry>(CommandRegistry);
    const titles = commands.visible.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Run the rate search', 'Compare the chosen rate options', 'Shortlist the rate option shown']));
    await commands.run(commands.visible.find((c) => c.title === 'Shortlist the rate option shown')!, () => {});
    await waitFor(() => expect(tester.http.callsTo('POST', RATES_API.shortlist)).toHaveLength(1));
    expect((tester.http.callsTo('POST', RATES_API.shortlist)[0].body as { data: { option: { carrier: string } } }).data.option.carrier).toBe('MSCU');
  });

  it('compares and marks each container type of a two-type search by its own freight line', async () => {
    const tester = setUp();
    const twoTypes = {
      ...MAERSK,
      total: '2950.00',
      lines: [
        { ...MAERSK.lines[1], name: 'Ocean freight 42G1', converted: '2000.00' },
        { ...MAERSK.lines[1], name: 'Ocean freight 22G1', quantity: '1', unitAmount: '950.00', amount: '950.00', converted: '950.00', rateId: 'r-ofr-22' },
      ],
      conversions: [],
    };
    const other = { ...HAPAG, lines: [{ ...HAPAG.lines[0], name: 'Ocean freight 22G1', quantity: '1', converted: '1200.00' }, { ...HAPAG.lines[0], name: 'Ocean freight 42G1', converted: '1400.00' }] };
    tester.http.on('POST', RATES_API.estimates, { success: true, data: { ...ANSWER, items: [twoTypes, other], count: 2 } });
    const view = renderWorkbench(tester, '/rates?origin=INNSA&destination=NLRTM&mode=FCL&containers=42G1:2,22G1:1&readyOn=2026-12-01&currency=USD');
    await results(view);
    fireEvent.click(view.getByRole('checkbox', { name: 'Compare Maersk (MAEU)' }));
    fireEvent.click(view.getByRole('checkbox', { name: 'Compare Hapag-Lloyd (HLCU)' }));
    fireEvent.click(view.getByRole('button', { name: 'Compare (2)' }));
    const panel = await view.findByRole('table', { name: 'Compare 2 options' });
    expect(text(within(panel).getByRole('row', { name: /Ocean freight 42G1/ }))).toBe('OFR Ocean freight 42G1USD 1,400.00USD 2,000.00');
    expect(text(within(panel).getByRole('row', { name: /Ocean freight 22G1/ }))).toBe('OFR Ocean freight 22G1USD 1,200.00USD 950.00');
    fireEvent.click(view.getByRole('button', { name: 'Breakdown of Maersk (MAEU)' }));
    expect(text(await view.findByText(/MAEU ocean freight/, undefined, LOAD))).toBe('MAEU ocean freight USD 1,000.00 per 42G1: 13% below the 12-month lane average (USD 1,145.45)');
  });
});
