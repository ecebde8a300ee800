import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import shipments from '../index';

const shipment = (n: number, status = 'IN_TRANSIT') => ({
  _id: `s${n}`,
  reference: `ACME-${n}`,
  status,
  carrier: 'MAEU',
  pol: 'INNSA',
  pod: 'DEHAM',
  etd: '2026-01-01T00:00:00Z',
  eta: '2026-01-25T00:00:00Z',
  atd: null,
  ata: null,
  containers: [{ _id: 'c', number: 'MSKU1234565', isoType: '45G1' }],
  transshipmentPorts: [],
  isShared: false,
  version: 1,
});

const insights = { success: true, data: { record: { total: 42, teu: 80, delayed: 3, byStatus: { BOOKED: 10, IN_TRANSIT: 20 }, byRegion: [], lanes: [] } } };
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });

describe('the home page', () => {
  afterEach(cleanup);

  it('shows the key figures and the ten newest shipments, each linking to its page', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/tracking_insights/', insights);
    tester.http.on('GET', '/api/shipments/v2', page([shipment(2), shipment(1, 'BOOKED')]));
    const view = renderWorkbench(tester, '/');

    const figures = await view.findByRole('list', { name: 'Key figures' }, { timeout: 10_000 });
    await waitFor(() => expect(figures.textContent).toContain('42'));
    const figure = (label: string) => within(figures).getAllByRole('listitem').find((item) => item.textContent?.includes(label))?.textContent;
    expect(figure('In transit')).toBe('20In transit');
    // A status with no shipment counts 0 once the figures are in.
    expect(figure('Arrived, not delivered')).toBe('0Arrived, not delivered');
    expect(figure('Late (past ETA, not arrived)')).toBe('3Late (past ETA, not arrived)');

    const table = await view.findByRole('table', { name: 'Latest shipments' });
    expect(tester.http.callsTo('GET', '/api/shipments/v2')[0].query).toEqual({ limit: 10, sort: { createdAt: 'desc' } });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'ACME-2' }).getAttribute('href')).toBe('/shipments/s2');
    expect(within(rows[1]).getByRole('link', { name: 'ACME-1' }).getAttribute('href')).toBe('/shipments/s1');
    expect(rows[0].textContent).toContain('In transit');
    expect(rows[1].textContent).toContain('Booked');
    expect(rows[0].textContent).toContain('Maersk');
    expect(rows[0].textContent).toContain('INNSA → DEHAM');
    expect(view.getByRole('link', { name: 'All shipments' }).getAttribute('href')).toBe('/shipments');
    // The full list's table (search box, filters, column chooser) is not on the home.
    expect(view.queryByRole('searchbox', { name: 'Search shipments' })).toBeNull();
    expect(await seriousA11yViolations(view.getByRole('region', { name: 'Home' }))).toEqual([]);
  });

  it('says so when there is no shipment yet', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/tracking_insights/', insights);
    tester.http.on('GET', '/api/shipments/v2', page([]));
    const view = renderWorkbench(tester, '/');
    expect(await view.findByText('No shipments yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(view.queryByRole('table', { name: 'Latest shipments' })).toBeNull();
  });

  it('shows a failed load with Retry, which loads the latest shipments again', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/tracking_insights/', insights);
    tester.http.on('GET', '/api/shipments/v2', FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const view = renderWorkbench(tester, '/');
    const alert = await view.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Could not load the latest shipments');
    tester.http.on('GET', '/api/shipments/v2', page([shipment(7)]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await view.findByRole('table', { name: 'Latest shipments' });
    expect(within(table).getByRole('link', { name: 'ACME-7' }).getAttribute('href')).toBe('/shipments/s7');
  });
});
