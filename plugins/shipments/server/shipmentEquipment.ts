import { iso, isUuid, type ContainerJourney, type Db, type EquipmentEvent, type JourneyQuery, type ShipmentEquipment } from '@portolan/sdk/server';
import { normalizeContainerNumber } from '@portolan/sdk/shared';

const DEFAULT_LIMIT = 5_000;
const MAX_LIMIT = 50_000;
const DEFAULT_CHANGED_LIMIT = 10_000;

type JourneyRow = {
  id: string; number: string; iso_type: string; shipment_id: string; reference: string; company_id: string; carrier: string;
  booking_number: string | null; bl_number: string | null; contract_ref: string | null; status: ContainerJourney['status'];
  pol: string; pod: string; vessel: string | null; voyage: string | null; shipper: string | null; consignee: string | null;
  seal_number: string | null; weight_kg: unknown; etd: unknown; eta: unknown; atd: unknown; ata: unknown;
};
type EventRow = { shipment_id: string; event_type: EquipmentEvent['eventType']; event_code: string; classifier: EquipmentEvent['classifier']; event_at: unknown; location: string | null; equipment_reference: string | null };

/** `values` as a SQL array parameter, or null when the query does not filter on it. */
const listOrNull = (values: readonly string[] | undefined, keep: (v: string) => boolean = () => true) => (values === undefined ? null : values.filter(keep));

/**
 * The SHIPMENT_EQUIPMENT service: the containers of the company's own and shared shipments with their
 * DCSA events (what the D&D clocks and the container journeys read). Two statements per call: the
 * containers with their shipments, then the events of those shipments.
 */
export function shipmentEquipment(): ShipmentEquipment {
  return {
    async journeys(db: Db, companyId: string, query: JourneyQuery): Promise<ContainerJourney[]> {
      const limit = Math.min(Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
      const containerIds = listOrNull(query.containerIds, isUuid);
      const shipmentIds = listOrNull(query.shipmentIds, isUuid);
      const numbers = query.numbers === undefined ? null : query.numbers.map((n) => normalizeContainerNumber(n));
      const activeSince = query.activeSince && Number.isFinite(Date.parse(query.activeSince)) ? new Date(query.activeSince).toISOString() : null;
      if ([containerIds, shipmentIds, numbers].some((list) => list !== null && list.length === 0)) return [];
      const rows = await db.query<JourneyRow>(
        `SELECT c.id, c.number, c.iso_type, s.id AS shipment_id, s.reference, s.company_id, s.carrier, s.booking_number, s.bl_number,
                s.contract_ref, s.status, s.pol, s.pod, s.vessel, s.voyage, s.shipper, s.consignee, c.seal_number, c.weight_kg, s.etd, s.eta, s.atd, s.ata
         FROM shipments s JOIN shipment_containers c ON c.shipment_id = s.id
         WHERE (s.company_id = $1 OR s.id IN (SELECT shipment_id FROM shipment_parties WHERE company_id = $1))
           AND ($2::uuid[] IS NULL OR c.id = ANY($2::uuid[]))
           AND ($3::text[] IS NULL OR c.number = ANY($3::text[]))
           AND ($4::uuid[] IS NULL OR s.id = ANY($4::uuid[]))
           AND ($7::text IS NULL OR lower(s.vessel) = lower($7::text))
           AND ($8::text IS NULL OR lower(s.voyage) = lower($8::text))
           -- A shipment's last change (updated_at) is when it became DELIVERED or CANCELLED, or later.
           AND ($5::timestamptz IS NULL OR s.status NOT IN ('DELIVERED', 'CANCELLED') OR s.updated_at >= $5::timestamptz)
         ORDER BY s.created_at DESC, s.id, c.position, c.number
         LIMIT $6`,
        [companyId, containerIds, numbers, shipmentIds, activeSince, limit, query.vessel?.trim() || null, query.voyage?.trim() || null],
      );
      if (!rows.rows.length) return [];
      const ids = [...new Set(rows.rows.map((r) => String(r.shipment_id)))];
      const events = await db.query<EventRow>(
        `SELECT shipment_id, event_type, event_code, classifier, event_at, location, equipment_reference
         FROM shipment_events
         WHERE shipment_id = ANY($1::uuid[]) AND (event_type <> 'EQUIPMENT' OR equipment_reference = ANY($2::text[]))
         ORDER BY event_at, created_at, event_id`,
        [ids, [...new Set(rows.rows.map((r) => r.number))]],
      );
      // Per shipment: its transport/shipment events (every container's) and its equipment events by container number.
      const shared = new Map<string, Array<{ at: number; event: EquipmentEvent }>>();
      const byContainer = new Map<string, Array<{ at: number; event: EquipmentEvent }>>();
      events.rows.forEach((e, order) => {
        const event: EquipmentEvent = {
          eventType: e.event_type, eventCode: e.event_code, classifier: e.classifier, eventAt: iso(e.event_at)!,
          location: e.location ?? null, equipmentReference: e.event_type === 'EQUIPMENT' ? e.equipment_reference : null,
        };
        const key = e.event_type === 'EQUIPMENT' ? `${e.shipment_id}:${e.equipment_reference}` : String(e.shipment_id);
        const target = e.event_type === 'EQUIPMENT' ? byContainer : shared;
        const list = target.get(key) ?? [];
        list.push({ at: order, event });
        target.set(key, list);
      });
      return rows.rows.map((r) => {
        const shipmentId = String(r.shipment_id);
        // Both lists are in the statement's order (oldest first): merge them.
        const merged = [...(shared.get(shipmentId) ?? []), ...(byContainer.get(`${shipmentId}:${r.number}`) ?? [])].sort((a, b) => a.at - b.at);
        return {
          containerId: String(r.id),
          number: r.number,
          isoType: r.iso_type,
          shipmentId,
          shipmentReference: r.reference,
          ownerCompanyId: String(r.company_id),
          own: String(r.company_id) === companyId,
          carrier: r.carrier,
          bookingNumber: r.booking_number ?? null,
          blNumber: r.bl_number ?? null,
          contractRef: r.contract_ref ?? null,
          status: r.status,
          pol: r.pol,
          pod: r.pod,
          vessel: r.vessel ?? null,
          voyage: r.voyage ?? null,
          shipper: r.shipper ?? null,
          consignee: r.consignee ?? null,
          sealNumber: r.seal_number ?? null,
          weightKg: r.weight_kg === null || r.weight_kg === undefined ? null : Number(r.weight_kg),
          etd: iso(r.etd)!,
          eta: iso(r.eta)!,
          atd: iso(r.atd),
          ata: iso(r.ata),
          events: merged.map((m) => m.event),
        };
      });
    },

    async changedSince(db: Db, since: string, limit = DEFAULT_CHANGED_LIMIT) {
      if (!Number.isFinite(Date.parse(since))) throw new Error(`changedSince: "${since}" is not an ISO 8601 instant`);
      // Events are "recorded" here when they were stored (created_at), not at the feed's recordedAt, which
      // may be in the past (a late poll): that is what tells the clocks something new arrived.
      const rows = await db.query<{ company_id: string; ids: string[] }>(
        `WITH changed AS (
           SELECT DISTINCT e.shipment_id, e.equipment_reference FROM shipment_events e WHERE e.created_at > $1::timestamptz
           UNION
           SELECT s.id, NULL FROM shipments s WHERE s.updated_at > $1::timestamptz
         ), containers AS (
           SELECT DISTINCT c.id, c.shipment_id, c.company_id
           FROM changed ch JOIN shipment_containers c ON c.shipment_id = ch.shipment_id AND (ch.equipment_reference IS NULL OR c.number = ch.equipment_reference)
           ORDER BY c.id
           LIMIT $2
         ), seen AS (
           SELECT company_id, id FROM containers
           UNION
           SELECT p.company_id, c.id FROM containers c JOIN shipment_parties p ON p.shipment_id = c.shipment_id
         )
         SELECT company_id, array_agg(id::text ORDER BY id) AS ids FROM seen GROUP BY company_id ORDER BY company_id`,
        [new Date(since).toISOString(), Math.max(1, Math.floor(limit))],
      );
      return rows.rows.map((r) => ({ companyId: String(r.company_id), containerIds: r.ids.map(String) }));
    },
  };
}
