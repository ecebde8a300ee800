import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type VendorAwardedSummaryRow, type VendorGroup, type VendorParticipation } from '../../../shared/types';
import ProvidersScreen from './ProvidersScreen';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const CONNECTIONS = '/api/auth/v2/network/connections/';
const BLUEWAVE = '11111111-1111-4111-8111-111111111111';
const HARBOUR = '22222222-2222-4222-8222-222222222222';
const MERIDIAN = '33333333-3333-4333-8333-333333333333';

const PARTICIPATION: VendorParticipation[] = [
  { vendorCompanyId: BLUEWAVE, vendorName: 'Bluewave Logistics', invited: 4, viewed: 4, bid: 3, declined: 1, awarded: 2, responseRatePct: '75.0', winRatePct: '66.7' },
  { vendorCompanyId: HARBOUR, vendorName: 'Harbourline Forwarding', invited: 2, viewed: 1, bid: 1, declined: 0, awarded: 0, responseRatePct: '50.0', winRatePct: '0.0' },
];
const AWARDED: VendorAwardedSummaryRow[] = [{ vendorCompanyId: BLUEWAVE, vendorName: 'Bluewave Logistics', rfqs: 2, lanes: 18, volume: 640, totals: [{ currency: 'USD', amount: '1024500.00' }] }];
const GROUP: VendorGroup = { _id: 'g1', name: 'India–Europe', vendorCompanyIds: [BLUEWAVE], createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', version: 2 };

function setUp(answers?: (t: ReturnType<typeof createPluginTester>) => void) {
  const t = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update', 'Delete'], providers: ['Read', 'Create', 'Update', 'Delete'], network: ['Read'] } });
  t.http.on('GET', CONNECTIONS, ok({
    items: [
      { _id: 'k1', companyId: BLUEWAVE, name: 'Bluewave Logistics', kind: 'forwarder', direction: 'outgoing', status: 'accepted' },
      { _id: 'k2', companyId: MERIDIAN, name: 'Meridian Freight', kind: 'forwarder', direction: 'incoming', status: 'accepted' },
      { _id: 'k3', companyId: '44444444-4444-4444-8444-444444444444', name: null, kind: null, direction: 'outgoing', status: 'requested' },
    ],
    count: 3,
  }));
  t.http.on('GET', RFQ_API.vendorParticipationSummary, ok({ items: PARTICIPATION, count: 2 }));
  t.http.on('GET', RFQ_API.vendorAwardedSummary, ok({ items: AWARDED, count: 1 }));
  t.http.on('GET', RFQ_API.vendorGroups, ok({ items: [GROUP], count: 1 }));
  answers?.(t);
  const view = render(
    <ContainerContext.Provider value={t.container}>
      <MemoryRouter initialEntries={['/providers']}>
        <main>
          <ProvidersScreen />
        </main>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { t, view };
}

describe('providers screen', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('joins the network with participation and awards per vendor, draws response and win rates, links to the network', async () => {
    const { view } = setUp();
    const table = await view.findByRole('table', { name: 'Vendors and their participation' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['Bluewave Logistics', 'Connected', '4', '4', '3', '1', '2', '75.0 %', '66.7 %', '18', '640', 'USD 1,024,500.00'],
      ['Harbourline Forwarding', 'Not connected', '2', '1', '1', '0', '0', '50.0 %', '0.0 %', '0', '0', '—'],
      ['Meridian Freight', 'Connected', '0', '0', '0', '0', '0', '—', '—', '0', '0', '—'],
    ]);
    const response = await view.findByRole('img', { name: /Response rate by vendor/ }, LOAD);
    expect(response).toBeTruthy();
    expect(await view.findByRole('img', { name: /Win rate by vendor/ }, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Connect new vendors in your network' }).getAttribute('href')).toBe('/network');
  });

  it('asks the participation for RFQs created in a range', async () => {
    const { t, view } = setUp();
    await view.findByRole('table', { name: 'Vendors and their participation' }, LOAD);
    fireEvent.change(view.getByLabelText('RFQs created from'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(t.http.calls.some((c) => c.path === RFQ_API.vendorParticipationSummary && (c.query as { from?: string } | undefined)?.from === '2026-01-01')).toBe(true));
  });

  it('creates and edits vendor groups from the network, with the server 400 beside the vendors', async () => {
    const { t, view } = setUp();
    const groups = await view.findByRole('table', { name: 'Vendor groups' }, LOAD);
    expect(within(groups).getByText('Bluewave Logistics')).toBeTruthy();
    // Create: a client check first, then the server's 400 naming a vendor, then success.
    fireEvent.click(view.getByRole('button', { name: 'New vendor group' }));
    let dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Gulf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick at least one')).toBeTruthy();
    t.http.on('POST', RFQ_API.vendorGroups, FakeHttpClient.reply(400, { success: false, error: { message: 'data.vendorCompanyIds.0 is not a company of your network', code: 'VALIDATION_ERROR', field: 'data.vendorCompanyIds.0' } }));
    fireEvent.click(within(dialog).getByLabelText(/Meridian Freight/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('data.vendorCompanyIds.0 is not a company of your network', {}, LOAD)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Gulf');
    t.http.on('POST', RFQ_API.vendorGroups, ok({ record: { ...GROUP, _id: 'g2', name: 'Gulf', vendorCompanyIds: [MERIDIAN] } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(t.http.callsTo('POST', RFQ_API.vendorGroups).at(-1)!.body).toEqual({ data: { name: 'Gulf', vendorCompanyIds: [MERIDIAN] } });
    // Edit sends the version.
    t.http.on('POST', `${RFQ_API.vendorGroups}/g1/`, ok({ record: GROUP }));
    fireEvent.click(view.getByRole('button', { name: 'Edit India–Europe' }));
    dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByLabelText(/Meridian Freight/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.http.callsTo('POST', `${RFQ_API.vendorGroups}/g1/`)).toHaveLength(1));
    expect(t.http.callsTo('POST', `${RFQ_API.vendorGroups}/g1/`)[0].body).toEqual({ data: { name: 'India–Europe', vendorCompanyIds: [BLUEWAVE, MERIDIAN], version: 2 } });
    const messages = t.notifications.notifications.map((n) => n.message);
    expect(messages).toEqual(expect.arrayContaining(['Failed to create the vendor group', 'Vendor group created', 'Vendor group saved']));
  });

  it('says what to do when there are no vendors yet', async () => {
    const { view } = setUp((t) => {
      t.http.on('GET', CONNECTIONS, ok({ items: [], count: 0 }));
      t.http.on('GET', RFQ_API.vendorParticipationSummary, ok({ items: [], count: 0 }));
      t.http.on('GET', RFQ_API.vendorAwardedSummary, ok({ items: [], count: 0 }));
    });
    expect(await view.findByText('No vendors yet', {}, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Connect forwarders in your network to invite them to RFQs' })).toBeTruthy();
  });

  it('has no serious or critical accessibility violation', async () => {
    const { view } = setUp();
    await view.findByRole('table', { name: 'Vendors and their participation' }, LOAD);
    await view.findByRole('table', { name: 'Vendor groups' }, LOAD);
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });
});
