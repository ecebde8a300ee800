import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { page, serveEgmScreens } from './egmFixtures';

const LOAD = { timeout: 10_000 };

describe('EGM list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the EGMs with their state, totals and EGM number, newest sailing first, and filters by state', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read', 'Create'] } });
    serveEgmScreens(tester.http);
    const view = renderWorkbench(tester, '/egm');
    expect(await view.findByRole('heading', { name: 'Export general manifests' }, LOAD)).toBeTruthy();
    const table = await view.findByRole('region', { name: 'EGMs' }, LOAD);
    const links = await within(table).findAllByRole('link', { name: 'MAERSK KINLOSS' }, LOAD);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/egm/e1', '/egm/e1']);
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByText('Acknowledged')).toBeTruthy();
    expect(within(table).getByText('4455667')).toBeTruthy();
    expect(within(table).getAllByText(/\(INNSA\)/)).toHaveLength(2);
    expect(tester.http.callsTo('GET', API.egm)[0].query).toMatchObject({ sort: { sailingDate: 'desc' } });

    fireEvent.change(view.getByLabelText('State'), { target: { value: 'FILED' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API.egm).at(-1)?.query).toMatchObject({ filter: { state: 'FILED' } }), LOAD);
  });

  it('offers "New EGM" to a user who may create, and says how to start when there is none', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read', 'Create'] } });
    serveEgmScreens(tester.http).on('GET', API.egm, page([]));
    const view = renderWorkbench(tester, '/egm');
    expect(await view.findByText('No manifests yet — build one from a sailing', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New EGM' }));
    expect(await view.findByRole('heading', { name: 'New EGM: choose a sailing' }, LOAD)).toBeTruthy();
  });

  it('shows no "New EGM" to a reader', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    serveEgmScreens(tester.http);
    const view = renderWorkbench(tester, '/egm');
    await view.findByRole('region', { name: 'EGMs' }, LOAD);
    expect(view.queryByRole('button', { name: 'New EGM' })).toBeNull();
  });
});
