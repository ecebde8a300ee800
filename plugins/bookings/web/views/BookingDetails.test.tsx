import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../index';
import type { BookingAction } from '../../shared/states';
import { BOOKINGS_API, type ActionBody } from '../../shared/types';
import { BOOKING, CONFIRMED, VERSIONS } from './bookingFixtures';
import { serveBookingScreens } from './serveBookingScreens';

const LOAD = { timeout: 10_000 };
const provider = { bookings: ['Read', 'Create', 'Update', 'Approve'] };
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);
const toolbar = (view: ReturnType<typeof renderWorkbench>) => within(view.getByRole('toolbar', { name: 'Booking actions' }));

describe('Booking details', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it("the provider confirms with the carrier's booking number, vessel, times at the ports' offsets, cut-offs and release", async () => {
    const tester = createPluginTester({ plugin, accesses: provider });
    serveBookingScreens(tester.http).on('POST', BOOKINGS_API.action('b1', 'confirm'), (request) => {
      tester.http.on('GET', `${BOOKINGS_API.bookings}/b1`, { success: true, data: { record: CONFIRMED } });
      return { success: true, data: { record: CONFIRMED, echo: request.body } };
    });
    const view = renderWorkbench(tester, '/bookings/b1');
    await view.findByRole('heading', { name: /BKG-2026-00007/ }, LOAD);
    expect(view.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booking', 'Versions', 'Comments', 'Activity']);
    expect(['Confirm', 'Ask for an update', 'Reject'].map((name) => toolbar(view).getByRole('button', { name }).textContent)).toHaveLength(3);
    expect(toolbar(view).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(toolbar(view).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(BOOKINGS_API.pdf('b1'));

    fireEvent.click(toolbar(view).getByRole('button', { name: 'Confirm' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText("Give the carrier's booking number")).toBeTruthy();
    const set = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/^Carrier booking number/, 'MAEU245778123');
    set(/^Vessel/, 'MAERSK EINDHOVEN');
    set(/^Voyage/, '412W');
    set(/^ETD \(CNSHA time\)/, '2026-04-12T18:00');
    set(/^ETA \(NLRTM time\)/, '2026-05-15T06:00');
    set(/^Documentation \(SI\)/, '2026-04-09T12:00');
    set(/^VGM/, '2026-04-10T12:00');
    set(/^Cargo \(port\)/, '2026-04-11T08:00');
    set(/^Depot/, 'Waigaoqiao depot');
    set(/^Release reference/, 'REL-88');
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'confirm'))).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'confirm'))[0].body as { data: ActionBody }).data).toEqual({
      version: 3,
      confirmation: {
        carrierBookingReference: 'MAEU245778123',
        vessel: 'MAERSK EINDHOVEN',
        voyage: '412W',
        serviceCode: null,
        etd: '2026-04-12T18:00:00+08:00',
        eta: '2026-05-15T06:00:00+02:00',
        cutOffs: { documentation: '2026-04-09T12:00:00+08:00', vgm: '2026-04-10T12:00:00+08:00', cargo: '2026-04-11T08:00:00+08:00' },
        equipmentRelease: { depot: 'Waigaoqiao depot', releaseReference: 'REL-88', availableFrom: null },
        remarks: null,
      },
    });
    expect(messages(tester)).toContain('Booking BKG-2026-00007 confirmed');
    const confirmation = await view.findByRole('region', { name: 'Confirmation' }, LOAD);
    expect(confirmation.textContent).toContain('MAEU245778123');
    expect(view.getByRole('link', { name: 'Open the shipment' }).getAttribute('href')).toBe('/shipments/sh9');
  });

  it('renders each version with its diff, the changes of the amendment highlighted', async () => {
    const tester = createPluginTester({ plugin, accesses: provider });
    serveBookingScreens(tester.http);
    const view = renderWorkbench(tester, '/bookings/b1?tab=versions');
    const versions = await view.findByRole('list', { name: 'Versions' }, LOAD);
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    const diff = view.getByRole('table', { name: 'Changes in version 3' });
    const rows = within(diff).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Equipment 1 · count', '2', '3'],
      ['Consignee · name', 'Acme Europe BV', 'Acme Benelux BV'],
    ]);
    expect(within(diff).getAllByText('3')[0].tagName).toBe('MARK');
    expect(view.getByText('The first request.')).toBeTruthy();
    expect(tester.http.callsTo('GET', BOOKINGS_API.versions('b1'))).toHaveLength(1);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('the provider sees a pending amendment with its diff, confirms it or declines it with a reason', async () => {
    const tester = createPluginTester({ plugin, accesses: provider });
    const amended = { ...CONFIRMED, amendedStatus: 'AMENDMENT_RECEIVED' as const, pendingAmendment: VERSIONS[0], allowedActions: ['confirm', 'declineAmendment', 'requestUpdate', 'decline'] as BookingAction[] };
    serveBookingScreens(tester.http, amended).on('POST', BOOKINGS_API.action('b1', 'declineAmendment'), { success: true, data: { record: { ...CONFIRMED, amendedStatus: 'AMENDMENT_DECLINED' } } });
    const view = renderWorkbench(tester, '/bookings/b1');
    const pending = await view.findByRole('table', { name: 'Pending amendment' }, LOAD);
    expect(pending.textContent).toContain('Acme Benelux BV');
    fireEvent.click(toolbar(view).getByRole('button', { name: 'Confirm amendment' }));
    const confirm = await view.findByRole('dialog', {}, LOAD);
    expect(within(confirm).getByRole('table', { name: 'Amendment changes' })).toBeTruthy();
    expect((within(confirm).getByLabelText(/^Carrier booking number/) as HTMLInputElement).value).toBe('MAEU245778123');
    expect((within(confirm).getByLabelText(/^ETD \(CNSHA time\)/) as HTMLInputElement).value).toBe('2026-04-12T18:00');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(toolbar(view).getByRole('button', { name: 'Decline amendment' }));
    const decline = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline amendment' }));
    expect(await within(decline).findByText('Say why the amendment is declined')).toBeTruthy();
    fireEvent.change(within(decline).getByLabelText(/^Reason/), { target: { value: 'No space on 412W' } });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline amendment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'declineAmendment'))).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'declineAmendment'))[0].body).toEqual({ data: { version: 5, reason: 'No space on 412W' } });
    expect(messages(tester)).toContain('Amendment declined');
  });

  it("the shipper sees the provider's ask, sends an update through the form prefilled from the booking", async () => {
    const tester = createPluginTester({ plugin, accesses: provider });
    const mine = { ...BOOKING, side: 'SHIPPER' as const, status: 'PENDING_UPDATE' as const, pendingRequest: { message: 'Please add the VGM weights', requestedAt: '2026-03-03T10:00:00Z' }, allowedActions: ['amend', 'cancel'] as BookingAction[] };
    serveBookingScreens(tester.http, mine).on('POST', BOOKINGS_API.action('b1', 'amend'), { success: true, data: { record: { ...mine, status: 'UPDATE_RECEIVED', version: 4 } } });
    const view = renderWorkbench(tester, '/bookings/b1');
    expect(await view.findByText('Please add the VGM weights', undefined, LOAD)).toBeTruthy();
    fireEvent.click(toolbar(view).getByRole('button', { name: 'Send update' }));
    const form = await view.findByRole('form', { name: 'Amend BKG-2026-00007' }, LOAD);
    expect((within(form).getByLabelText('Packages, cargo 1') as HTMLInputElement).value).toBe('800');
    fireEvent.change(within(form).getByLabelText('Count, equipment 1'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send update' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'amend'))).toHaveLength(1), LOAD);
    const body = (tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'amend'))[0].body as { data: ActionBody }).data;
    expect(body.version).toBe(3);
    expect(body.request?.equipment).toEqual([{ isoType: '45G1', count: 3, soc: false, reefer: null }]);
    expect(body.request?.cargo[0]).toMatchObject({ hsCode: '610910', packages: 800 });
    expect(messages(tester)).toContain('The update is sent');
  });
});
