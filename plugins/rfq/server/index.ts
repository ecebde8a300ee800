import { defineServerPlugin, MAILER, RATE_INVENTORY, SHIPMENT_RECORDS, defineReport, NOTIFIER } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { RFQ_EVENTS } from '../shared/events';
import migration001 from './migrations/001_rfq.sql';
import migration002 from './migrations/002_deadline_reminders.sql';
import { registerRfqRoutes } from './rfqs/registerRfqRoutes';
import { registerBidRoutes } from './bids/registerBidRoutes';
import { seedRfqs } from './rfqs/seedRfqs';
import { seedBidsAndAwards } from './bids/seedBidsAndAwards';
import { rfqSavingsReport } from './reports/rfqSavingsReport';

/**
 * The RFQ API (README.md): the shipper's tenders with lanes, invitations, terms, documents, comments and
 * the deadline sweep (rfqs/); the vendors' bid sheets, the compare matrix and summaries, allocations and
 * the optimiser, negotiation rounds, approval and award, and shipments from awarded lanes (bids/,
 * award/, optimiser/). Contract rates go to the rates plugin's inventory (RATE_INVENTORY), shipments
 * through the shipments plugin (SHIPMENT_RECORDS), emails through the outbox (MAILER).
 */
export default defineServerPlugin({
  id: 'rfq',
  features,
  planFeatures,
  requires: [RATE_INVENTORY, SHIPMENT_RECORDS, MAILER],
  // Notifications by event and preference when the messaging plugin runs (else email to the company's leads).
  optional: [NOTIFIER],
  events: RFQ_EVENTS,
  config: {
    publicUrl: { env: 'PORTOLAN_PUBLIC_URL', type: 'string', default: '', description: "The web app's public origin for links in emails; empty: the origin of the request that caused the email" },
  },
  migrations: [{ name: '001_rfq', sql: migration001 }, { name: '002_deadline_reminders', sql: migration002 }],
  async routes(app, ctx) {
    defineReport(app, ctx.db, rfqSavingsReport);
    await registerRfqRoutes(app, ctx);
    registerBidRoutes(app, ctx);
  },
  async seed(ctx) {
    await seedRfqs(ctx);
    await seedBidsAndAwards(ctx);
  },
});
