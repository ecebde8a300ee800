import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { RecordTabsView, definePlugin, useRecordTabs } from '@portolan/sdk';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../index';
import { BOOKINGS_API } from '../../shared/types';
import { CONFIRMED } from './bookingFixtures';

const LOAD = { timeout: 10_000 };

/** A stand-in for a shipment's details (the shipments area's own screen is not imported): its record tabs. */
function ShipmentStandIn() {
  const id = useLocation().pathname.split('/')[2] ?? '';
  const contributed = useRecordTabs({ kind: 'shipment', recordId: id, record: { _id: id } });
  return <RecordTabsView id="shipment-tabs" tabs={[{ id: 'overview', title: 'Overview', panel: <p>Shipment {id}</p> }]} contributed={contributed} />;
}
const host = definePlugin({ id: 'shipment-host', title: 'Shipment host', routes: [{ path: '/shipment-host', load: async () => ({ default: ShipmentStandIn }) }] });

describe("A shipment's Booking tab", { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the bookings of the shipment (filter[shipmentId]) with the carrier booking number, vessel and cut-offs', async () => {
    const tester = createPluginTester({ plugin, plugins: [host], accesses: { bookings: ['Read'] } });
    tester.http.on('GET', BOOKINGS_API.bookings, { success: true, data: { items: [CONFIRMED], count: 1 } });
    const view = renderWorkbench(tester, '/shipment-host/sh9');
    fireEvent.click(await view.findByRole('tab', { name: 'Booking' }, LOAD));
    const table = await view.findByRole('table', { name: 'Bookings of the shipment' }, LOAD);
    await waitFor(() => expect(within(table).getByRole('link', { name: 'BKG-2026-00007' }).getAttribute('href')).toBe('/bookings/b1'), LOAD);
    expect(table.textContent).toContain('MAEU245778123');
    expect(table.textContent).toContain('MAERSK EINDHOVEN 412W');
    expect(table.textContent).toContain('2 (4 TEU)');
    expect(tester.http.callsTo('GET', BOOKINGS_API.bookings)[0].query).toMatchObject({ filter: { shipmentId: 'sh9' } });
  });

  it('says when the shipment has no booking', async () => {
    const tester = createPluginTester({ plugin, plugins: [host], accesses: { bookings: ['Read'] } });
    tester.http.on('GET', BOOKINGS_API.bookings, { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/shipment-host/sh1');
    fireEvent.click(await view.findByRole('tab', { name: 'Booking' }, LOAD));
    expect(await view.findByText('No booking for this shipment', undefined, LOAD)).toBeTruthy();
  });
});
