import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { DISPUTE, INVOICE, ok, serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('Carrier invoice details', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows each finding beside its field, billed against expected, and opens a dispute for the difference', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create', 'Update'] } });
    serveDndScreens(tester.http).on('POST', DND_API.disputes, ok({ record: DISPUTE }));
    const view = renderWorkbench(tester, '/dnd/invoices/i1');
    expect(await view.findByRole('heading', { name: /Invoice INV-77/ }, LOAD)).toBeTruthy();
    const amounts = view.getByRole('group', { name: 'Billed and expected' });
    expect(text(amounts)).toMatch(/Billed\s*USD.800\.00/);
    expect(text(amounts)).toMatch(/Expected\s*USD.450\.00/);
    expect(text(amounts)).toMatch(/Difference\s*USD.350\.00/);
    const fields = view.getByRole('table', { name: 'Invoice fields and findings' });
    const freeDays = within(fields).getByRole('row', { name: /^Free days/ });
    expect(text(freeDays)).toContain('Free days billed differ from the tariff');
    expect(text(freeDays)).toContain('billed 4, expected 6');
    expect(within(freeDays).getByText('Error')).toBeTruthy();
    const rates = within(fields).getByRole('row', { name: /^Rates/ });
    expect(text(rates)).toContain('Per diem above the tariff');
    expect(within(rates).getByText('Warning')).toBeTruthy();
    expect(text(within(fields).getByRole('row', { name: /^Bill of lading/ }))).toContain('OK');
    expect(view.getByRole('button', { name: 'Accept invoice' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(view.getByRole('button', { name: 'Open dispute' }));
    const dialog = await view.findByRole('dialog', { name: 'Dispute invoice INV-77' }, LOAD);
    expect((within(dialog).getByLabelText(/Amount disputed/) as HTMLInputElement).value).toBe('350.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(tester.http.callsTo('POST', DND_API.disputes)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', DND_API.disputes)[0].body).toEqual({ data: { invoiceId: INVOICE._id, reason: 'Free days billed differ from the tariff\nPer diem above the tariff', amount: '350.00' } });
    expect(await view.findByRole('heading', { name: /DSP-2026-0001/ }, LOAD)).toBeTruthy();
  });
});
