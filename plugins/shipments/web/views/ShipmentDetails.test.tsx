import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import shipments from '../index';

const LOAD = { timeout: 10_000 };

const shipment = (containers: unknown[]) => ({
  _id: 's1', reference: 'ACME-1', mode: 'FCL', status: 'ARRIVED', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', origin: 'INNSA', destination: 'DEHAM', transshipmentPorts: [],
  etd: '2026-02-01T00:00:00.000Z', eta: '2026-03-01T00:00:00.000Z', atd: '2026-02-01T00:00:00.000Z', ata: '2026-03-01T00:00:00.000Z', vessel: 'Maersk Essen', voyage: '412W',
  shipper: null, consignee: null, forwarder: null, bookingNumber: null, blNumber: null, commodity: null, hsCode: null, weightKg: null, volumeCbm: null, teu: 4, trackingFeed: null,
  containers, isShared: false, sharedWith: [], version: 1,
});

async function containersTab(containers: unknown[]) {
  const tester = createPluginTester({ plugin: shipments });
  tester.http.on('GET', /^\/api\/shipments\/v2\/s1$/, { success: true, data: { record: shipment(containers) } });
  tester.http.on('GET', /^\/api\/(journeys|events)\//, { success: true, data: { record: { legs: [], milestones: [] }, items: [] } });
  const view = renderWorkbench(tester, '/shipments/s1');
  fireEvent.click(await view.findByRole('tab', { name: /Containers/ }, LOAD));
  return within(await view.findByRole('table', { name: 'Containers' }, LOAD));
}

/** `/shipments/:id`, containers tab: each container's last free day and cost to date when the D&D plugin runs. */
describe('shipment details', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it("shows each container's last free day (red when over) and cost to date", async () => {
    const table = await containersTab([
      { _id: 'c1', number: 'MSKU1234565', isoType: '45G1', sealNumber: null, weightKg: null, lastFreeDay: '2026-03-09', freeDaysLeft: -2, costToDate: { amount: '300.00', currency: 'EUR' }, state: 'OVER' },
      { _id: 'c2', number: 'MSKU7654328', isoType: '45G1', sealNumber: null, weightKg: null, lastFreeDay: null, freeDaysLeft: null, costToDate: null, state: null },
    ]);
    expect(table.getByRole('columnheader', { name: 'Last free day' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Cost to date' })).toBeTruthy();
    expect(table.getByText('09 Mar 2026').closest('[class*="intent-danger"]')).toBeTruthy();
    expect(table.getByText('EUR 300.00')).toBeTruthy();
    const second = table.getByText('MSKU7654328').closest('tr')!;
    expect(within(second).getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('has no free time columns without the D&D plugin', async () => {
    const table = await containersTab([{ _id: 'c1', number: 'MSKU1234565', isoType: '45G1', sealNumber: 'SEAL1', weightKg: 1200 }]);
    expect(table.getByText('SEAL1')).toBeTruthy();
    expect(table.queryByRole('columnheader', { name: 'Last free day' })).toBeNull();
    expect(table.queryByRole('columnheader', { name: 'Cost to date' })).toBeNull();
  });
});
