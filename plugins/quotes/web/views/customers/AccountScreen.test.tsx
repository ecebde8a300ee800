import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type AccountView } from '../../../shared/types';

const LOAD = { timeout: 10_000 };

const account: AccountView = {
  forwarders: [{ companyId: 'bw', name: 'Bluewave Logistics' }],
  enquiries: [{ _id: 'e1', reference: 'ENQ-2026-00012', status: 'QUOTED', origin: 'INNSA', destination: 'NLRTM', createdAt: '2026-03-01T10:00:00.000Z', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], forwarder: 'Bluewave Logistics' }],
  quotes: [
    {
      _id: 'q1', reference: 'Q-2026-00004', revision: 1, status: 'PUBLISHED', currency: 'USD', validUntil: '2099-01-31', forwarder: 'Bluewave Logistics', enquiryReference: 'ENQ-2026-00012', acceptedOptionId: null,
      options: [
        { _id: 'o1', title: 'Cheapest', carrier: 'MSCU', origin: 'INNSA', destination: 'NLRTM', via: [], transitDays: 26, freeDays: 7, sailing: null, lines: [{ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', amount: '3410.00' }], total: '3410.00' },
      ],
    },
  ],
};

describe('/account', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it("shows the customer's forwarders, enquiries and quotes; Accept confirms the option", async () => {
    const tester = createPluginTester({ plugin, accesses: {} });
    tester.http.on('GET', QUOTES_API.account, { success: true, data: account });
    tester.http.on('POST', QUOTES_API.orderConfirm, { success: true, data: { record: { status: 'ACCEPTED' } } });
    const view = renderWorkbench(tester, '/account');
    expect(await view.findByRole('heading', { name: 'My account' }, LOAD)).toBeTruthy();
    const enquiries = await view.findByRole('table', { name: 'Your enquiries' }, LOAD);
    expect(within(enquiries).getByText('ENQ-2026-00012')).toBeTruthy();
    expect(within(enquiries).getByText('QUOTED')).toBeTruthy();
    const quote = view.getByRole('region', { name: 'Quote Q-2026-00004' });
    expect(within(quote).getByText(/from Bluewave Logistics for ENQ-2026-00012/)).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/buy|margin/i);
    fireEvent.click(within(quote).getAllByRole('button', { name: /Accept/ })[0]!);
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.orderConfirm)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.orderConfirm)[0].body).toEqual({ data: { quoteId: 'q1', optionId: 'o1' } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Quote accepted'));
    await waitFor(() => expect(tester.http.callsTo('GET', QUOTES_API.account)).toHaveLength(2));
  });

  it('points a company with nothing yet to the shipment planner', async () => {
    const tester = createPluginTester({ plugin, accesses: {} });
    tester.http.on('GET', QUOTES_API.account, { success: true, data: { forwarders: [], enquiries: [], quotes: [] } });
    const view = renderWorkbench(tester, '/account');
    expect(await view.findByText('No forwarder has you as a customer yet', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'shipment planner' }).getAttribute('href')).toBe('/shipment-planner');
  });
});
