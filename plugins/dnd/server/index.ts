import { defineServerPlugin, provide, CONTAINER_FREE_TIME, MAILER, SHIPMENT_EQUIPMENT, SHIPMENT_RECORDS, SHIPMENT_TRACKING, defineReport, NOTIFIER } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { DND_EVENTS } from '../shared/events';
import migration001 from './migrations/001_dnd.sql';
import migration002 from './migrations/002_clock_keys.sql';
import { containerFreeTime } from './clocks/containerFreeTime';
import { registerClockRoutes } from './clocks/registerClockRoutes';
import { scheduleClockJobs } from './clocks/scheduleClockJobs';
import { registerTariffRoutes } from './tariffs/registerTariffRoutes';
import { registerInvoiceRoutes } from './invoices/registerInvoiceRoutes';
import { registerInventoryRoutes } from './inventory/registerInventoryRoutes';
import { seedDnd } from './seedDnd';
import { ddCostReport } from './reports/ddCostReport';

/**
 * The demurrage and detention API (README.md): clocks per container computed from the shipments'
 * DCSA equipment events (SHIPMENT_EQUIPMENT) and priced by the company's tariffs and overrides
 * (clocks/, tariffs/), alerts before the last free day (email through MAILER), carrier invoices checked
 * under 46 CFR 541 and their disputes (invoices/), the container inventory and container journeys
 * (inventory/). Offers CONTAINER_FREE_TIME so the shipments and trackings screens show last free days.
 */
export default defineServerPlugin({
  id: 'dnd',
  features,
  planFeatures,
  requires: [SHIPMENT_EQUIPMENT, MAILER],
  // The demo seed creates Acme's demo import shipments with their events when the shipments plugin offers these.
  optional: [SHIPMENT_RECORDS, SHIPMENT_TRACKING, NOTIFIER],
  events: DND_EVENTS,
  provides: [provide(CONTAINER_FREE_TIME, (ctx) => containerFreeTime(ctx))],
  migrations: [
    { name: '001_dnd', sql: migration001 },
    { name: '002_clock_keys', sql: migration002 },
  ],
  routes(app, ctx) {
    defineReport(app, ctx.db, ddCostReport);
    registerClockRoutes(app, ctx);
    registerTariffRoutes(app, ctx);
    registerInvoiceRoutes(app, ctx);
    registerInventoryRoutes(app, ctx);
    scheduleClockJobs(ctx);
  },
  async seed(ctx) {
    await seedDnd(ctx);
  },
});
