import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type PartnerPage, type PlannerOffer } from '../../../shared/types';
import { localToday } from './laneForm';

const LOAD = { timeout: 10_000 };
const icici: PartnerPage = { key: 'icici', name: 'ICICI Bank Trade', tagline: 'Plan and price your exports', logoText: 'ICICI Bank', colors: { primary: '#ae282e', accent: '#f37e20', text: '#ffffff' }, active: true };
const offer: PlannerOffer = {
  id: 'abc123',
  carrier: 'MAEU',
  origin: 'INNSA',
  destination: 'NLRTM',
  via: [],
  transitDays: 24,
  validTo: '2099-01-31',
  total: '1875.50',
  currency: 'USD',
  lines: [
    { name: 'Ocean freight', stage: 'FREIGHT', amount: '1700.00' },
    { name: 'Origin terminal handling', stage: 'ORIGIN', amount: '175.50' },
  ],
  nextSailing: '2099-01-05T10:00:00.000Z',
};

function publicTester(page: PartnerPage = icici) {
  const tester = createPluginTester({ plugin, user: null });
  tester.http.on('GET', `${QUOTES_API.partners}/${page.key}`, { success: true, data: { record: page } });
  return tester;
}

async function priceLane(view: ReturnType<typeof renderWorkbench>) {
  const form = await view.findByRole('form', { name: 'Your shipment' }, LOAD);
  fireEvent.change(within(form).getByLabelText(/^Origin port/), { target: { value: 'innsa' } });
  fireEvent.change(within(form).getByLabelText(/^Destination port/), { target: { value: 'NLRTM' } });
  fireEvent.click(within(form).getByRole('button', { name: 'See prices' }));
}

describe('public planner', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it("applies the partner page's branding from the API", async () => {
    const tester = publicTester();
    const view = renderWorkbench(tester, '/icici');
    expect(await view.findByRole('heading', { name: 'ICICI Bank Trade' }, LOAD)).toBeTruthy();
    expect(view.getByText('Plan and price your exports')).toBeTruthy();
    const page = view.getByTestId('planner-page');
    expect(page.style.getPropertyValue('--planner-primary')).toBe('#ae282e');
    expect(page.style.getPropertyValue('--planner-accent')).toBe('#f37e20');
    expect(tester.http.callsTo('GET', `${QUOTES_API.partners}/icici`)).toHaveLength(1);
  });

  it('an unknown or inactive page says so', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', `${QUOTES_API.partners}/hdfc`, FakeHttpClient.reply(404, { success: false, error: { message: 'This page is not available', code: 'NOT_FOUND' } }));
    const view = renderWorkbench(tester, '/hdfc');
    expect(await view.findByText('This page is not available', undefined, LOAD)).toBeTruthy();
  });

  it('prices a lane, picks an offer and sends the lead with the honeypot empty and hidden; shows the reference', async () => {
    const tester = publicTester();
    tester.http.on('POST', `${QUOTES_API.webforms}/icici/price`, { success: true, data: { items: [offer], currency: 'USD' } });
    tester.http.on('POST', `${QUOTES_API.webforms}/icici/`, { success: true, data: { record: { reference: 'ENQ-2026-00042' } } });
    const view = renderWorkbench(tester, '/icici');
    await priceLane(view);
    const card = await view.findByRole('group', { name: 'Maersk (MAEU) INNSA → NLRTM' }, LOAD);
    expect(within(card).getByText('USD 1,875.50')).toBeTruthy();
    expect(within(card).getByText('Origin terminal handling')).toBeTruthy();
    expect(tester.http.callsTo('POST', `${QUOTES_API.webforms}/icici/price`)[0].body).toEqual({ data: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '22G1', count: 1 }], readyOn: localToday() } });

    fireEvent.click(within(card).getByRole('button', { name: /^Get this quote/ }));
    const lead = await view.findByRole('form', { name: 'Your details' }, LOAD);
    const honeypot = within(lead).getByLabelText('Website (leave empty)') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect((honeypot.parentElement as HTMLElement).style.position).toBe('absolute');
    expect((honeypot.parentElement as HTMLElement).style.left).toBe('-10000px');
    fireEvent.change(within(lead).getByLabelText(/^Name/), { target: { value: 'Ravi Menon' } });
    fireEvent.change(within(lead).getByLabelText(/^Email/), { target: { value: 'ravi@spice.example' } });
    fireEvent.change(within(lead).getByLabelText(/^Company/), { target: { value: 'Spice Coast' } });
    fireEvent.click(within(lead).getByRole('button', { name: 'Send my request' }));
    expect(await view.findByText('ENQ-2026-00042', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${QUOTES_API.webforms}/icici/`)[0].body).toEqual({
      data: { name: 'Ravi Menon', email: 'ravi@spice.example', company: 'Spice Coast', createdVia: 'LeadEngine', search: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '22G1', count: 1 }], readyOn: localToday() }, offerId: 'abc123' },
    });
    // ICICI offers an account with the same details.
    tester.http.on('POST', `${QUOTES_API.webforms}/icici/create-user`, { success: true, data: { record: { email: 'ravi@spice.example', company: 'Spice Coast' } } });
    fireEvent.click(view.getByRole('button', { name: 'Create an account' }));
    expect(await view.findByText('Your Portolan account is ready', undefined, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('User Account Created');
    expect(tester.http.callsTo('POST', `${QUOTES_API.webforms}/icici/create-user`)[0].body).toEqual({ data: { name: 'Ravi Menon', email: 'ravi@spice.example', company: 'Spice Coast', createdVia: 'LeadEngine' } });
  });

  it("shows the server's 400 beside the lead form's field, and the empty state when no rate is published", async () => {
    const tester = publicTester({ ...icici, key: 'hdfc', name: 'HDFC Bank SmartHub' });
    tester.http.on('POST', `${QUOTES_API.webforms}/hdfc/price`, { success: true, data: { items: [], currency: 'USD' } });
    tester.http.on('POST', `${QUOTES_API.webforms}/hdfc/`, FakeHttpClient.reply(400, { success: false, error: { message: 'data.email must be a valid email address', code: 'BAD_REQUEST', field: 'data.email' } }));
    const view = renderWorkbench(tester, '/hdfc');
    await priceLane(view);
    expect(await view.findByText('No published rates for this lane yet — leave your details and we will quote you', undefined, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Create an account' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Leave my details' }));
    const lead = await view.findByRole('form', { name: 'Your details' }, LOAD);
    fireEvent.change(within(lead).getByLabelText(/^Name/), { target: { value: 'Karthik' } });
    fireEvent.change(within(lead).getByLabelText(/^Email/), { target: { value: 'karthik@pumps.example' } });
    fireEvent.change(within(lead).getByLabelText(/^Company/), { target: { value: 'Pumps' } });
    fireEvent.click(within(lead).getByRole('button', { name: 'Send my request' }));
    const email = within(lead).getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(lead).getByText('data.email must be a valid email address')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('karthik@pumps.example');
  });

  it('checks the lane on the client before sending', async () => {
    const tester = publicTester();
    const view = renderWorkbench(tester, '/icici');
    const form = await view.findByRole('form', { name: 'Your shipment' }, LOAD);
    fireEvent.change(within(form).getByLabelText(/^Origin port/), { target: { value: 'XX' } });
    fireEvent.click(within(form).getByRole('button', { name: 'See prices' }));
    expect(await within(form).findByText('Enter a UN/LOCODE, e.g. INNSA')).toBeTruthy();
    expect(tester.http.callsTo('POST', `${QUOTES_API.webforms}/icici/price`)).toHaveLength(0);
  });
});
