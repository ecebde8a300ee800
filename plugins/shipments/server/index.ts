import { CONTAINER_FREE_TIME, defineServerPlugin, defineResource, provide, SHIPMENT_EQUIPMENT, SHIPMENT_FACTS, SHIPMENT_RECORDS, SHIPMENT_TRACKING, SHIPMENT_VOLUMES, webhookTablesSql, NOTIFIER, DOCUMENT_TEMPLATES } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { SHIPMENTS_EVENTS } from '../shared/events';
import shipments001 from './migrations/001_shipments.sql';
import shipments002 from './migrations/002_tracking.sql';
import shipments003 from './migrations/003_search.sql';
import shipments004 from './migrations/004_record_parties.sql';
import shipments005 from './migrations/005_contract_ref.sql';
import shipments006 from './migrations/006_equipment.sql';
import shipments007Facts from './migrations/007_facts.sql';
import shipments009DropInvoices from './migrations/009_drop_shipment_invoices.sql';
import { shipmentResource } from './shipmentResource';
import { journeyRoutes } from './journeyRoutes';
import { bulkRoutes } from './bulkRoutes';
import { recordRoutes } from './recordRoutes';
import { seedDemo } from './seedDemo';
import { carrierFeeds } from './feeds/carrierFeeds';
import { shipmentTracking } from './shipmentTracking';
import { shipmentVolumes } from './shipmentVolumes';
import { shipmentRecords } from './shipmentRecords';
import { shipmentFacts } from './shipmentFacts';
import { shipmentEquipment } from './shipmentEquipment';
import { shipmentDetails } from './shipmentDetails';
import { registerTntRoutes } from './dcsa/registerTntRoutes';
import { registerBillOfLadingDraft } from './bl/registerBillOfLadingDraft';

const dcsa = {
  dcsaWebhookSecret: { env: 'PORTOLAN_DCSA_WEBHOOK_SECRET', type: 'string', default: '', description: 'Signing secret of the DCSA webhook feed (empty: no such feed)' },
  dcsaCarriers: { env: 'PORTOLAN_DCSA_CARRIERS', type: 'string', default: '', description: 'Carriers (SCAC, comma-separated) the DCSA webhook feed serves' },
  demoHistory: { env: 'PORTOLAN_DEMO_HISTORY', type: 'integer', default: 3000, min: 0, max: 50_000, description: 'Completed shipments of the last two years the demo seed adds for Acme and Bluewave (the dashboards\' history; 0: none)' },
} as const;

/**
 * Shipments (SPEC §7 "Orders and shipments", journeys, events): the shipments resource, containers,
 * journeys and DCSA events, the carrier feeds that move shipments along, bulk create and
 * bills of lading. Provides the shipments.tracking service the trackings plugin builds on (its
 * routes, subscriptions and polling live there). See plugins/shipments/README.md.
 */
export default defineServerPlugin({
  id: 'shipments',
  features,
  planFeatures,
  provides: [
    provide(SHIPMENT_TRACKING, ({ db, settings, services }) =>
      shipmentTracking(db, carrierFeeds({ dcsaWebhookSecret: settings.dcsaWebhookSecret, dcsaCarriers: settings.dcsaCarriers }), () => services.find(CONTAINER_FREE_TIME), () => services.find(NOTIFIER)),
    ),
    provide(SHIPMENT_VOLUMES, ({ db }) => shipmentVolumes(db)),
    provide(SHIPMENT_RECORDS, ({ identity }) => shipmentRecords(identity)),
    provide(SHIPMENT_EQUIPMENT, () => shipmentEquipment()),
    provide(SHIPMENT_FACTS, () => shipmentFacts()),
  ],
  // The D&D plugin's free time, shown on containers when it runs (it requires SHIPMENT_EQUIPMENT in turn).
  // The draft BL through the owner's BL template when the composer plugin runs.
  optional: [CONTAINER_FREE_TIME, NOTIFIER, DOCUMENT_TEMPLATES],
  events: SHIPMENTS_EVENTS,
  config: dcsa,
  migrations: [
    { name: '001_shipments', sql: shipments001 },
    { name: '002_tracking', sql: shipments002 },
    { name: '003_search', sql: shipments003 },
    { name: '004_record_parties', sql: shipments004 },
    { name: '005_contract_ref', sql: shipments005 },
    { name: '006_equipment', sql: shipments006 },
    { name: '007_tnt_webhooks', sql: webhookTablesSql('tnt') },
    { name: '008_facts', sql: shipments007Facts },
    { name: '009_drop_shipment_invoices', sql: shipments009DropInvoices },
  ],
  routes(app, ctx) {
    const { db, services } = ctx;
    bulkRoutes(app, db);
    recordRoutes(app, db);
    journeyRoutes(app, db);
    defineResource(app, db, { ...shipmentResource, details: shipmentDetails(db, () => services.find(CONTAINER_FREE_TIME)) });
    registerTntRoutes(app, ctx);
    registerBillOfLadingDraft(app, ctx);
  },
  seed: seedDemo,
});
