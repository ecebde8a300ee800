import type { Db, Notifier } from '@portolan/sdk/server';
import { iso } from '@portolan/sdk/server';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierFeedAdapter, TrackedShipment } from './CarrierFeedAdapter';
import { ingestEvents } from './ingestEvents';

/** The feeds a server knows, by id. */
export class FeedRegistry {
  private readonly adapters = new Map<string, CarrierFeedAdapter>();

  constructor(adapters: CarrierFeedAdapter[]) {
    for (const a of adapters) this.adapters.set(a.id, a);
  }

  get(id: string | null | undefined): CarrierFeedAdapter | undefined {
    return id ? this.adapters.get(id) : undefined;
  }

  /** The first feed serving a carrier, real feeds before the simulator. */
  forCarrier(carrier: string): CarrierFeedAdapter | undefined {
    const all = [...this.adapters.values()];
    return all.find((a) => a.id !== 'simulator' && a.supports(carrier)) ?? all.find((a) => a.supports(carrier));
  }

  get ids(): string[] {
    return [...this.adapters.keys()];
  }
}

/** A shipment as a feed sees it, with the plan taken from its first planned events when there are any. */
export async function trackedShipment(db: Db, id: string): Promise<TrackedShipment | undefined> {
  const row = await db.one<Record<string, unknown>>(
    `SELECT s.*,
       (SELECT min(event_at) FROM shipment_events e WHERE e.shipment_id = s.id AND e.classifier = 'PLN' AND e.event_code = 'DEPA' AND e.location = s.pol) AS planned_etd,
       (SELECT min(event_at) FROM shipment_events e WHERE e.shipment_id = s.id AND e.classifier = 'PLN' AND e.event_code = 'ARRI' AND e.location = s.pod) AS planned_eta,
       (SELECT coalesce(array_agg(c.number ORDER BY c.position, c.number), '{}') FROM shipment_containers c WHERE c.shipment_id = s.id) AS container_numbers
     FROM shipments s WHERE s.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    reference: String(row.reference),
    carrier: String(row.carrier),
    bookingNumber: (row.booking_number as string) ?? null,
    blNumber: (row.bl_number as string) ?? null,
    pol: String(row.pol),
    pod: String(row.pod),
    transshipmentPorts: (row.transshipment_ports as string[]) ?? [],
    plannedEtd: iso(row.planned_etd) ?? iso(row.etd)!,
    plannedEta: iso(row.planned_eta) ?? iso(row.eta)!,
    vessel: (row.vessel as string) ?? null,
    voyage: (row.voyage as string) ?? null,
    containers: (row.container_numbers as string[]) ?? [],
    createdAt: iso(row.created_at)!,
  };
}

/** Polls one shipment's feed and ingests what is new (telling its companies through `notifier`), in one transaction; logs to its subscriptions. */
export async function pollShipment(db: Db, feeds: FeedRegistry, shipmentId: string, now: Date, notifier?: Notifier): Promise<number> {
  const shipment = await trackedShipment(db, shipmentId);
  if (!shipment) return 0;
  const row = await db.one<{ tracking_feed: string | null }>('SELECT tracking_feed FROM shipments WHERE id = $1', [shipmentId]);
  const adapter = feeds.get(row?.tracking_feed);
  if (!adapter?.poll) return 0;
  const events = await adapter.poll(shipment, now);
  return db.transaction(async (tx) => {
    const inserted = await ingestEvents(tx, shipment, adapter.id, events, notifier);
    await tx.query("UPDATE tracking_subscriptions SET last_polled_at = $2 WHERE shipment_id = $1 AND status = 'ACTIVE'", [shipmentId, now.toISOString()]);
    if (inserted > 0) {
      await tx.query(
        `INSERT INTO tracking_subscription_logs (company_id, subscription_id, shipment_id, message, events_ingested)
         SELECT $1, (SELECT id FROM tracking_subscriptions WHERE shipment_id = $2 AND status = 'ACTIVE' ORDER BY created_at LIMIT 1), $2, $3, $4`,
        [shipment.companyId, shipmentId, `${inserted} new event${inserted === 1 ? '' : 's'} from ${adapter.title} for ${shipment.reference}`, inserted],
      );
    }
    return inserted;
  });
}

/** One round of polling: every shipment on a polling feed that is not delivered or cancelled (at most `batch`). */
export async function pollAll(db: Db, feeds: FeedRegistry, now: Date, log?: FastifyBaseLogger, notifier?: Notifier, batch = 500): Promise<number> {
  const due = await db.query<{ id: string }>(
    "SELECT id FROM shipments WHERE tracking_feed = ANY($1::text[]) AND status NOT IN ('DELIVERED', 'CANCELLED') ORDER BY updated_at LIMIT $2",
    [feeds.ids, batch],
  );
  let total = 0;
  for (const { id } of due.rows) {
    try {
      total += await pollShipment(db, feeds, id, now, notifier);
    } catch (error) {
      log?.warn({ err: error, shipmentId: id }, 'tracking poll failed');
    }
  }
  return total;
}
