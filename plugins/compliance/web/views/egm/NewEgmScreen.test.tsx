import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { EGM, ok, serveEgmScreens } from './egmFixtures';

const LOAD = { timeout: 10_000 };

describe('New EGM from a sailing', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists the sailings, links the one that has an EGM, builds one for the other and opens it', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read', 'Create', 'Update'] } });
    serveEgmScreens(tester.http, { ...EGM, _id: 'e9', vessel: 'MSC AURORA', voyage: 'FA612E', pol: 'INMUN' }).on('POST', API.egm, ok({ record: { ...EGM, _id: 'e9', vessel: 'MSC AURORA', voyage: 'FA612E', pol: 'INMUN' } }));
    const view = renderWorkbench(tester, '/egm/new');
    const table = await view.findByRole('table', { name: 'Sailings' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('MAERSK KINLOSS');
    expect(rows[1].textContent).toContain('Not yet');
    expect(within(rows[1]).getByRole('link', { name: 'Open EGM of MAERSK KINLOSS 247W' }).getAttribute('href')).toBe('/egm/e1');
    expect(within(rows[1]).queryByRole('button', { name: /Build EGM/ })).toBeNull();
    expect(rows[2].textContent).toContain('Departed');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Build EGM for MSC AURORA FA612E' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.egm)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', API.egm)[0].body).toEqual({ data: { vessel: 'MSC AURORA', voyage: 'FA612E', pol: 'INMUN' } });
    expect(await view.findByRole('heading', { name: /EGM MSC AURORA FA612E/ }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('EGM built for MSC AURORA FA612E');
  });

  it('shows the server’s message when building fails', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read', 'Create'] } });
    serveEgmScreens(tester.http).on('POST', API.egm, { success: false, error: { message: 'An EGM already exists for MSC AURORA FA612E', code: 'CONFLICT' } }, { status: 409 });
    const view = renderWorkbench(tester, '/egm/new');
    fireEvent.click(await view.findByRole('button', { name: 'Build EGM for MSC AURORA FA612E' }, LOAD));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to build the EGM: An EGM already exists for MSC AURORA FA612E'), LOAD);
    expect(view.getByRole('heading', { name: 'New EGM: choose a sailing' })).toBeTruthy();
  });
});
