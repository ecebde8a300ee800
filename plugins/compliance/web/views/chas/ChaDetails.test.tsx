import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { CHA, serveChaScreens } from './chaFixtures';

const LOAD = { timeout: 10_000 };

describe('CHA details', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('edits the profile with the version it loaded, shows a stale version as the form’s error, and lists the shipments assigned', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Create', 'Update', 'Delete'] } });
    serveChaScreens(tester.http).on('POST', `${API.chas}/c1/`, { success: false, error: { message: 'This record was changed by someone else (version 2); reload it and try again', code: 'CONFLICT' } }, { status: 409 });
    const view = renderWorkbench(tester, '/chas/c1');
    const profile = await view.findByRole('form', { name: 'Profile of Sahyadri Customs Brokers' }, LOAD);
    expect((within(profile).getByLabelText(/^Licence number/) as HTMLInputElement).value).toBe('R-11/2019');
    expect(within(profile).getByRole('button', { name: 'Remove INMUN' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(profile).getByRole('button', { name: 'Remove INMUN' }));
    fireEvent.change(within(profile).getByLabelText(/^Contact name/), { target: { value: 'Rahul Desai' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText(/changed by someone else/, {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${API.chas}/c1/`)[0].body).toMatchObject({ data: { ports: ['INNSA'], contactName: 'Rahul Desai', version: 1 } });
    expect((within(profile).getByLabelText(/^Contact name/) as HTMLInputElement).value).toBe('Rahul Desai');

    fireEvent.click(view.getByRole('tab', { name: /Shipments/ }));
    const shipments = await view.findByRole('table', { name: 'Shipments assigned' }, LOAD);
    expect(within(shipments).getByRole('link', { name: 'SH-2026-0042' }).getAttribute('href')).toBe('/shipments/s1');
    await waitFor(() => expect(tester.http.callsTo('GET', API.chaAssignments).at(-1)!.query).toEqual({ chaId: CHA._id }), LOAD);
    expect(within(shipments).getByRole('button', { name: 'Remove SH-2026-0042 at INNSA' })).toBeTruthy();
  });

  it('says so when the agent does not exist', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read'] } });
    tester.http.on('GET', `${API.chas}/zz`, { success: false, error: { message: 'Customs house agent not found', code: 'NOT_FOUND' } }, { status: 404 });
    const view = renderWorkbench(tester, '/chas/zz');
    expect(await view.findByText('Customs house agent not found', {}, LOAD)).toBeTruthy();
  });
});
