import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import trackings from './index';

const LOAD = { timeout: 10_000 };

const subscription = (n: number, adapter = 'simulator') => ({
  _id: `sub${n}`,
  referenceType: 'CONTAINER',
  reference: `MSKU000000${n}`,
  carrier: 'MAEU',
  shipmentId: `s${n}`,
  adapter,
  status: 'ACTIVE',
  lastPolledAt: '2026-03-12T14:30:00Z',
  createdAt: '2026-03-01T00:00:00Z',
  version: 1,
});

const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });

describe('trackings web plugin', () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists subscriptions with their feed, the simulator labelled "Simulated feed"', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/trackingmore/subscriptions', page([subscription(1), subscription(2, 'dcsa-webhook')]));
    const view = renderWorkbench(tester, '/trackings');
    expect(await view.findByText('MSKU0000001', undefined, LOAD)).toBeTruthy();
    expect(view.getByText('MSKU0000002')).toBeTruthy();
    expect(view.getAllByText('Simulated feed')).toHaveLength(1);
    expect(view.getByText('dcsa-webhook')).toBeTruthy();
    expect(view.getByText(/2 rows/)).toBeTruthy();
  });

  it('says so when there is no subscription', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/trackingmore/subscriptions', page([]));
    const view = renderWorkbench(tester, '/trackings');
    expect(await view.findByText('No subscription yet', undefined, LOAD)).toBeTruthy();
  });

  it('shows "Server Error" when the list fails, and loads again on Retry', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/trackingmore/subscriptions', FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error', code: 'SERVER_ERROR' } }));
    const view = renderWorkbench(tester, '/trackings');
    const alert = await view.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toContain('Server Error');
    tester.http.on('GET', '/api/trackingmore/subscriptions', page([subscription(3)]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view.findByText('MSKU0000003', undefined, LOAD)).toBeTruthy();
  });

  it('polls a subscription through its poll action and says how many events came in', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/trackingmore/subscriptions', page([subscription(1)]));
    tester.http.on('POST', '/api/trackingmore/subscriptions/sub1/poll/', { success: true, data: { record: { eventsIngested: 4 } } });
    const view = renderWorkbench(tester, '/trackings');
    fireEvent.click(await view.findByRole('button', { name: 'Poll' }, LOAD));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('4 new events'));
  });

  it('sends the status filter and search of the URL with the subscription logs query', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/trackingmore/subscriptions/logs', page([{ _id: 'l1', level: 'error', message: 'Carrier feed timed out', eventsIngested: 0, subscriptionId: 'sub1', shipmentId: null, createdAt: '2026-03-12T14:30:00Z' }]));
    const view = renderWorkbench(tester, '/subscription-logs?level=error&q=feed');
    expect(await view.findByText('Carrier feed timed out', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/trackingmore/subscriptions/logs')[0].query).toEqual({ limit: 50, filter: { level: 'error' }, search: 'feed' });
  });

  const atPod = (extra: Record<string, unknown> = {}) => ({ _id: 'c1', number: 'MSKU1234565', isoType: '45G1', shipmentId: 's1', reference: 'ACME-1', pod: 'DEHAM', carrier: 'MAEU', arrivedAt: '2026-03-01T00:00:00Z', dischargedAt: '2026-03-02T00:00:00Z', daysAtPod: 10, ...extra });

  it('lists containers waiting at the port of discharge with their last free day, free days left and cost, linked to their D&D clock', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/tracking_insights/containers-at-pod', {
      success: true,
      data: {
        items: [
          atPod({ lastFreeDay: '2026-03-09', freeDaysLeft: -3, costToDate: { amount: '450.00', currency: 'USD' }, state: 'OVER' }),
          atPod({ _id: 'c2', number: 'MSKU7654328', reference: 'ACME-2', lastFreeDay: '2026-03-14', freeDaysLeft: 1, costToDate: { amount: '0.00', currency: 'EUR' }, state: 'AT_RISK' }),
          atPod({ _id: 'c3', number: 'TGHU1234560', reference: 'ACME-3', lastFreeDay: null, freeDaysLeft: null, costToDate: null, state: null }),
        ],
        count: 3,
      },
    });
    const view = renderWorkbench(tester, '/ddt');
    expect(await view.findByText('ACME-1', undefined, LOAD)).toBeTruthy();
    expect(view.getAllByText('Last free day').length).toBeGreaterThan(0);
    expect(view.getAllByText('02 Mar 2026')).toHaveLength(3);
    const over = view.getByText('09 Mar 2026');
    expect(over.closest('.bp6-intent-danger, [class*="intent-danger"]')).toBeTruthy();
    expect(view.getByText('14 Mar 2026').closest('[class*="intent-warning"]')).toBeTruthy();
    // The link's name is what it shows (the last free day); its title names the container's clock.
    const clock = view.getAllByRole('link').find((a) => a.getAttribute('title') === 'D&D clock of MSKU1234565');
    expect(clock?.getAttribute('href')).toBe('/dnd/containers/c1');
    expect(clock?.textContent).toMatch(/\d{2} \w{3} 2026/);
    expect(view.getByText('3 over')).toBeTruthy();
    expect(view.getByText('USD 450.00')).toBeTruthy();
    expect(view.getByText('EUR 0.00')).toBeTruthy();
    expect(view.queryByText('unknown')).toBeNull();
  });

  it('leaves the free time columns out when the D&D plugin does not run', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/tracking_insights/containers-at-pod', { success: true, data: { items: [atPod()], count: 1 } });
    const view = renderWorkbench(tester, '/ddt');
    expect(await view.findByText('ACME-1', undefined, LOAD)).toBeTruthy();
    expect(view.getAllByText('Days at POD').length).toBeGreaterThan(0);
    expect(view.queryAllByText('Last free day')).toEqual([]);
    expect(view.queryAllByText('Cost to date')).toEqual([]);
  });

  it('says when no container waits at a port of discharge', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/tracking_insights/containers-at-pod', { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/ddt');
    expect(await view.findByText('No container is waiting at a port of discharge', undefined, LOAD)).toBeTruthy();
  });

  it('shows a vessel position as an estimate on a straight line between ports', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/positions/Maersk%20Essen', {
      success: true,
      data: { record: { vessel: 'Maersk Essen', voyage: '412W', lat: 20, lon: 60, state: 'at sea', near: null, at: '2026-03-12T14:30:00Z', ports: { INNSA: { name: 'Nhava Sheva', lat: 18.9, lon: 72.9 } }, shipments: [{ _id: 's1', reference: 'ACME-1', status: 'IN_TRANSIT', pol: 'INNSA', pod: 'DEHAM', eta: '2026-03-27T00:00:00Z' }] } },
    });
    const view = renderWorkbench(tester, '/track-vessel?vessel=Maersk%20Essen');
    expect(await view.findByText('Estimated position — straight line between ports', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'ACME-1' })).toBeTruthy();
  });

  it('shows the server message when no shipment is on the vessel', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', /^\/api\/positions\//, FakeHttpClient.reply(404, { success: false, error: { message: 'No shipment of yours is on vessel Nobody', code: 'NOT_FOUND' } }));
    const view = renderWorkbench(tester, '/track-vessel?vessel=Nobody');
    expect((await view.findByRole('alert', undefined, LOAD)).textContent).toContain('No shipment of yours is on vessel Nobody');
  });

  it('shows "Server Error" on the radar when the insights fail', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/tracking_insights/', FakeHttpClient.reply(500, { success: false }));
    const view = renderWorkbench(tester, '/global-shipment-radar');
    expect((await view.findByRole('alert', undefined, LOAD)).textContent).toContain('Server Error');
  });

  it('finds shipments on /ocean-tracking only once something is searched', async () => {
    const tester = createPluginTester({ plugin: trackings });
    tester.http.on('GET', '/api/shipments/v2', page([{ _id: 's1', reference: 'ACME-1', status: 'IN_TRANSIT', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', eta: '2026-03-27T00:00:00Z', ata: null, blNumber: null, containers: [{ number: 'MSKU1234565' }] }]));
    const view = renderWorkbench(tester, '/ocean-tracking');
    const box = await view.findByRole('searchbox', { name: 'Track' }, LOAD);
    expect(tester.http.callsTo('GET', '/api/shipments/v2')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'MSKU1234565' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByText('ACME-1', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/shipments/v2')[0].query).toMatchObject({ search: 'MSKU1234565', limit: 20 });
  });

  it('opens a shared tracking link without signing in', async () => {
    const tester = createPluginTester({ plugin: trackings, user: null });
    tester.http.on('GET', '/api/tracking/share-link/tok123', {
      success: true,
      data: { record: { reference: 'ACME-9', status: 'IN_TRANSIT', mode: 'FCL', carrierName: 'Maersk', pol: 'INNSA', pod: 'DEHAM', transshipmentPorts: [], vessel: null, voyage: null, etd: '2026-03-01T00:00:00Z', eta: '2026-03-27T00:00:00Z', atd: null, ata: null, containers: [], milestones: [], ports: { INNSA: { name: 'Nhava Sheva' } }, linkExpiresAt: '2026-04-01T00:00:00Z', updatedAt: '2026-03-12T14:30:00Z' } },
    });
    const view = renderWorkbench(tester, '/tracking/tok123');
    expect(await view.findByRole('heading', { name: 'Shipment ACME-9' }, LOAD)).toBeTruthy();
    expect(view.getByText('Nhava Sheva (INNSA)')).toBeTruthy();
  });
});
