import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import { PLACES_LOOKUP_PATH } from '@portolan/sdk';
import { RATES_API, type ShortlistEntry } from '../../../shared/types';
import { CONTAINER_TYPES_PATH } from '../../stores/RateSearchStore';
import plugin from '../../index';
import { ANSWER, HAPAG, LOOKUPS, MAERSK, placesAnswer } from './searchFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const SEARCH = { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL' as const, containers: [{ type: '42G1', count: 2 }], readyOn: '2026-12-01', currency: 'USD' };
const ENTRIES: ShortlistEntry[] = [
  { _id: 'sl1', createdAt: '2026-11-20T09:00:00.000Z', search: SEARCH, option: MAERSK, note: 'Ask about free days' },
  { _id: 'sl2', createdAt: '2026-11-22T09:00:00.000Z', search: { ...SEARCH, readyOn: '2026-12-08' }, option: HAPAG, note: null },
];

function setUp() {
  const tester = createPluginTester({ plugin });
  tester.http.on('GET', RATES_API.shortlist, { success: true, data: { items: ENTRIES, count: 2 } });
  tester.http.on('GET', CONTAINER_TYPES_PATH, LOOKUPS.containerTypes);
  tester.http.on('GET', RATES_API.exchangeRate, LOOKUPS.exchangeRates);
  tester.http.on('GET', PLACES_LOOKUP_PATH, placesAnswer);
  tester.http.on('POST', RATES_API.estimates, { success: true, data: ANSWER });
  return tester;
}

describe('rate shortlist screen', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists the shortlist newest first with lane, cargo, total and note', async () => {
    const view = renderWorkbench(setUp(), '/rates/shortlist');
    const table = await view.findByRole('table', { name: 'Shortlisted options' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Hapag-Lloyd (HLCU)', 'Maersk (MAEU)']);
    expect(text(rows[1])).toContain('INNSA → NLRTM');
    expect(text(rows[1])).toContain('2 × 42G1');
    expect(text(rows[1])).toContain('USD 2,450.53');
    expect(text(rows[1])).toContain('Ask about free days');
  });

  it('removes an entry and says so; a failure says that and keeps it', async () => {
    const tester = setUp();
    tester.http.on('DELETE', `${RATES_API.shortlist}/sl1`, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const view = renderWorkbench(tester, '/rates/shortlist');
    fireEvent.click(await view.findByRole('button', { name: 'Remove Maersk (MAEU) from the shortlist' }, LOAD));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to remove from shortlist'));
    expect(view.getByRole('button', { name: 'Remove Maersk (MAEU) from the shortlist' })).toBeTruthy();
    tester.http.on('DELETE', `${RATES_API.shortlist}/sl1`, { success: true, data: {} });
    fireEvent.click(view.getByRole('button', { name: 'Remove Maersk (MAEU) from the shortlist' }));
    await waitFor(() => expect(view.queryByRole('button', { name: 'Remove Maersk (MAEU) from the shortlist' })).toBeNull());
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Removed from shortlist');
  });

  it('opens the search of an entry again under the prefix the user came by', async () => {
    const tester = setUp();
    const view = renderWorkbench(tester, '/rates-v2/shortlist');
    const open = await view.findByRole('link', { name: 'Open the search of Maersk (MAEU)' }, LOAD);
    expect(open.getAttribute('href')).toBe('/rates-v2?origin=INNSA&destination=NLRTM&mode=FCL&containers=42G1%3A2&readyOn=2026-12-01&currency=USD');
    expect(view.getByRole('link', { name: 'Sailings of Maersk (MAEU)' }).getAttribute('href')).toBe('/schedules?from=rates&origin=INNSA&destination=NLRTM&carrier=MAEU&readyOn=2026-12-01');
    fireEvent.click(open);
    await view.findByRole('table', { name: 'Rate options' }, LOAD);
    expect(tester.http.callsTo('POST', RATES_API.estimates).map((c) => c.body)).toEqual([{ data: SEARCH }]);
    expect((view.getByLabelText(/^Cargo ready/) as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('says when nothing is shortlisted, and shows a failed load with Retry', async () => {
    const tester = setUp();
    tester.http.on('GET', RATES_API.shortlist, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const view = renderWorkbench(tester, '/rates/shortlist');
    const alert = await view.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toContain('Server Error');
    tester.http.on('GET', RATES_API.shortlist, { success: true, data: { items: [], count: 0 } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view.findByText('Nothing shortlisted yet', undefined, LOAD)).toBeTruthy();
  });
});
