import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };

describe('D&D tariff dialog', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('checks the tiers on the client, sends the tariff, and shows the server 400 beside the tier field it names', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create', 'Update'] } });
    serveDndScreens(tester.http)
      .on('POST', DND_API.rates, { success: false, error: { message: 'From day overlaps the tier before', code: 'VALIDATION', field: 'data.tiers.1.fromDay' } }, { status: 400 })
      .on('GET', '/api/system/lookup/places', (req) => {
        const code = String(req.query?.q ?? '').toUpperCase();
        return { success: true, data: { items: [{ code, name: `Port ${code}`, country: code.slice(0, 2), countryName: 'Somewhere', kind: 'PORT', lat: 0, lon: 0, nearestPorts: [] }] } };
      });
    const view = renderWorkbench(tester, '/dnd/tariffs');
    fireEvent.click(await view.findByRole('button', { name: 'New tariff' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'New D&D tariff' }, LOAD);
    const input = (label: string) => within(dialog).getAllByLabelText(new RegExp(`^${label}`)).find((e) => e.tagName === 'INPUT' || e.tagName === 'SELECT')!;
    fireEvent.change(input('Carrier'), { target: { value: 'maeu' } });
    const port = (await within(dialog).findAllByLabelText(/^Port/, undefined, LOAD)).find((e) => e.tagName === 'INPUT')!;
    fireEvent.change(port, { target: { value: 'NLRTM' } });
    fireEvent.click(await view.findByRole('option', { name: /^NLRTM/ }, LOAD));
    fireEvent.change(input('Free days'), { target: { value: '4' } });
    fireEvent.change(input('Valid from'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Tier 1 from day'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Tier 1 per diem'), { target: { value: '75.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    expect((within(dialog).getByLabelText('Tier 1 to day') as HTMLInputElement).value).toBe('9');
    fireEvent.change(within(dialog).getByLabelText('Tier 2 from day'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Tier 2 per diem'), { target: { value: '150.00' } });

    // The client check (tierProblems) first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tariff' }));
    expect(await within(dialog).findByText(/From day must be 10/, undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', DND_API.rates)).toHaveLength(0);

    // Fixed: sent; the server's 400 shows beside tier 2's From day.
    fireEvent.change(within(dialog).getByLabelText('Tier 2 from day'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tariff' }));
    await waitFor(() => expect(tester.http.callsTo('POST', DND_API.rates)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', DND_API.rates)[0].body).toMatchObject({
      data: { carrier: 'MAEU', port: 'NLRTM', freeDays: 4, tiers: [{ fromDay: 5, toDay: 9, perDiem: '75.00' }, { fromDay: 10, toDay: null, perDiem: '150.00' }] },
    });
    const tier2 = within(dialog).getByLabelText('Tier 2 from day');
    await waitFor(() => expect(tier2.getAttribute('aria-invalid')).toBe('true'), LOAD);
    const error = document.getElementById(tier2.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('From day overlaps the tier before');
    expect(error.closest('td')).toBe(tier2.closest('td'));
    expect(view.getByRole('dialog', { name: 'New D&D tariff' })).toBeTruthy();
  });
});
