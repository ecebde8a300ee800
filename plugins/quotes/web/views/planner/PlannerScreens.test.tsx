import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import type { RateOption } from '@portolan/sdk';
import plugin from '../../index';
import { QUOTES_API, type Lead, type Promotion } from '../../../shared/types';
import { localToday } from './laneForm';

const LOAD = { timeout: 10_000 };
const PLACES = /\/api\/system\/lookup\/places/;
const list = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });

const option: RateOption = {
  id: 'opt-1', carrier: 'MSCU', origin: 'INNSA', destination: 'NLRTM', via: [], transitDays: 26, validFrom: '2026-01-01', validTo: '2099-01-31', freeDays: 7, side: 'SELL', contractRef: null,
  offeredBy: { companyId: 'bw', name: 'Bluewave Logistics' }, total: '3410.00', currency: 'USD',
  lines: [{ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '1705.00', amount: '3410.00', currency: 'USD', converted: '3410.00', rateId: 'r1' }],
  conversions: [], sailings: [], score: 70,
};

const lead: Lead = {
  _id: 'l1', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', version: 2, name: 'Ravi Menon', email: 'ravi@spice.example', company: 'Spice Coast Traders', number: null,
  createdVia: 'LeadEngine', partner: 'icici', status: 'NEW', enquiryId: 'e1', enquiryReference: 'ENQ-2026-00007',
  lane: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '22G1', count: 2 }], readyOn: '2026-03-10' }, notes: null,
};

const promo = (over: Partial<Promotion>): Promotion => ({
  _id: 'p1', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', version: 1, origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', headline: 'Weekly to Rotterdam',
  validUntil: '2099-01-01', active: true, forwarder: 'Bluewave Logistics', isMine: false, fromPrice: { amount: '1650.00', currency: 'USD' }, ...over,
});

describe('signed-in planner screens', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('the shipment planner lists the network offers by forwarder and posts a request to the one chosen', async () => {
    const tester = createPluginTester({ plugin, accesses: { 'shipment-planner': ['Read', 'Create'] } });
    tester.http.on('GET', PLACES, { success: true, data: { items: [] } });
    tester.http.on('GET', `${QUOTES_API.plannerRequest}/offers`, { success: true, data: { groups: [{ forwarder: { companyId: 'bw', name: 'Bluewave Logistics' }, options: [option] }], currency: 'USD' } });
    tester.http.on('POST', QUOTES_API.plannerRequest, { success: true, data: { record: { _id: 'e9', reference: 'ENQ-2026-00012', forwarder: 'Bluewave Logistics' } } });
    const view = renderWorkbench(tester, '/shipment-planner?origin=INNSA&destination=NLRTM&containerType=42G1');
    const form = await view.findByRole('form', { name: 'Lane' }, LOAD);
    fireEvent.change(within(form).getByLabelText(/^Containers/), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find offers' }));
    const group = await view.findByRole('region', { name: 'Bluewave Logistics' }, LOAD);
    expect(tester.http.callsTo('GET', `${QUOTES_API.plannerRequest}/offers`)[0].query).toEqual({ origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', readyOn: localToday(), containers: '42G1:2' });
    expect(within(group).getAllByText('USD 3,410.00').length).toBeGreaterThan(0);

    fireEvent.click(within(group).getByRole('button', { name: 'Request a quote from Bluewave Logistics' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('What are you shipping?')).toBeTruthy();
    expect(tester.http.callsTo('POST', QUOTES_API.plannerRequest)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Commodity/), { target: { value: 'Cotton yarn' } });
    fireEvent.change(within(dialog).getByLabelText(/^Incoterm/), { target: { value: 'FOB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await view.findByText('Request ENQ-2026-00012 sent to Bluewave Logistics', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', QUOTES_API.plannerRequest)[0].body).toEqual({
      data: { forwarderId: 'bw', origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], cargo: { commodity: 'Cotton yarn' }, cargoReadyOn: localToday(), incoterm: 'FOB' },
    });
    expect(view.getByRole('link', { name: 'your account' }).getAttribute('href')).toBe('/account');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Request sent to Bluewave Logistics');
  });

  it('a refused request shows the server 400 in the dialog and says it failed', async () => {
    const tester = createPluginTester({ plugin, accesses: { 'shipment-planner': ['Read', 'Create'] } });
    tester.http.on('GET', PLACES, { success: true, data: { items: [] } });
    tester.http.on('GET', `${QUOTES_API.plannerRequest}/offers`, { success: true, data: { groups: [{ forwarder: { companyId: 'bw', name: 'Bluewave Logistics' }, options: [] }], currency: 'USD' } });
    tester.http.on('POST', QUOTES_API.plannerRequest, FakeHttpClient.reply(400, { success: false, error: { message: 'data.cargo.commodity must NOT have more than 200 characters', code: 'BAD_REQUEST', field: 'data.cargo.commodity' } }));
    const view = renderWorkbench(tester, '/shipment-planner?origin=INNSA&destination=NLRTM');
    fireEvent.click(within(await view.findByRole('form', { name: 'Lane' }, LOAD)).getByRole('button', { name: 'Find offers' }));
    const group = await view.findByRole('region', { name: 'Bluewave Logistics' }, LOAD);
    expect(within(group).getByText(/No published offer/)).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: /^Request a quote/ }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Commodity/), { target: { value: 'x'.repeat(10) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to send the request'));
    expect(within(dialog).getByText('data.cargo.commodity must NOT have more than 200 characters')).toBeTruthy();
  });

  it('leads: ICICI by default, a status move posts the version and says "Updated Lead", a refusal "retry"', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Update'] } });
    tester.http.on('GET', QUOTES_API.leads, list([lead]));
    tester.http.on('GET', QUOTES_API.partners, { success: true, data: { items: [], count: 0 } });
    tester.http.on('POST', `${QUOTES_API.leads}/l1/`, { success: true, data: { record: { ...lead, status: 'CONTACTED', version: 3 } } });
    const view = renderWorkbench(tester, '/icici-leads');
    const table = await view.findByRole('region', { name: 'Planner leads' }, LOAD);
    expect(await within(table).findByText('Spice Coast Traders', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('INNSA → NLRTM (2 × 22G1)')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'ENQ-2026-00007' }).getAttribute('href')).toBe('/enquiries/e1');
    expect(tester.http.callsTo('GET', QUOTES_API.leads)[0].query).toMatchObject({ filter: { partner: 'icici' }, sort: { createdAt: 'desc' } });

    fireEvent.change(within(table).getByLabelText('Move Ravi Menon to'), { target: { value: 'CONTACTED' } });
    await waitFor(() => expect(tester.http.callsTo('POST', `${QUOTES_API.leads}/l1/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${QUOTES_API.leads}/l1/`)[0].body).toEqual({ data: { status: 'CONTACTED', version: 2 } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Updated Lead'));

    tester.http.on('POST', `${QUOTES_API.leads}/l1/`, FakeHttpClient.reply(409, { success: false, error: { message: 'Cannot move the lead to CONTACTED: the lead is LOST', code: 'CONFLICT' } }));
    fireEvent.change(within(view.getByRole('region', { name: 'Planner leads' })).getByLabelText('Move Ravi Menon to'), { target: { value: 'LOST' } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('retry'));

    fireEvent.change(view.getByLabelText('Partner page'), { target: { value: 'all' } });
    await waitFor(() => expect(tester.http.callsTo('GET', QUOTES_API.leads).at(-1)?.query).not.toHaveProperty('filter.partner'));
  });

  it("the partner pages tab previews and saves a page's colours", async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Update'] } });
    const page = { _id: 'icici', key: 'icici', name: 'ICICI Bank Trade', tagline: 'Plan your exports', logoText: 'ICICI Bank', colors: { primary: '#ae282e', accent: '#f37e20', text: '#ffffff' }, active: true, version: 4 };
    tester.http.on('GET', QUOTES_API.leads, list([]));
    tester.http.on('GET', QUOTES_API.partners, { success: true, data: { items: [page], count: 1 } });
    tester.http.on('POST', `${QUOTES_API.partners}/icici/`, { success: true, data: { record: { ...page, version: 5 } } });
    const view = renderWorkbench(tester, '/icici-leads');
    fireEvent.click(await view.findByRole('tab', { name: 'Partner pages' }, LOAD));
    const form = await view.findByRole('form', { name: 'Partner page branding' }, LOAD);
    await waitFor(() => expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('ICICI Bank Trade'));
    fireEvent.change(within(form).getByLabelText(/^Main colour \(required\)/), { target: { value: '#123456' } });
    expect(view.getByTestId('branding-preview').style.getPropertyValue('--planner-primary')).toBe('#123456');
    fireEvent.change(within(form).getByLabelText(/^Accent colour \(required\)/), { target: { value: 'orange' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByText('A colour like #215db0')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Accent colour \(required\)/), { target: { value: '#ff9900' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${QUOTES_API.partners}/icici/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${QUOTES_API.partners}/icici/`)[0].body).toEqual({
      data: { name: 'ICICI Bank Trade', tagline: 'Plan your exports', logoText: 'ICICI Bank', colors: { primary: '#123456', accent: '#ff9900', text: '#ffffff' }, active: true, version: 4 },
    });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Partner page saved'));
  });

  it("promotions: a customer's card links to the planner prefilled; the owner deletes its own", async () => {
    const tester = createPluginTester({ plugin, accesses: { 'shipment-planner': ['Read', 'Create'] } });
    tester.http.on('GET', QUOTES_API.promotions, list([promo({}), promo({ _id: 'p2', headline: 'Our Hamburg special', origin: 'INNSA', destination: 'DEHAM', isMine: true, fromPrice: null, forwarder: 'Acme Exports' })]));
    tester.http.on('DELETE', `${QUOTES_API.promotions}/p2`, { success: true, data: { deleted: true } });
    const view = renderWorkbench(tester, '/promo');
    const card = await view.findByRole('group', { name: 'INNSA → NLRTM 22G1' }, LOAD);
    expect(within(card).getByText('USD 1,650.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/shipment-planner?origin=INNSA&destination=NLRTM&containerType=22G1');
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const mine = view.getByRole('group', { name: 'INNSA → DEHAM 22G1' });
    expect(within(mine).getByText(/Price on request/)).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete Our Hamburg special' }));
    fireEvent.click(await view.findByRole('button', { name: 'Delete promotion' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('DELETE', `${QUOTES_API.promotions}/p2`)).toHaveLength(1));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Promotion deleted'));
  });
});
