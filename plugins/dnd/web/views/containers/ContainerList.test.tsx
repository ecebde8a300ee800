import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { page, serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };

describe('D&D containers list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('asks for the state in the URL and marks the last free day red when over, orange when at risk', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    serveDndScreens(tester.http);
    const view = renderWorkbench(tester, '/dnd/containers?state=AT_RISK');
    const table = await view.findByRole('region', { name: 'D&D clocks' }, LOAD);
    await within(table).findByRole('link', { name: 'MSKU1234565' }, LOAD);
    expect(tester.http.callsTo('GET', DND_API.containers)[0].query).toMatchObject({ filter: { state: 'AT_RISK' }, sort: { lastFreeDay: 'asc' } });
    const over = within(table).getByText(/18 Nov 2026 · Over/);
    expect(over.closest('.bp6-tag')?.className).toMatch(/intent-danger/);
    const atRisk = within(table).getByText(/25 Nov 2026 · At risk/);
    expect(atRisk.closest('.bp6-tag')?.className).toMatch(/intent-warning/);
    expect(within(table).getByText('02 Dec 2026').closest('.bp6-tag')).toBeNull();
    expect(within(table).getByText('No tariff')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'MSKU1234565' }).getAttribute('href')).toBe('/dnd/containers/c1');
    expect(view.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(view.getByLabelText('State'), { target: { value: 'OVER' } });
    await waitFor(() => expect(tester.http.callsTo('GET', DND_API.containers).at(-1)?.query).toMatchObject({ filter: { state: 'OVER' } }), LOAD);
  });

  it('says so when no clock matches', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read'] } });
    serveDndScreens(tester.http).on('GET', DND_API.containers, page([]));
    const view = renderWorkbench(tester, '/dnd/containers');
    expect(await view.findByText('No container under a clock matches', undefined, LOAD)).toBeTruthy();
  });
});
