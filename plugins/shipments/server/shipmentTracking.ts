import type { Db, Notifier, ShipmentTracking, TrackingFeed } from '@portolan/sdk/server';
import { listQuerySchema, listResource, type ListQuery } from '@portolan/sdk/server';
import type { CarrierFeedAdapter } from './feeds/CarrierFeedAdapter';
import { type FeedRegistry, pollAll, pollShipment } from './feeds/FeedRunner';
import { ingestEvents } from './feeds/ingestEvents';
import { ownedShipment } from './visibleShipment';
import { addFreeTime, type FindFreeTime } from './containerFreeTime';
import { containersAtPod, equipments, sharedJourney, trackingInsights, vesselPosition } from './trackingViews';

function asTrackingFeed(adapter: CarrierFeedAdapter | undefined): TrackingFeed | undefined {
  if (!adapter) return undefined;
  return {
    id: adapter.id,
    title: adapter.title,
    simulated: adapter.id === 'simulator',
    subscribe: (subscription) => adapter.subscribe(subscription),
    parseWebhook: adapter.parseWebhook?.bind(adapter),
  };
}

const REFERENCE_SQL = {
  CONTAINER: 'SELECT shipment_id AS id FROM shipment_containers WHERE company_id = $1 AND number = $2 ORDER BY created_at DESC LIMIT 1',
  BL: 'SELECT id FROM shipments WHERE company_id = $1 AND upper(bl_number) = $2 LIMIT 1',
  BOOKING: 'SELECT id FROM shipments WHERE company_id = $1 AND upper(booking_number) = $2 LIMIT 1',
} as const;

/**
 * The shipments.tracking service (see SHIPMENT_TRACKING in the SDK): what the trackings plugin may ask of
 * shipments. Events it ingests tell the shipment's companies through the notifier `findNotifier` finds.
 */
export function shipmentTracking(db: Db, feeds: FeedRegistry, findFreeTime: FindFreeTime = () => undefined, findNotifier: () => Notifier | undefined = () => undefined): ShipmentTracking {
  return {
    async ownedShipment(request, id) {
      const shipment = await ownedShipment(db, request, id);
      return { _id: shipment._id, companyId: shipment.companyId, carrier: shipment.carrier };
    },
    async shipmentForReference(via, companyId, type, reference) {
      return (await via.one<{ id: string }>(REFERENCE_SQL[type], [companyId, reference.replace(/\s/g, '').toUpperCase()]))?.id;
    },
    async carrierOf(via, companyId, shipmentId) {
      return (await via.one<{ carrier: string }>('SELECT carrier FROM shipments WHERE id = $1 AND company_id = $2', [shipmentId, companyId]))?.carrier;
    },
    feedForCarrier: (carrier) => asTrackingFeed(feeds.forCarrier(carrier)),
    feed: (id) => asTrackingFeed(feeds.get(id)),
    async attachFeed(via, shipmentId, feedId) {
      await via.query('UPDATE shipments SET tracking_feed = $2 WHERE id = $1 AND tracking_feed IS NULL', [shipmentId, feedId]);
    },
    pollShipment: (shipmentId, now) => pollShipment(db, feeds, shipmentId, now, findNotifier()),
    pollAll: (now, log) => pollAll(db, feeds, now, log, findNotifier()),
    ingest: (tx, shipment, feedId, events) => ingestEvents(tx, shipment, feedId, events, findNotifier()),
    sharedJourney: (shipmentId) => sharedJourney(db, shipmentId),
    insights: (companyId) => trackingInsights(db, companyId),
    // Containers carry their free time (last free day, cost to date) when the D&D plugin runs.
    containersAtPod: async (companyId) => addFreeTime(findFreeTime, db, companyId, await containersAtPod(db, companyId), (c) => String(c._id)),
    vesselPosition: (companyId, vessel) => vesselPosition(db, companyId, vessel),
    async listEquipments(companyId, query) {
      const page = await listResource(db, equipments, companyId, query as ListQuery);
      await addFreeTime(findFreeTime, db, companyId, page.items, (c) => c._id);
      return page;
    },
    equipmentsQuerySchema: listQuerySchema(equipments) as Record<string, unknown>,
  };
}
