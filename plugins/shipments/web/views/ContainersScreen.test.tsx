import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import shipments from '../index';

const LOAD = { timeout: 10_000 };

const row = (extra: Record<string, unknown> = {}) => ({
  _id: 'c1', number: 'MSKU1234565', isoType: '45G1', shipmentId: 's1', reference: 'ACME-1', status: 'ARRIVED', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM',
  vessel: null, eta: '2026-03-01T00:00:00Z', ata: '2026-03-01T00:00:00Z', lastEvent: { eventCode: 'DISC', eventAt: '2026-03-02T00:00:00Z', location: 'DEHAM' },
  createdAt: '2026-02-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z', version: 1, ...extra,
});
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length } });

/** `/containers`: the containers list shows each container's last free day and cost to date when the D&D plugin runs. */
describe('containers screen', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows the last free day (red when over, orange at risk), linked to the D&D clock, and the cost to date', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/ldb/equipments/', page([
      row({ lastFreeDay: '2026-03-09', freeDaysLeft: -3, costToDate: { amount: '1250.50', currency: 'USD' }, state: 'OVER' }),
      row({ _id: 'c2', number: 'MSKU7654328', reference: 'ACME-2', lastFreeDay: '2026-03-14', freeDaysLeft: 1, costToDate: { amount: '0.00', currency: 'USD' }, state: 'AT_RISK' }),
      row({ _id: 'c3', number: 'TGHU1234560', reference: 'ACME-3', lastFreeDay: null, freeDaysLeft: null, costToDate: null, state: null }),
    ]));
    const view = renderWorkbench(tester, '/containers');
    expect(await view.findByText('ACME-1', undefined, LOAD)).toBeTruthy();
    expect(view.getAllByText('Last free day').length).toBeGreaterThan(0);
    const over = view.getByText('09 Mar 2026');
    expect(over.closest('[class*="intent-danger"]')).toBeTruthy();
    expect(over.closest('a')?.getAttribute('href')).toBe('/dnd/containers/c1');
    expect(view.getByText('14 Mar 2026').closest('[class*="intent-warning"]')).toBeTruthy();
    expect(view.getByText('14 Mar 2026').closest('[class*="intent-danger"]')).toBeNull();
    expect(view.getByText('USD 1,250.50')).toBeTruthy();
  });

  it('leaves the free time columns out without the D&D plugin', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/ldb/equipments/', page([row()]));
    const view = renderWorkbench(tester, '/containers');
    expect(await view.findByText('ACME-1', undefined, LOAD)).toBeTruthy();
    expect(view.queryAllByText('Last free day')).toEqual([]);
    expect(view.queryAllByText('Cost to date')).toEqual([]);
  });
});
