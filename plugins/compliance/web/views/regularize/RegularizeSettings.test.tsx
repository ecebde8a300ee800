import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API, type PartnerLink } from '../../../shared/types';
import { ok, serveWorkbench } from './regularizeFixtures';

const LOAD = { timeout: 10_000 };
const LINK: PartnerLink = { _id: 'l1', createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z', version: 2, bank: 'ICICI', email: 'ops@customer.example', expiresAt: '2099-01-01T00:00:00.000Z', revokedAt: null };

function signedIn() {
  const tester = createPluginTester({ plugin, accesses: { regularization: ['Read', 'Create', 'Update', 'Delete'] } });
  serveWorkbench(tester.http).on('GET', API.partnerLinks, ok({ items: [LINK], count: 1 }));
  return tester;
}

describe('Regularization settings, partner links and ageing', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('saves the settings with the version read, and refuses a tolerance over 10 % before sending', async () => {
    const tester = signedIn();
    tester.http.on('PUT', API.regularizationSettings, ok({ record: { realizationMonths: 12, tolerancePercent: '0.50', bank: 'HDFC', version: 4 } }));
    const view = renderWorkbench(tester, '/regularize/settings');
    const months = await view.findByLabelText(/Realization period/, undefined, LOAD);
    expect((months as HTMLInputElement).value).toBe('9');
    fireEvent.change(months, { target: { value: '12' } });
    fireEvent.change(view.getByLabelText(/Tolerance/), { target: { value: '12.5' } });
    fireEvent.change(view.getByLabelText(/Bank batches are pushed to/), { target: { value: 'HDFC' } });
    fireEvent.click(view.getByRole('button', { name: 'Save settings' }));
    expect(await view.findByText('Enter a percentage from 0 to 10 with at most 2 decimals', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('PUT', API.regularizationSettings)).toHaveLength(0);
    fireEvent.change(view.getByLabelText(/Tolerance/), { target: { value: '0.50' } });
    fireEvent.click(view.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(tester.http.callsTo('PUT', API.regularizationSettings)).toHaveLength(1));
    expect(tester.http.callsTo('PUT', API.regularizationSettings)[0].body).toEqual({ data: { realizationMonths: 12, tolerancePercent: '0.50', bank: 'HDFC', version: 3 } });
  });

  it('creates a partner link and shows its URL once with Copy; revokes a link with its version', async () => {
    const tester = signedIn();
    tester.http.on('POST', API.partnerLinks, ok({ record: { ...LINK, _id: 'l2', url: 'https://portolan.example/regularize?token=abc.def' }, id: 'l2' }));
    tester.http.on('POST', `${API.partnerLinks}/l1/revoke`, ok({ record: { ...LINK, revokedAt: '2026-11-24T10:00:00.000Z' } }));
    const view = renderWorkbench(tester, '/regularize/settings');
    fireEvent.click(await view.findByRole('button', { name: 'New partner link' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/Email of the bank customer/), { target: { value: 'ops@customer.example' } });
    fireEvent.change(within(dialog).getByLabelText(/Days valid/), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.partnerLinks)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API.partnerLinks)[0].body).toEqual({ data: { bank: 'ICICI', expiresInDays: 14, email: 'ops@customer.example' } });
    const url = (await view.findByLabelText('Partner link', undefined, LOAD)) as HTMLInputElement;
    expect(url.value).toBe('https://portolan.example/regularize?token=abc.def');
    expect(view.getByText(/This link is shown only once/)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Done' }));

    fireEvent.click(await view.findByRole('button', { name: 'Revoke link for ops@customer.example' }, LOAD));
    fireEvent.click(await view.findByRole('button', { name: 'Revoke link' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API.partnerLinks}/l1/revoke`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API.partnerLinks}/l1/revoke`)[0].body).toEqual({ data: { version: 2 } });
  });

  it('draws the ageing and opens a bucket’s bills filtered by overdue and due dates', async () => {
    const tester = signedIn();
    const view = renderWorkbench(tester, '/regularize/ageing');
    expect(await view.findByRole('heading', { name: 'Outstanding by due date (USD)' }, LOAD)).toBeTruthy();
    expect(await view.findByRole('img', { name: /Outstanding by due date \(USD\)/ }, LOAD)).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Overdue 31–90 days: 1' }));
    await waitFor(() => expect(tester.http.callsTo('GET', API.bills).at(-1)?.query).toMatchObject({ filter: { overdue: 'true', realizationDueDate: { from: '2026-08-26', to: '2026-10-24' } } }), LOAD);
    expect(await view.findByRole('heading', { name: 'Export bills' }, LOAD)).toBeTruthy();
  });
});
