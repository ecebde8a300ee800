/** One DCSA Track & Trace 3.0 event as adapters hand it in (ids are the feed's own, for idempotent ingest). */
export interface DcsaEvent {
  /** The feed's id of the event: ingesting the same id twice from the same source changes nothing. */
  eventId: string;
  eventType: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  /** LOAD, DISC, GTIN, GTOT, STUF, STRP, PICK, DROP (equipment); ARRI, DEPA (transport); RECE, CONF… (shipment). */
  eventCode: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  /** When it happened (ACT) or is expected (PLN, EST), ISO 8601. */
  eventAt: string;
  /** UN/LOCODE. */
  location?: string | null;
  /** Container number, for equipment events. */
  equipmentReference?: string | null;
  vessel?: string | null;
  voyage?: string | null;
  description?: string | null;
  /** When the feed published it (default: when we ingest it). */
  recordedAt?: string;
}

/** What an adapter knows of a shipment it tracks. */
export interface TrackedShipment {
  id: string;
  companyId: string;
  reference: string;
  carrier: string;
  bookingNumber: string | null;
  blNumber: string | null;
  pol: string;
  pod: string;
  transshipmentPorts: string[];
  /** The plan: first planned departure and arrival (not today's estimate). */
  plannedEtd: string;
  plannedEta: string;
  vessel: string | null;
  voyage: string | null;
  containers: string[];
  createdAt: string;
}

/** A tracking subscription as adapters see it. */
export interface FeedSubscription {
  referenceType: 'CONTAINER' | 'BL' | 'BOOKING';
  reference: string;
  carrier: string;
  externalId?: string | null;
}

/** What a pushed webhook body carried: events per reference (a container, BL or booking number). */
export interface WebhookBatch {
  reference: string;
  events: DcsaEvent[];
}

/**
 * A carrier (or aggregator) data feed. A real one calls the carrier's DCSA Track & Trace API: it
 * subscribes to a reference, then either is polled (`poll`) or pushes events to our webhook
 * (`parseWebhook`, which must verify the signature). Either way events go through the same ingest,
 * idempotent by (adapter id, event id). See the README, "How a real carrier feed plugs in".
 */
export interface CarrierFeedAdapter {
  /** Stored on the shipment (`trackingFeed`) and as the events' `source`. */
  id: string;
  title: string;
  /** Carriers (SCAC) it serves. */
  supports(carrier: string): boolean;
  /** Registers the reference with the feed; answers the feed's id for it. */
  subscribe(subscription: FeedSubscription): Promise<{ externalId: string }>;
  unsubscribe?(subscription: FeedSubscription): Promise<void>;
  /** Polling feeds: the shipment's events known to the feed at `now`. */
  poll?(shipment: TrackedShipment, now: Date): Promise<DcsaEvent[]>;
  /** Push feeds: verifies (throws on a bad signature) and parses a webhook body. */
  parseWebhook?(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookBatch[];
}
