import { iso, isUuid, type Db, type FactLeg, type ShipmentFact, type ShipmentFacts } from '@portolan/sdk/server';
import { containerTypeByCode, teuOf } from '@portolan/sdk/shared';

const DEFAULT_LIMIT = 2_000;
const MAX_LIMIT = 10_000;

type ShipmentRow = {
  id: string; company_id: string; reference: string; mode: ShipmentFact['mode']; status: ShipmentFact['status']; carrier: string;
  pol: string; pod: string; origin: string; destination: string; transshipment_ports: string[]; etd: unknown; eta: unknown;
  atd: unknown; ata: unknown; vessel: string | null; voyage: string | null; weight_kg: unknown; teu: unknown;
  created_at: unknown; updated_at: unknown; types: string[]; viewers: string[];
};
/** One (shipment, port, event code) of its events: the first-recorded plan or estimate, the actuals' first and last instant and how many containers they cover. */
type MilestoneRow = {
  shipment_id: string; location: string | null; event_code: string; planned: unknown; first_actual: unknown; last_actual: unknown;
  boxes: number; vessel: string | null; voyage: string | null;
};

/** ISO 6346 group R (mechanically refrigerated), also for a code the SDK's list does not know (…R1, …R2). */
const isReefer = (code: string) => containerTypeByCode(code)?.reefer ?? /^..R/i.test(code);

/**
 * SHIPMENT_FACTS (SDK services/ShipmentFacts.ts): what reports know of each shipment. Two statements
 * per batch whatever its size — the shipments with their containers and viewers, then their milestone
 * events grouped by port and code — plus one for changedSince's list of changes.
 */
export function shipmentFacts(): ShipmentFacts {
  return { factsOf, changedSince };
}

async function factsOf(db: Db, shipmentIds: string[]): Promise<ShipmentFact[]> {
  const ids = [...new Set(shipmentIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const shipments = await db.query<ShipmentRow>(
    `SELECT s.id, s.company_id, s.reference, s.mode, s.status, s.carrier, s.pol, s.pod, s.origin, s.destination, s.transshipment_ports,
            s.etd, s.eta, s.atd, s.ata, s.vessel, s.voyage, s.weight_kg, s.teu, s.created_at, s.updated_at,
            coalesce(c.types, '{}') AS types, coalesce(p.viewers, '{}') AS viewers
     FROM shipments s
     LEFT JOIN LATERAL (SELECT array_agg(iso_type ORDER BY position, number) AS types FROM shipment_containers WHERE shipment_id = s.id) c ON true
     LEFT JOIN LATERAL (SELECT array_agg(company_id::text ORDER BY created_at, company_id) AS viewers FROM record_parties WHERE kind = 'shipment' AND record_id = s.id) p ON true
     WHERE s.id = ANY($1::uuid[])
     ORDER BY s.created_at, s.id`,
    [ids],
  );
  if (shipments.rows.length === 0) return [];
  // Transport events at any port; a container's events only when the container is (still) the shipment's.
  const milestones = await db.query<MilestoneRow>(
    `SELECT e.shipment_id, e.location, e.event_code,
            (array_agg(e.event_at ORDER BY e.recorded_at, e.created_at, e.classifier DESC, e.event_id) FILTER (WHERE e.classifier <> 'ACT'))[1] AS planned,
            min(e.event_at) FILTER (WHERE e.classifier = 'ACT') AS first_actual,
            max(e.event_at) FILTER (WHERE e.classifier = 'ACT') AS last_actual,
            (count(DISTINCT e.equipment_reference) FILTER (WHERE e.classifier = 'ACT'))::int AS boxes,
            (array_agg(e.vessel ORDER BY e.classifier = 'ACT' DESC, e.recorded_at DESC) FILTER (WHERE e.vessel IS NOT NULL))[1] AS vessel,
            (array_agg(e.voyage ORDER BY e.classifier = 'ACT' DESC, e.recorded_at DESC) FILTER (WHERE e.voyage IS NOT NULL))[1] AS voyage
     FROM shipment_events e
     WHERE e.shipment_id = ANY($1::uuid[])
       AND ((e.event_type = 'TRANSPORT' AND e.event_code IN ('ARRI', 'DEPA'))
         OR (e.event_type = 'EQUIPMENT' AND e.event_code IN ('DISC', 'GTOT', 'GTIN')
             AND EXISTS (SELECT 1 FROM shipment_containers c WHERE c.shipment_id = e.shipment_id AND c.number = e.equipment_reference)))
     GROUP BY e.shipment_id, e.location, e.event_code`,
    [shipments.rows.map((s) => s.id)],
  );
  const byShipment = new Map<string, Map<string, MilestoneRow>>();
  for (const m of milestones.rows) {
    const map = byShipment.get(String(m.shipment_id)) ?? new Map<string, MilestoneRow>();
    map.set(`${m.event_code}@${m.location ?? ''}`, m);
    byShipment.set(String(m.shipment_id), map);
  }
  return shipments.rows.map((s) => toFact(s, byShipment.get(String(s.id)) ?? new Map()));
}

async function changedSince(db: Db, since: string, limit = DEFAULT_LIMIT): Promise<{ facts: ShipmentFact[]; deleted: string[]; until: string }> {
  if (!Number.isFinite(Date.parse(since))) throw new Error(`changedSince: "${since}" is not an ISO 8601 instant`);
  const max = Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
  // Each shipment's last change after `since` (its row, containers, events as stored, shares, deletion),
  // oldest first. A page ends after `limit` shipments plus those changed at the same instant as the last
  // one (a seed writes many in one transaction, at one now()), so `until` never splits an instant.
  const changes = await db.query<{ shipment_id: string; present: boolean; at: string }>(
    `WITH changes AS (
       SELECT id AS shipment_id, updated_at AS at FROM shipments WHERE updated_at > $1::timestamptz
       UNION ALL SELECT shipment_id, updated_at FROM shipment_containers WHERE updated_at > $1::timestamptz
       UNION ALL SELECT shipment_id, created_at FROM shipment_events WHERE created_at > $1::timestamptz
       UNION ALL SELECT record_id, created_at FROM record_parties WHERE kind = 'shipment' AND created_at > $1::timestamptz
       UNION ALL SELECT shipment_id, deleted_at FROM shipment_deletions WHERE deleted_at > $1::timestamptz
     ), latest AS (
       SELECT shipment_id, max(at) AS at, row_number() OVER (ORDER BY max(at), shipment_id) AS n FROM changes GROUP BY shipment_id
     )
     SELECT l.shipment_id, EXISTS (SELECT 1 FROM shipments s WHERE s.id = l.shipment_id) AS present,
            to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
     FROM latest l
     WHERE l.at <= coalesce((SELECT at FROM latest WHERE n = $2), 'infinity'::timestamptz)
     ORDER BY l.at, l.shipment_id`,
    [since, max],
  );
  if (changes.rows.length === 0) return { facts: [], deleted: [], until: since };
  const facts = await factsOf(db, changes.rows.filter((c) => c.present).map((c) => String(c.shipment_id)));
  // A shipment deleted between the two statements is left for the next call (its tombstone is newer than `until`).
  return {
    facts,
    deleted: changes.rows.filter((c) => !c.present).map((c) => String(c.shipment_id)),
    until: changes.rows[changes.rows.length - 1]!.at,
  };
}

function toFact(s: ShipmentRow, milestones: Map<string, MilestoneRow>): ShipmentFact {
  const at = (code: string, port: string) => milestones.get(`${code}@${port}`);
  const types = s.types.map(String);
  const reefers = types.filter(isReefer);
  const containerTeu = types.reduce((sum, t) => sum + teuOf(t), 0);
  const ports = [s.pol, ...s.transshipment_ports, s.pod];
  const legs: FactLeg[] = ports.slice(0, -1).map((from, seq) => {
    const to = ports[seq + 1]!;
    const departure = at('DEPA', from);
    const arrival = at('ARRI', to);
    return {
      seq,
      from,
      to,
      plannedDeparture: iso(departure?.planned),
      departedAt: iso(departure?.first_actual),
      plannedArrival: iso(arrival?.planned),
      arrivedAt: iso(arrival?.first_actual),
      vessel: departure?.vessel ?? (seq === 0 ? s.vessel : null),
      voyage: departure?.voyage ?? (seq === 0 ? s.voyage : null),
    };
  });
  const boxes = types.length;
  const allBoxes = (code: string) => {
    const m = at(code, s.pod);
    return boxes > 0 && m && m.boxes >= boxes ? iso(m.last_actual) : null;
  };
  return {
    shipmentId: String(s.id),
    companyId: String(s.company_id),
    viewerCompanyIds: [String(s.company_id), ...s.viewers.map(String).filter((v) => v !== String(s.company_id))],
    reference: s.reference,
    mode: s.mode,
    status: s.status,
    carrier: s.carrier,
    pol: s.pol,
    pod: s.pod,
    origin: s.origin,
    destination: s.destination,
    transshipmentPorts: s.transshipment_ports.map(String),
    etd: iso(s.etd)!,
    eta: iso(s.eta)!,
    firstEta: iso(at('ARRI', s.pod)?.planned) ?? iso(s.eta)!,
    // The events first, as the shipment's own ATD/ATA are derived (feeds/ingestEvents.ts); the row's value for a shipment without them.
    atd: iso(at('DEPA', s.pol)?.first_actual) ?? iso(s.atd),
    ata: iso(at('ARRI', s.pod)?.first_actual) ?? iso(s.ata),
    dischargedAt: iso(at('DISC', s.pod)?.first_actual),
    gateOutAt: allBoxes('GTOT'),
    emptyReturnAt: allBoxes('GTIN'),
    teu: boxes > 0 ? containerTeu : Number(s.teu ?? 0),
    containers: boxes,
    reeferContainers: reefers.length,
    reeferTeu: reefers.reduce((sum, t) => sum + teuOf(t), 0),
    containerTypes: types,
    weightKg: s.weight_kg === null || s.weight_kg === undefined ? null : Number(s.weight_kg),
    vessel: s.vessel ?? null,
    voyage: s.voyage ?? null,
    legs,
    createdAt: iso(s.created_at)!,
    updatedAt: iso(s.updated_at)!,
  };
}
