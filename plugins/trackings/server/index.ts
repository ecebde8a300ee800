import { defineServerPlugin, SHIPMENT_TRACKING } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { subscriptionRoutes } from './subscriptionRoutes';
import { shareLinkRoutes } from './shareLinkRoutes';
import { radarRoutes } from './radarRoutes';
import { webhookRoutes } from './webhookRoutes';
import shareLinkVisits001 from './migrations/001_share_link_visits.sql';
import linkKey002 from './migrations/002_link_key.sql';
import trackerQuotas003 from './migrations/003_tracker_quotas.sql';
import { trackerQuotaRoutes } from './trackerQuotaRoutes';

/**
 * Tracking (SPEC §2 trackings app, §7 tracking API): subscriptions to carrier feeds and their logs,
 * share links and the public shared view, the radar, containers at the POD, vessel positions, LDB
 * lookups, feed webhooks, and the polling schedule. Shipments' data comes through the
 * shipments.tracking service, never by import. See plugins/trackings/README.md.
 */
export default defineServerPlugin({
  id: 'trackings',
  features,
  planFeatures,
  requires: [SHIPMENT_TRACKING],
  // The tracking tables themselves stay in shipments' applied 002_tracking migration (see README); new ones live here.
  migrations: [
    { name: '001_share_link_visits', sql: shareLinkVisits001 },
    { name: '002_link_key', sql: linkKey002 },
    { name: '003_tracker_quotas', sql: trackerQuotas003 },
  ],
  config: {
    pollSeconds: { env: 'PORTOLAN_TRACKING_POLL_SECONDS', type: 'integer', default: 60, min: 0, max: 86_400, description: 'How often polling feeds are asked for new events (0: never)' },
    simulator: { env: 'PORTOLAN_TRACKING_SIMULATOR', type: 'string', default: 'auto', oneOf: ['auto', '1', '0'], description: 'Whether the simulated feed serves new subscriptions (auto: outside production)' },
  },
  routes(app, { db, config, settings, services, scheduler }) {
    const shipments = services.get(SHIPMENT_TRACKING);
    const simulator = settings.simulator === '1' || (settings.simulator === 'auto' && config.env !== 'production');
    subscriptionRoutes(app, db, shipments, simulator);
    shareLinkRoutes(app, db, shipments);
    radarRoutes(app, db, shipments);
    webhookRoutes(app, db, shipments);
    trackerQuotaRoutes(app, db);
    if (settings.pollSeconds > 0) {
      scheduler.every('poll-feeds', settings.pollSeconds, async (now) => {
        const events = await shipments.pollAll(now, app.log);
        if (events > 0) app.log.info({ events }, 'tracking feeds polled');
      });
    }
  },
});
