import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { CHA, ok, serveChaScreens } from './chaFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('CHA scorecards', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('ranks the agents by median clearance, unmeasured last, and draws the medians with the NTRS targets stated', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read'] } });
    serveChaScreens(tester.http);
    const view = renderWorkbench(tester, '/chas/scorecards');
    expect(await view.findByRole('heading', { name: 'CHA scorecards' }, LOAD)).toBeTruthy();
    const ranking = await view.findByRole('table', { name: 'CHA ranking' }, LOAD);
    const rows = within(ranking).getAllByRole('row').slice(1).map(text);
    expect(rows).toEqual(['1Mundra Port Agents3418.0 h22.0 h100.0%', '2Sahyadri Customs Brokers3230.5 h52.0 h50.0%', '—Kandla Clearing Co00———']);
    expect(within(ranking).getByRole('link', { name: 'Sahyadri Customs Brokers' }).getAttribute('href')).toBe('/chas/c1?tab=scorecard');
    expect(text(view.container)).toContain('NTRS targets: import 48 h (discharge to gate-out), export 24 h (gate-in to loading)');
    const card = view.getByRole('region', { name: 'Median clearance hours per CHA' });
    expect(await within(card).findByRole('img', {}, LOAD)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
    const table = within(card).getByRole('table', { name: 'Median clearance hours per CHA' });
    expect(within(table).getAllByRole('row').slice(1).map(text)).toEqual(['Mundra Port Agents18.0 h4', 'Sahyadri Customs Brokers30.5 h2']);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('shows the server’s message when the scorecards fail, with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read'] } });
    tester.http.on('GET', API.chaScorecards, { success: false, error: { message: 'Server Error', code: 'INTERNAL' } }, { status: 500 });
    const view = renderWorkbench(tester, '/chas/scorecards');
    const alerts = await view.findAllByRole('alert', {}, LOAD);
    expect(alerts.map(text).join(' ')).toContain('Server Error');
    tester.http.on('GET', API.chaScorecards, ok({ items: [] }));
    fireEvent.click(within(alerts[0]).getByRole('button', { name: 'Retry' }));
    expect(await view.findByText('No customs house agent yet', {}, LOAD)).toBeTruthy();
  });

  it("shows one agent's scorecard: figures, by port, each clearance against its target, shipment links", async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Update'] } });
    serveChaScreens(tester.http).on('POST', `${API.chas}/c1/`, ok({ record: { ...CHA, state: 'SUSPENDED', version: 2 } }));
    const view = renderWorkbench(tester, '/chas/c1?tab=scorecard');
    expect(await view.findByRole('heading', { name: /Sahyadri Customs Brokers/ }, LOAD)).toBeTruthy();
    const figures = await view.findByRole('group', { name: 'Clearance figures' }, LOAD);
    expect(text(figures)).toMatch(/Median\s*30\.5 h/);
    expect(text(figures)).toMatch(/90th percentile\s*52\.0 h/);
    expect(text(figures)).toMatch(/Within target\s*50\.0%/);
    expect(view.getByRole('region', { name: 'Export clearance hours per container (target 24 h)' })).toBeTruthy();
    const imports = view.getByRole('region', { name: 'Import clearance hours per container (target 48 h)' });
    fireEvent.click(within(imports).getByRole('button', { name: 'Table' }));
    expect(text(within(imports).getByRole('table'))).toContain('MSCU7654321SH-2026-0043NLRTM52.0 hNo');
    const byPort = view.getByRole('table', { name: 'Clearance by port' });
    expect(text(within(byPort).getByRole('row', { name: 'Nhava Sheva (JNPT) (INNSA) Export' }))).toContain('9.0 h100.0%');
    const clearances = view.getByRole('table', { name: 'Clearances' });
    expect(within(clearances).getByRole('link', { name: 'SH-2026-0043' }).getAttribute('href')).toBe('/shipments/s2');
    expect(within(clearances).getByText('No, over 48 h')).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API.chas}/c1/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${API.chas}/c1/`)[0].body).toEqual({ data: { state: 'SUSPENDED', version: 1 } });
  });
});
