import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

export type TrackedReferenceType = 'CONTAINER' | 'BL' | 'BOOKING';

/** A shipment the caller's company owns. */
export interface OwnedShipment {
  _id: string;
  companyId: string;
  carrier: string;
}

/** One DCSA event as a feed delivers it (see the shipments plugin's CarrierFeedAdapter). */
export interface FeedEvent {
  eventId: string;
  eventType: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  eventCode: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  eventAt: string;
  location?: string | null;
  equipmentReference?: string | null;
  vessel?: string | null;
  voyage?: string | null;
  description?: string | null;
  recordedAt?: string;
}

/** A carrier data feed, as tracking subscriptions see it. */
export interface TrackingFeed {
  id: string;
  title: string;
  /** The simulated feed (serves new subscriptions only where the simulator is allowed). */
  simulated: boolean;
  subscribe(subscription: { referenceType: TrackedReferenceType; reference: string; carrier: string }): Promise<{ externalId: string }>;
  /** Push feeds: verifies (throws on a bad signature) and parses a webhook body into events per reference. */
  parseWebhook?(rawBody: string, headers: Record<string, string | string[] | undefined>): Array<{ reference: string; events: FeedEvent[] }>;
}

/** What a share link shows: the public face of a shipment's journey, nothing private. */
export type SharedJourney = Record<string, unknown> & { reference: string };

/**
 * What the shipments plugin offers the tracking plugin (DESIGN §3a, provided/required service): the
 * shipments' visibility rules, their journeys, the carrier feeds that move them along, and the
 * read-only views tracking screens show. Every method scopes to the given company.
 */
export interface ShipmentTracking {
  /** The caller's own shipment (not one only shared with it); 404 otherwise. */
  ownedShipment(request: FastifyRequest, id: string): Promise<OwnedShipment>;
  /** The id of the company's shipment a container, BL or booking number belongs to. */
  shipmentForReference(db: Db, companyId: string, type: TrackedReferenceType, reference: string): Promise<string | undefined>;
  /** The carrier of the company's shipment; undefined when it is not the company's. */
  carrierOf(db: Db, companyId: string, shipmentId: string): Promise<string | undefined>;
  /** The feed for a carrier (real feeds before the simulator), or by its id. */
  feedForCarrier(carrier: string): TrackingFeed | undefined;
  feed(id: string): TrackingFeed | undefined;
  /** Makes `feedId` the shipment's feed unless it has one. */
  attachFeed(db: Db, shipmentId: string, feedId: string): Promise<void>;
  /** Polls one shipment's feed now; answers how many events were new. */
  pollShipment(shipmentId: string, now: Date): Promise<number>;
  /** One polling round over every shipment on a polling feed; answers how many events were new. */
  pollAll(now: Date, log?: FastifyBaseLogger): Promise<number>;
  /** Stores a feed's events for a shipment (idempotent) and updates it, in the caller's transaction. */
  ingest(tx: Db, shipment: { id: string; companyId: string }, feedId: string, events: FeedEvent[]): Promise<number>;
  /** The public journey of a shipment (any company's: a valid share link was checked by the caller). */
  sharedJourney(shipmentId: string): Promise<SharedJourney | undefined>;
  /** The radar: the company's shipments (own and shared) by status, region and lane. */
  insights(companyId: string): Promise<Record<string, unknown>>;
  /** Containers discharged at the POD and not gated out. */
  containersAtPod(companyId: string): Promise<Array<Record<string, unknown>>>;
  /** Where a vessel carrying the company's shipments is; undefined when none of them is on it. */
  vesselPosition(companyId: string, vessel: string): Promise<Record<string, unknown> | undefined>;
  /** The company's containers with their shipment and last event (SPEC §7 list query). */
  listEquipments(companyId: string, query: Record<string, unknown>): Promise<unknown>;
  /** The querystring schema of `listEquipments`. */
  equipmentsQuerySchema: Record<string, unknown>;
}

export const SHIPMENT_TRACKING = serviceToken<ShipmentTracking>('shipments.tracking', "shipments' visibility, journeys and carrier feeds for tracking");
