import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { serveDndScreens } from '../dndFixtures';

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

  it('shows the error with Retry when the figures fail', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    serveDndScreens(tester.http).on('GET', DND_API.summary, { success: false, error: { message: 'Database unavailable' } }, { status: 500 });
    const view = renderWorkbench(tester, '/dnd');
    const alert = await view.findByRole('alert', {}, LOAD);
    expect(text(alert)).toContain('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
