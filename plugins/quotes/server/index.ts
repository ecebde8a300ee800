import { defineServerPlugin, MAILER, RATE_INVENTORY, SHIPMENT_VOLUMES, defineReport, NOTIFIER, provide, QUOTE_CHARGES, DOCUMENT_TEMPLATES, registerDocumentSource } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { QUOTES_EVENTS } from '../shared/events';
import migration001 from './migrations/001_quotes.sql';
import migration002 from './migrations/002_reference_counters.sql';
import migration003 from './migrations/003_quote_parties.sql';
import { registerCustomerRoutes } from './customers/registerCustomerRoutes';
import { registerEnquiryRoutes } from './enquiries/registerEnquiryRoutes';
import { registerQuoteRoutes } from './quotes/registerQuoteRoutes';
import { registerPlannerRoutes } from './planner/registerPlannerRoutes';
import { seedCustomersAndEnquiries } from './enquiries/seedCustomersAndEnquiries';
import { seedQuotes } from './quotes/seedQuotes';
import { seedPlanner } from './planner/seedPlanner';
import { quoteWinRateReport } from './reports/quoteWinRateReport';
import { createQuoteCharges } from './quoteCharges/createQuoteCharges';
import { quoteDocumentSource } from './quotes/quoteDocumentSource';

/**
 * The enquiries-and-quotes API (README.md): customers (customers/), enquiries with their comments,
 * feedback, terms and summary (enquiries/), quotes with associated rates, revisions, publishing, the
 * shared customer view, order confirm and PDFs (quotes/), and the planners, partner pages, leads and
 * promotions (planner/). Rates come from the rates plugin's RATE_INVENTORY service, emails go through
 * the outbox (MAILER).
 */
export default defineServerPlugin({
  id: 'quotes',
  features,
  planFeatures,
  requires: [RATE_INVENTORY, MAILER, SHIPMENT_VOLUMES],
  // Notifications by event and preference when the messaging plugin runs (else email to the company's leads);
  // the quote PDF through the forwarder's quote template when the composer plugin runs (else the built-in one).
  optional: [NOTIFIER, DOCUMENT_TEMPLATES],
  // Accepted quotes' charges for the areas that invoice what was quoted (billing).
  provides: [provide(QUOTE_CHARGES, (ctx) => createQuoteCharges(ctx))],
  events: QUOTES_EVENTS,
  config: {
    publicUrl: { env: 'PORTOLAN_PUBLIC_URL', type: 'string', default: '', description: "The web app's public origin for links in emails (https://portolan.example.com); empty: the origin the forwarder's request came to" },
  },
  migrations: [
    { name: '001_quotes', sql: migration001 },
    { name: '002_reference_counters', sql: migration002 },
    { name: '003_quote_parties', sql: migration003 },
  ],
  routes(app, ctx) {
    defineReport(app, ctx.db, quoteWinRateReport);
    registerCustomerRoutes(app, ctx);
    registerEnquiryRoutes(app, ctx);
    registerQuoteRoutes(app, ctx);
    registerPlannerRoutes(app, ctx);
    registerDocumentSource(ctx.db, quoteDocumentSource);
  },
  async seed(ctx) {
    await seedCustomersAndEnquiries(ctx);
    await seedQuotes(ctx);
    await seedPlanner(ctx);
  },
});
