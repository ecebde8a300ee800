import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API, type BillingProfile } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const PROFILE: BillingProfile = {
  companyId: 'c1', legalName: 'Blue Anchor Forwarding Pvt Ltd', address: 'Mumbai', country: 'IN', stateCode: '27', gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F',
  baseCurrency: 'INR', paymentTermsDays: 30, invoicePrefix: 'INV', creditNotePrefix: 'CN', bankDetails: 'HDFC 0001', defaultTdsRate: 2, version: 3,
};

describe('Billing profile', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('loads the profile, checks GSTIN, PAN and state like the server, and saves with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: { invoices: ['Read', 'Update'] } });
    tester.http.on('GET', BILLING_API.billingProfile, { success: true, data: { record: PROFILE } }).on('POST', BILLING_API.billingProfile, { success: true, data: { record: { ...PROFILE, version: 4 } } });
    const view = renderWorkbench(tester, '/invoices/settings');
    const form = await view.findByRole('form', { name: 'Billing profile' }, LOAD);
    const gstin = view.getByLabelText(/^GSTIN/) as HTMLInputElement;
    await waitFor(() => expect(gstin.value).toBe('27AAPFU0939F1ZV'), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.change(gstin, { target: { value: '29aapfu0939f1zv' } });
    fireEvent.submit(form);
    expect(await view.findByText('The GSTIN starts with the state code (27)', undefined, LOAD)).toBeTruthy();
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1Z' } });
    expect(errorOf(gstin)).toBe('A 15-character GSTIN, e.g. 27AAPFU0939F1ZV');
    expect(tester.http.callsTo('POST', BILLING_API.billingProfile)).toHaveLength(0);
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.submit(form);
    await waitFor(() => expect(tester.http.callsTo('POST', BILLING_API.billingProfile)).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', BILLING_API.billingProfile)[0].body as { data: Record<string, unknown> }).data).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27', pan: 'AAPFU0939F', defaultTdsRate: 2, version: 3 });
  });
});
