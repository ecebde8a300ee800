import { defineServerPlugin, MAILER, SHIPMENT_FACTS, NOTIFIER } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { ANALYTICS_EVENTS } from '../shared/events';
import migration001 from './migrations/001_analytics.sql';
import { registerWidgetReports } from './widgets/registerWidgetReports';
import { registerEmissionRoutes } from './emissions/registerEmissionRoutes';
import { registerReportRoutes } from './reports/registerReportRoutes';
import { scheduleReportJobs } from './reports/scheduleReportJobs';
import { scheduleFactRefresh } from './facts/scheduleFactRefresh';
import { seedAnalytics } from './seed/seedAnalytics';

/**
 * Dashboards, reports and emissions (README.md): the built-in dashboard widgets' queries and the drill
 * list (`/api/reporting/v2/<name>Query`, SDK defineReport), the report catalogue of every area, saved
 * views and scheduled reports emailed through the outbox, the user's dashboard layout, and emissions per
 * shipment and leg (ISO 14083 / GLEC) at `/api/emission`. Reads shipments through SHIPMENT_FACTS into its
 * own fact table (`analytics_facts`), refreshed as shipments change.
 */
export default defineServerPlugin({
  id: 'analytics',
  features,
  planFeatures,
  requires: [SHIPMENT_FACTS, MAILER],
  // Notifications by event and preference when the messaging plugin runs (else email to the company's leads).
  optional: [NOTIFIER],
  events: ANALYTICS_EVENTS,
  migrations: [{ name: '001_analytics', sql: migration001 }],
  routes(app, ctx) {
    registerWidgetReports(app, ctx);
    registerEmissionRoutes(app, ctx);
    registerReportRoutes(app, ctx);
    scheduleReportJobs(ctx);
    scheduleFactRefresh(ctx);
  },
  async seed(ctx) {
    await seedAnalytics(ctx);
  },
});
