import type { Db, Notifier } from '@portolan/sdk/server';
import { iso } from '@portolan/sdk/server';
import type { DcsaEvent } from './CarrierFeedAdapter';
import { queueTntNotifications } from '../dcsa/tntSubscriptions';
import { notifyShipmentChange, type ShipmentChange } from './notifyShipmentChange';

const CHUNK = 200;

/**
 * Stores a feed's events for a shipment, idempotently by (source, eventId), then brings the shipment
 * up to date (status, ATD, ATA, ETA) and tells its companies of a departure, an arrival or a delay
 * (notifyShipmentChange, with the notifier): all in the caller's transaction. Answers how many were new.
 */
export async function ingestEvents(tx: Db, shipment: { id: string; companyId: string }, source: string, events: DcsaEvent[], notifier?: Notifier): Promise<number> {
  let inserted = 0;
  const insertedIds: string[] = [];
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK);
    const values: unknown[] = [];
    const tuples = chunk.map((e, j) => {
      values.push(
        shipment.companyId, shipment.id, source, e.eventId, e.eventType, e.eventCode, e.classifier, e.eventAt,
        e.location ?? null, e.equipmentReference ?? null, e.vessel ?? null, e.voyage ?? null, e.description ?? null, e.recordedAt ?? new Date().toISOString(),
      );
      const b = j * 14;
      return `(${Array.from({ length: 14 }, (_, k) => `$${b + k + 1}`).join(', ')})`;
    });
    const result = await tx.query(
      `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference, vessel, voyage, description, recorded_at)
       VALUES ${tuples.join(', ')} ON CONFLICT (source, event_id) DO NOTHING RETURNING id`,
      values,
    );
    inserted += result.rows.length;
    for (const row of result.rows) insertedIds.push(String(row.id));
  }
  if (inserted > 0) {
    const change = await refreshFromEvents(tx, shipment.id);
    if (change) await notifyShipmentChange(tx, notifier, change);
  }
  // DCSA T&T subscribers of the company get the new events pushed (queued in this transaction).
  await queueTntNotifications(tx, shipment.companyId, insertedIds);
  return inserted;
}

/**
 * Derives a shipment's status and dates from its events: ATD = actual departure from the POL,
 * ATA = actual arrival at the POD, ETA = the newest estimate of that arrival; status IN_TRANSIT once
 * loaded or departed at the POL, ARRIVED at the POD, DELIVERED once gated out there. A cancelled
 * shipment stays cancelled. Bumps `version` only when something changed, and answers what changed
 * (undefined: nothing).
 */
export async function refreshFromEvents(tx: Db, shipmentId: string): Promise<ShipmentChange | undefined> {
  const s = await tx.one<Record<string, unknown>>('SELECT id, pol, pod, status, eta, atd, ata FROM shipments WHERE id = $1 FOR UPDATE', [shipmentId]);
  if (!s || s.status === 'CANCELLED') return;
  const facts = await tx.one<Record<string, unknown>>(
    `SELECT
       (SELECT min(event_at) FROM shipment_events WHERE shipment_id = $1 AND classifier = 'ACT' AND event_code = 'DEPA' AND location = $2) AS atd,
       (SELECT min(event_at) FROM shipment_events WHERE shipment_id = $1 AND classifier = 'ACT' AND event_code = 'ARRI' AND location = $3) AS ata,
       (SELECT event_at FROM shipment_events WHERE shipment_id = $1 AND classifier = 'EST' AND event_code = 'ARRI' AND location = $3 ORDER BY recorded_at DESC, event_at DESC LIMIT 1) AS est_eta,
       EXISTS (SELECT 1 FROM shipment_events WHERE shipment_id = $1 AND classifier = 'ACT' AND event_code IN ('LOAD', 'DEPA') AND location = $2) AS departed,
       EXISTS (SELECT 1 FROM shipment_events WHERE shipment_id = $1 AND classifier = 'ACT' AND event_code = 'GTOT' AND location = $3) AS delivered`,
    [shipmentId, s.pol, s.pod],
  );
  const atd = iso(facts?.atd) ?? iso(s.atd);
  const ata = iso(facts?.ata) ?? iso(s.ata);
  const eta = ata ?? iso(facts?.est_eta) ?? iso(s.eta);
  const status = facts?.delivered ? 'DELIVERED' : ata ? 'ARRIVED' : facts?.departed || atd ? 'IN_TRANSIT' : String(s.status);
  if (status === s.status && atd === iso(s.atd) && ata === iso(s.ata) && eta === iso(s.eta)) return undefined;
  const stored = await tx.one<{ eta: unknown }>(
    // An early ATA may come before the planned ETD was moved: keep eta >= etd.
    'UPDATE shipments SET status = $2, atd = $3, ata = $4, eta = greatest($5::timestamptz, etd), version = version + 1, updated_at = now() WHERE id = $1 RETURNING eta',
    [shipmentId, status, atd, ata, eta],
  );
  const [from, to] = [iso(s.eta), iso(stored?.eta)];
  return { shipmentId, departed: !s.atd && !!atd, arrived: !s.ata && !!ata, ...(from && to && from !== to ? { eta: { from, to } } : {}) };
}
