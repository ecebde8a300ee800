import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { DISPUTE, ok, serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };

describe('Partly won dispute', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('asks the amount credited, refuses more than disputed, and sends it with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create', 'Update'] } });
    serveDndScreens(tester.http).on('POST', `${DND_API.disputes}/d1/partlyWin/`, ok({ record: { ...DISPUTE, status: 'PARTLY_WON', recovered: { amount: '150.00', currency: 'USD' }, version: 4 } }));
    const view = renderWorkbench(tester, '/dnd/disputes/d1');
    expect(await view.findByRole('heading', { name: /DSP-2026-0001/ }, LOAD)).toBeTruthy();
    expect(view.getByRole('table', { name: 'Evidence' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Won' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Submit to carrier' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Partly won' }));
    const dialog = await view.findByRole('dialog', { name: 'Partly won: DSP-2026-0001' }, LOAD);
    const amount = within(dialog).getByLabelText(/Amount credited/);
    fireEvent.change(amount, { target: { value: '350.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Partly won' }));
    expect(await within(dialog).findByText(/At most the 350.00 disputed/, undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${DND_API.disputes}/d1/partlyWin/`)).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '150.00' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Carrier credited the per-diem difference' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Partly won' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${DND_API.disputes}/d1/partlyWin/`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${DND_API.disputes}/d1/partlyWin/`)[0].body).toEqual({ data: { version: 3, outcomeAmount: '150.00', note: 'Carrier credited the per-diem difference' } });
    await waitFor(() => expect(view.queryByRole('dialog', { name: 'Partly won: DSP-2026-0001' })).toBeNull(), LOAD);
  });
});
