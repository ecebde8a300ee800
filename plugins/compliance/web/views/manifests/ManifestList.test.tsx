import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { SUMMARIES, ok } from './manifestFixtures';

const LOAD = { timeout: 10_000 };

describe('Manifests by sailing', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists a row per sailing and port with its direction, date, figures and EGM, and asks again by direction and search', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    tester.http.on('GET', API.manifest, ok({ items: SUMMARIES, count: 2 }));
    const view = renderWorkbench(tester, '/manifests');
    const table = await view.findByRole('region', { name: 'Sailing manifests' }, LOAD);
    const vessel = await within(table).findByRole('link', { name: 'MAERSK KINLOSS' }, LOAD);
    expect(vessel.getAttribute('href')).toBe('/manifests/sailing?vessel=MAERSK+KINLOSS&voyage=247W&port=INNSA&direction=EXPORT');
    expect(within(table).getByText('Export')).toBeTruthy();
    expect(within(table).getByText('Import')).toBeTruthy();
    expect(within(table).getByText('28 Nov 2026 · Planned')).toBeTruthy();
    expect(within(table).getByText('10 Nov 2026 · Actual')).toBeTruthy();
    expect(within(table).getByText('27,000.5 kg')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'EGM of MAERSK KINLOSS 247W' }).getAttribute('href')).toBe('/egm/e1');
    expect(tester.http.callsTo('GET', API.manifest)[0].query).toEqual({ limit: 50, offset: 0 });

    fireEvent.click(view.getByRole('radio', { name: 'Import' }));
    await waitFor(() => expect(tester.http.callsTo('GET', API.manifest).at(-1)?.query).toEqual({ direction: 'IMPORT', limit: 50, offset: 0 }), LOAD);
    const search = view.getByLabelText('Search manifests');
    fireEvent.change(search, { target: { value: 'AURORA' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(tester.http.callsTo('GET', API.manifest).at(-1)?.query).toEqual({ direction: 'IMPORT', search: 'AURORA', limit: 50, offset: 0 }), LOAD);
  });

  it('pages through the server’s list 50 at a time', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    tester.http.on('GET', API.manifest, ok({ items: SUMMARIES, count: 120 }));
    const view = renderWorkbench(tester, '/manifests?direction=EXPORT');
    await view.findByRole('region', { name: 'Sailing manifests' }, LOAD);
    await waitFor(() => expect((view.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(tester.http.callsTo('GET', API.manifest).at(-1)?.query).toEqual({ direction: 'EXPORT', limit: 50, offset: 50 }), LOAD);
    fireEvent.click(view.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(tester.http.callsTo('GET', API.manifest).at(-1)?.query).toEqual({ limit: 50, offset: 0 }), LOAD);
  });

  it('shows the server’s message when the list fails, with a retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    tester.http.on('GET', API.manifest, { success: false, error: { message: 'Manifests are being rebuilt, try again in a minute' } }, { status: 503 });
    const view = renderWorkbench(tester, '/manifests');
    expect(await view.findByText(/Manifests are being rebuilt, try again in a minute/, undefined, LOAD)).toBeTruthy();
    tester.http.on('GET', API.manifest, ok({ items: [], count: 0 }));
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByText(/No sailing manifests yet/, undefined, LOAD)).toBeTruthy();
  });
});
