import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API } from '../../../shared/types';

const ok = (data: unknown) => ({ success: true, data });
const page = { _id: 'icici', key: 'icici', name: 'ICICI Bank Trade', tagline: 'Plan your exports', logoText: 'ICICI Bank', colors: { primary: '#ae282e', accent: '#f37e20', text: '#ffffff' }, active: true, version: 1 };
const offer = { id: 'o1', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', via: [], transitDays: 24, validTo: '2099-01-31', total: '1875.50', currency: 'USD', lines: [{ name: 'Ocean freight', stage: 'FREIGHT', amount: '1875.50' }], nextSailing: null };
const lead = { _id: 'l1', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', version: 1, name: 'Ravi', email: 'ravi@x.example', company: 'Spice', number: null, createdVia: 'LeadEngine', partner: 'icici', status: 'NEW', enquiryId: 'e1', enquiryReference: 'ENQ-2026-00001', lane: null, notes: null };
const promo = { _id: 'p1', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', version: 1, origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', headline: 'Weekly to Rotterdam', validUntil: '2099-01-01', active: true, forwarder: 'Bluewave Logistics', isMine: false, fromPrice: { amount: '1650.00', currency: 'USD' } };
const account = { forwarders: [{ companyId: 'bw', name: 'Bluewave Logistics' }], enquiries: [{ _id: 'e1', reference: 'ENQ-2026-00012', status: 'RECEIVED', origin: 'INNSA', destination: 'NLRTM', createdAt: '2026-03-01T10:00:00.000Z', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], forwarder: 'Bluewave Logistics' }], quotes: [] };

async function noSeriousViolation(root: Element) {
  return seriousA11yViolations(root);
}

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each planner screen's own content. */
describe('planner screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('the public planner with offers, then its lead form, has no serious or critical violation', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', `${QUOTES_API.partners}/icici`, ok({ record: page }));
    tester.http.on('POST', `${QUOTES_API.webforms}/icici/price`, ok({ items: [offer], currency: 'USD' }));
    const view = renderWorkbench(tester, '/icici');
    const form = await view.findByRole('form', { name: 'Your shipment' }, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText(/^Origin port/), { target: { value: 'INNSA' } });
    fireEvent.change(within(form).getByLabelText(/^Destination port/), { target: { value: 'NLRTM' } });
    fireEvent.click(within(form).getByRole('button', { name: 'See prices' }));
    await view.findByRole('button', { name: /^Get this quote/ }, { timeout: 10_000 });
    expect(await noSeriousViolation(view.getByTestId('planner-page'))).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: /^Get this quote/ }));
    await view.findByRole('form', { name: 'Your details' }, { timeout: 10_000 });
    expect(await noSeriousViolation(view.getByTestId('planner-page'))).toEqual([]);
  });

  it.each([
    ['the shipment planner', '/shipment-planner'],
    ['the leads', '/icici-leads'],
    ['the promotions', '/promo'],
    ['the account', '/account'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Update'], 'shipment-planner': ['Read', 'Create'] } });
    tester.http.on('GET', /\/api\/system\/lookup\/places/, ok({ items: [] }));
    tester.http.on('GET', QUOTES_API.leads, ok({ items: [lead], count: 1, nextCursor: null, prevCursor: null }));
    tester.http.on('GET', QUOTES_API.partners, ok({ items: [page], count: 1 }));
    tester.http.on('GET', QUOTES_API.promotions, ok({ items: [promo], count: 1 }));
    tester.http.on('GET', QUOTES_API.account, ok(account));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    expect(await noSeriousViolation(screen)).toEqual([]);
  });
});
