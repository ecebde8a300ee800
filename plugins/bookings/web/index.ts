import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';
import { BOOKINGS_API, type Booking } from '../shared/types';

const bookings = { features: ['bookings'] };

/**
 * Bookings on the web (README.md): `/bookings` (list with counters, both sides: the shipper's own
 * requests and those sent to the caller as provider), `/bookings/new` (from scratch, or prefilled from
 * `?source=RATE|QUOTE|RFQ_LANE|SCHEDULE&…` — the rates, quotes, RFQ and schedules screens link here),
 * `/bookings/:id` (details: request, confirmation, versions with their diffs, documents, comments,
 * activity; the actions of the caller's side). A shipment's details get a "Booking" tab.
 */
export default definePlugin({
  id: 'bookings',
  title: 'Bookings',
  features,
  planFeatures,
  nav: [{ id: 'bookings', section: 'shipments', title: 'Bookings', icon: 'book', to: '/bookings', order: 20, requires: bookings }],
  routes: [{ path: '/bookings', requires: bookings, load: () => import('./views/BookingScreens') }],
  recordTabs: [{ id: 'shipment-booking', kind: 'shipment', title: 'Booking', requires: bookings, load: () => import('./views/ShipmentBookingTab') }],
  search: {
    title: 'Bookings',
    requires: bookings,
    async search(query, { http, signal }) {
      const answer = await http.get<{ items: Booking[] }>(BOOKINGS_API.bookings, { query: { search: query, limit: 5 }, signal });
      if (!answer.ok) throw new Error(answer.errorMessage);
      return (answer.data?.items ?? []).map((b) => ({ id: b._id, title: b.reference, description: `${b.pol} → ${b.pod} · ${b.status.replace(/_/g, ' ').toLowerCase()}`, to: `/bookings/${b._id}` }));
    },
  },
  commands: [
    { id: 'new-booking', title: 'New booking', section: 'Bookings', requires: { features: ['bookings'], level: 'Create' }, run: ({ navigate }) => navigate('/bookings/new') },
    { id: 'open-bookings', title: 'Bookings', section: 'Bookings', requires: bookings, run: ({ navigate }) => navigate('/bookings') },
    { id: 'bookings-waiting', title: 'Bookings waiting for me', section: 'Bookings', requires: bookings, run: ({ navigate }) => navigate('/bookings?waiting=true') },
  ],
});
