import { defineServerPlugin, defineResource } from '@portolan/sdk/server';
import shipments001 from './migrations/001_shipments.sql';
import shipments002 from './migrations/002_tracking.sql';
import shipments003 from './migrations/003_search.sql';
import { shipmentResource } from './shipmentResource';
import { journeyRoutes } from './journeyRoutes';
import { trackingRoutes } from './trackingRoutes';
import { bulkRoutes } from './bulkRoutes';
import { seedDemo } from './seedDemo';
import { pollAll } from './feeds/FeedRunner';
import { carrierFeeds, simulatorEnabled } from './feeds/carrierFeeds';

/**
 * Shipments and tracking (SPEC §7 "Orders and shipments", journeys, events, tracking): the shipments
 * resource, containers, journeys and DCSA events, carrier feeds, subscriptions, share links, insights,
 * bulk create, invoices and bills of lading. See plugins/shipments/README.md.
 */
export default defineServerPlugin({
  id: 'shipments',
  migrations: [
    { name: '001_shipments', sql: shipments001 },
    { name: '002_tracking', sql: shipments002 },
    { name: '003_search', sql: shipments003 },
  ],
  routes(app, { db, config, log }) {
    const feeds = carrierFeeds();
    const simulator = simulatorEnabled(config.env);
    bulkRoutes(app, db);
    journeyRoutes(app, db);
    trackingRoutes(app, db, feeds, { ...config, simulator });
    defineResource(app, db, shipmentResource);

    // Polling feeds advance every PORTOLAN_TRACKING_POLL_SECONDS (60); not in tests, which poll by hand.
    const seconds = Number(process.env.PORTOLAN_TRACKING_POLL_SECONDS ?? 60);
    if (config.env !== 'test' && seconds > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        pollAll(db, feeds, new Date(), log)
          .then((n) => n > 0 && log.info({ events: n }, 'tracking feeds polled'))
          .catch((error) => log.warn({ err: error }, 'tracking poll round failed'))
          .finally(() => (running = false));
      }, seconds * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  seed: seedDemo,
});
