import type { FakeHttpClient } from '@portolan/sdk/testing';
import { BOOKINGS_API, type BookingDetails } from '../../shared/types';
import { BOOKING, CONFIRMED, SUMMARY, VERSIONS } from './bookingFixtures';

const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

/** The answers the booking screens read (tests): list, summary, providers, HS codes and booking b1 (or the one given). */
export function serveBookingScreens(http: FakeHttpClient, booking: BookingDetails = BOOKING): FakeHttpClient {
  return http
    .on('GET', BOOKINGS_API.bookings, page([BOOKING, { ...CONFIRMED, _id: 'b2', reference: 'BKG-2026-00008', side: 'SHIPPER', amendedStatus: 'AMENDMENT_RECEIVED' }]))
    .on('GET', BOOKINGS_API.summary, ok(SUMMARY))
    .on('GET', BOOKINGS_API.providers, ok([{ companyId: 'fwd1', name: 'Blue Anchor Forwarding', kind: 'FORWARDER' }, { companyId: 'car1', name: 'Maersk', kind: 'CARRIER' }]))
    .on('GET', BOOKINGS_API.hsCodes, ok([{ code: '610910', description: 'T-shirts, singlets and other vests, of cotton, knitted or crocheted', level: 6, parent: '6109', section: 'XI' }]))
    .on('GET', /\/api\/bookings\/hs-codes\/\d+$/, ok({ code: '610910', description: 'T-shirts, singlets and other vests, of cotton, knitted or crocheted', level: 6, parent: '6109', section: 'XI', path: [], children: [] }))
    .on('GET', `${BOOKINGS_API.bookings}/${booking._id}`, ok({ record: booking }))
    .on('GET', BOOKINGS_API.versions(booking._id), ok({ items: VERSIONS }))
    .on('GET', `${BOOKINGS_API.bookings}/${booking._id}/activity`, ok({ items: [] }))
    .on('GET', `${BOOKINGS_API.bookings}/${booking._id}/comments`, ok({ items: [] }));
}
