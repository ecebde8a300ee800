import { defineServerPlugin, MAILER, SHIPMENT_RECORDS, scheduleWebhookDeliveries, webhookTablesSql, NOTIFIER, DOCUMENT_TEMPLATES, registerDocumentSource } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { BOOKINGS_EVENTS } from '../shared/events';
import migration001 from './migrations/001_bookings.sql';
import { registerBookingRoutes } from './bookings/registerBookingRoutes';
import { registerHsCodeRoutes } from './hs/registerHsCodeRoutes';
import { registerDcsaBookingRoutes } from './dcsa/registerDcsaBookingRoutes';
import { seedBookings } from './bookings/seedBookings';
import { bookingDocumentSource } from './bookings/bookingDocumentSource';

/**
 * The bookings API (README.md): the shipper's booking requests and the provider's answers in DCSA
 * Booking 2.0 states, with versions and their diffs (bookings/); the HS 2022 nomenclature search (hs/);
 * the DCSA Booking 2.0 interface and its notifications to subscribers' callbacks (dcsa/). A confirmed
 * booking creates or updates its shipment through the shipments plugin (SHIPMENT_RECORDS); emails
 * through the outbox (MAILER).
 */
export default defineServerPlugin({
  id: 'bookings',
  features,
  planFeatures,
  requires: [SHIPMENT_RECORDS, MAILER],
  // Notifications by event and preference when the messaging plugin runs (else email to the company's leads);
  // the booking PDF through its issuer's booking-confirmation template when the composer plugin runs (else the built-in one).
  optional: [NOTIFIER, DOCUMENT_TEMPLATES],
  events: BOOKINGS_EVENTS,
  config: {
    publicUrl: { env: 'PORTOLAN_PUBLIC_URL', type: 'string', default: '', description: "The web app's public origin for the links in booking emails; empty: no link" },
    webhooksAllowPrivate: { env: 'PORTOLAN_WEBHOOKS_ALLOW_PRIVATE', type: 'boolean', default: true, description: 'Allow notification callbacks to loopback and private addresses (turn off in production: SSRF)' },
  },
  migrations: [
    { name: '001_bookings', sql: migration001 },
    { name: '002_bkg_webhooks', sql: webhookTablesSql('bkg') },
  ],
  routes(app, ctx) {
    registerHsCodeRoutes(app, ctx);
    registerBookingRoutes(app, ctx);
    registerDcsaBookingRoutes(app, ctx);
    scheduleWebhookDeliveries(ctx, 'bkg');
    registerDocumentSource(ctx.db, bookingDocumentSource);
  },
  async seed(ctx) {
    await seedBookings(ctx);
  },
});
