import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API, type DndSummary } from '../../../shared/types';
import { SUMMARY, ok, serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('D&D summary', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the counters, the charts, the next last free days and the alerts; the filters go to the URL and the query', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Update'] } });
    serveDndScreens(tester.http);
    const view = renderWorkbench(tester, '/dnd?carrier=MAEU');
    const figures = await view.findByRole('group', { name: 'D&D figures' }, LOAD);
    expect(text(within(figures).getByRole('group', { name: 'At risk' }))).toContain('3');
    expect(text(within(figures).getByRole('group', { name: 'Over free time' }))).toContain('2');
    expect(text(within(figures).getByRole('group', { name: 'Cost to date' }))).toMatch(/USD.1,875\.00/);
    expect(text(within(figures).getByRole('group', { name: 'Projected cost' }))).toMatch(/USD.4,250\.00/);
    expect(text(within(figures).getByRole('group', { name: 'Disputes open' }))).toContain('3');
    expect(text(within(figures).getByRole('group', { name: 'Recovered' }))).toMatch(/USD.450\.00/);
    expect(tester.http.callsTo('GET', DND_API.summary)[0].query).toMatchObject({ carrier: 'MAEU' });
    expect(await view.findByRole('img', { name: /Cost to date by carrier \(USD\)/ }, LOAD)).toBeTruthy();
    expect(await view.findByRole('img', { name: /Containers by state/ }, LOAD)).toBeTruthy();
    const next = view.getByRole('table', { name: 'Next last free days' });
    expect(within(next).getByRole('link', { name: 'MSKU1234565' }).getAttribute('href')).toBe('/dnd/containers/c1');
    const alerts = await view.findByRole('list', { name: 'D&D alerts' }, LOAD);
    expect(text(alerts)).toContain('last free day in 1 day');
    fireEvent.change(view.getByLabelText('Port (UN/LOCODE)'), { target: { value: 'nlrtm' } });
    fireEvent.blur(view.getByLabelText('Port (UN/LOCODE)'));
    await waitFor(() => expect(tester.http.callsTo('GET', DND_API.summary).at(-1)?.query).toMatchObject({ carrier: 'MAEU', port: 'NLRTM' }), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('titles each chart in its card, shows it as a table, and switches the cost charts between currencies (the largest first)', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    const inr = (amount: string) => ({ amount, currency: 'INR' });
    const usd = (amount: string) => ({ amount, currency: 'USD' });
    const summary: DndSummary = {
      ...SUMMARY,
      costToDate: [inr('50000.00'), usd('1875.00')],
      byCarrier: [
        { carrier: 'MAEU', containers: 6, over: 1, cost: [inr('50000.00'), usd('1200.00')] },
        { carrier: 'MSCU', containers: 4, over: 1, cost: [usd('675.00')] },
      ],
      byPort: [{ port: 'INNSA', containers: 10, over: 2, cost: [inr('50000.00'), usd('1875.00')] }],
      byWeek: [{ week: '2026-W47', cost: [inr('50000.00'), usd('1875.00')] }],
    };
    serveDndScreens(tester.http).on('GET', DND_API.summary, ok({ record: summary }));
    const view = renderWorkbench(tester, '/dnd');
    const byCarrier = await view.findByRole('region', { name: 'Cost to date by carrier (INR)' }, LOAD);
    expect(within(byCarrier).getByRole('heading', { name: 'Cost to date by carrier (INR)' })).toBeTruthy();
    expect(await within(byCarrier).findByRole('img', { name: /^Cost to date by carrier \(INR\): 2 bars; highest MAEU INR.50,000\.00$/ }, LOAD)).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Cost to date by port (INR)' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Cost by week of the last free day (INR)' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Containers by state' })).toBeTruthy();
    const currency = view.getByRole('combobox', { name: 'Currency of the cost charts' }) as HTMLSelectElement;
    expect(currency.value).toBe('INR');
    expect([...currency.options].map((o) => o.value)).toEqual(['INR', 'USD']);
    fireEvent.change(currency, { target: { value: 'USD' } });
    const inUsd = await view.findByRole('region', { name: 'Cost to date by carrier (USD)' }, LOAD);
    expect(view.queryByRole('region', { name: 'Cost to date by carrier (INR)' })).toBeNull();
    expect(view.getByRole('region', { name: 'Cost to date by port (USD)' })).toBeTruthy();
    expect(view.getByRole('region', { name: 'Cost by week of the last free day (USD)' })).toBeTruthy();
    fireEvent.click(within(inUsd).getByRole('button', { name: 'Table' }));
    const table = within(inUsd).getByRole('table', { name: 'Cost to date by carrier (USD)' });
    expect(within(table).getAllByRole('row').map(text)).toEqual(['CarrierUSD', 'MAEUUSD 1,200.00', 'MSCUUSD 675.00']);
    expect(within(inUsd).queryByRole('img')).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('shows no currency select when the costs are in one currency', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    serveDndScreens(tester.http);
    const view = renderWorkbench(tester, '/dnd');
    expect(await view.findByRole('region', { name: 'Cost to date by carrier (USD)' }, LOAD)).toBeTruthy();
    expect(view.queryByRole('combobox', { name: 'Currency of the cost charts' })).toBeNull();
  });

  it('shows the error with Retry when the figures fail', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    serveDndScreens(tester.http).on('GET', DND_API.summary, { success: false, error: { message: 'Database unavailable' } }, { status: 500 });
    const view = renderWorkbench(tester, '/dnd');
    const alert = await view.findByRole('alert', {}, LOAD);
    expect(text(alert)).toContain('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
