import type { Db, ResourceSpec } from '@portolan/sdk/server';
import { baseRecord, iso } from '@portolan/sdk/server';
import { carrierByCode } from '@portolan/sdk/shared';
import { portByCode, type Region, REGIONS } from '@portolan/sdk/shared';
import { SHIPMENT_STATUSES } from '../shared/statuses';
import { eventsOf, legsOf, milestonesOf } from './journey';

const DAY = 86_400_000;

/**
 * The read-only views of shipments the tracking plugin shows (through the shipments.tracking
 * service): the radar, containers at the POD, vessel positions, container lookups and the public
 * journey a share link opens.
 */

/** The radar: the company's shipments (own and shared) by status, region and lane. */
export async function trackingInsights(db: Db, companyId: string): Promise<Record<string, unknown>> {
  const rows = await db.query<{ status: string; pol: string; pod: string; n: number; teu: string; late: number }>(
    `SELECT status, pol, pod, count(*)::int AS n, coalesce(sum(teu), 0) AS teu,
            count(*) FILTER (WHERE ata IS NULL AND eta < now())::int AS late
     FROM shipments t
     WHERE t.company_id = $1 OR t.id IN (SELECT shipment_id FROM shipment_parties WHERE company_id = $1)
     GROUP BY status, pol, pod`,
    [companyId],
  );
  const byStatus = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const regions = new Map<Region | 'Other', { region: string; inbound: Record<string, number>; outbound: Record<string, number>; teu: number }>();
  const regionOf = (code: string): Region | 'Other' => portByCode(code)?.region ?? 'Other';
  const bucket = (r: Region | 'Other') => {
    if (!regions.has(r)) regions.set(r, { region: r, inbound: {}, outbound: {}, teu: 0 });
    return regions.get(r)!;
  };
  const lanes = new Map<string, { from: string; to: string; count: number }>();
  let total = 0;
  let teu = 0;
  let late = 0;
  for (const r of rows.rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
    total += r.n;
    teu += Number(r.teu);
    late += r.late;
    const out = bucket(regionOf(r.pol));
    out.outbound[r.status] = (out.outbound[r.status] ?? 0) + r.n;
    const inn = bucket(regionOf(r.pod));
    inn.inbound[r.status] = (inn.inbound[r.status] ?? 0) + r.n;
    inn.teu += Number(r.teu);
    if (r.status === 'IN_TRANSIT' || r.status === 'BOOKED') {
      const key = `${regionOf(r.pol)}→${regionOf(r.pod)}`;
      const lane = lanes.get(key) ?? { from: regionOf(r.pol), to: regionOf(r.pod), count: 0 };
      lane.count += r.n;
      lanes.set(key, lane);
    }
  }
  const order = [...REGIONS, 'Other'];
  return {
    total,
    teu,
    delayed: late,
    byStatus,
    byRegion: [...regions.values()].sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region)),
    lanes: [...lanes.values()].sort((a, b) => b.count - a.count),
    ports: portsOf(rows.rows.flatMap((r) => [r.pol, r.pod])),
    pods: Object.entries(rows.rows.reduce<Record<string, number>>((acc, r) => ((acc[r.pod] = (acc[r.pod] ?? 0) + (r.status === 'IN_TRANSIT' ? r.n : 0)), acc), {})).map(([code, inTransit]) => ({ code, inTransit })),
  };
}

/** Containers discharged at the POD and not gated out, with days at the POD (free time: see shipmentTracking). */
export async function containersAtPod(db: Db, companyId: string): Promise<Array<Record<string, unknown>>> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.number, c.iso_type, s.id AS shipment_id, s.reference, s.pod, s.carrier, s.ata,
       (SELECT max(e.event_at) FROM shipment_events e WHERE e.shipment_id = s.id AND e.equipment_reference = c.number AND e.event_code = 'DISC' AND e.location = s.pod AND e.classifier = 'ACT') AS discharged_at
     FROM shipment_containers c JOIN shipments s ON s.id = c.shipment_id
     WHERE c.company_id = $1 AND s.status = 'ARRIVED'
       AND NOT EXISTS (SELECT 1 FROM shipment_events e WHERE e.shipment_id = s.id AND e.equipment_reference = c.number AND e.event_code = 'GTOT' AND e.location = s.pod AND e.classifier = 'ACT')
     ORDER BY s.ata NULLS LAST, c.number LIMIT 500`,
    [companyId],
  );
  const now = Date.now();
  return rows.rows.map((r) => {
    const since = iso(r.discharged_at) ?? iso(r.ata);
    return {
      _id: String(r.id),
      number: r.number,
      isoType: r.iso_type,
      shipmentId: String(r.shipment_id),
      reference: r.reference,
      pod: r.pod,
      carrier: r.carrier,
      arrivedAt: iso(r.ata),
      dischargedAt: iso(r.discharged_at),
      daysAtPod: since ? Math.max(0, Math.floor((now - Date.parse(since)) / DAY)) : null,
    };
  });
}

/** Where a vessel carrying the company's shipments is; undefined when none is on it. */
export async function vesselPosition(db: Db, companyId: string, vessel: string): Promise<Record<string, unknown> | undefined> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT * FROM shipments t WHERE (t.company_id = $1 OR t.id IN (SELECT shipment_id FROM shipment_parties WHERE company_id = $1))
       AND upper(t.vessel) = upper($2) ORDER BY (t.status = 'IN_TRANSIT') DESC, t.etd DESC LIMIT 20`,
    [companyId, vessel.trim()],
  );
  if (!rows.rows.length) return undefined;
  const s = rows.rows[0];
  const events = await eventsOf(db, String(s.id));
  const shipment = { pol: String(s.pol), pod: String(s.pod), transshipmentPorts: (s.transshipment_ports as string[]) ?? [], vessel: (s.vessel as string) ?? null, voyage: (s.voyage as string) ?? null };
  const legs = legsOf(shipment, milestonesOf(events, 0));
  const position = positionAt(legs, Date.now());
  return {
    _id: String(s.vessel),
    vessel: s.vessel,
    voyage: s.voyage,
    carrier: s.carrier,
    ...position,
    ports: portsOf(legs.flatMap((l) => [l.from, l.to])),
    shipments: rows.rows.map((r) => ({ _id: String(r.id), reference: r.reference, status: r.status, pol: r.pol, pod: r.pod, eta: iso(r.eta) })),
  };
}

/** The public journey of a shipment: what a consignee needs, nothing private (no parties, cargo, documents, money). */
export async function sharedJourney(db: Db, shipmentId: string): Promise<(Record<string, unknown> & { reference: string }) | undefined> {
  const s = await db.one<Record<string, unknown>>('SELECT * FROM shipments WHERE id = $1', [shipmentId]);
  if (!s) return undefined;
  const containers = await db.query<{ number: string; iso_type: string }>('SELECT number, iso_type FROM shipment_containers WHERE shipment_id = $1 ORDER BY position, number', [s.id]);
  const events = await eventsOf(db, String(s.id));
  const milestones = milestonesOf(events, containers.rows.length);
  const shipment = { pol: String(s.pol), pod: String(s.pod), transshipmentPorts: (s.transshipment_ports as string[]) ?? [], vessel: (s.vessel as string) ?? null, voyage: (s.voyage as string) ?? null };
  return {
    reference: String(s.reference),
    status: s.status,
    mode: s.mode,
    carrier: s.carrier,
    carrierName: carrierByCode(String(s.carrier))?.name ?? s.carrier,
    ...shipment,
    origin: s.origin,
    destination: s.destination,
    etd: iso(s.etd),
    eta: iso(s.eta),
    atd: iso(s.atd),
    ata: iso(s.ata),
    containers: containers.rows.map((c) => ({ number: c.number, isoType: c.iso_type })),
    milestones,
    legs: legsOf(shipment, milestones),
    ports: portsOf([shipment.pol, ...shipment.transshipmentPorts, shipment.pod, String(s.origin), String(s.destination)]),
    updatedAt: iso(s.updated_at),
  };
}

/** The LDB container list (/api/ldb/equipments/): containers with their shipment and last actual event. */
export const equipments: ResourceSpec<Record<string, unknown> & { _id: string }> = {
  base: '/api/ldb/equipments',
  table: 'shipment_containers',
  feature: 'tracking',
  fields: {
    number: { column: 'number', type: 'text', filter: 'in' },
    isoType: { column: 'iso_type', type: 'text', filter: 'in' },
    shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['number'] },
  toRecord: (row) => ({ ...baseRecord(row), number: row.number, isoType: row.iso_type, sealNumber: row.seal_number ?? null, shipmentId: String(row.shipment_id) }),
  async expand(via, records) {
    const ids = [...new Set(records.map((r) => String(r.shipmentId)))];
    const shipments = await via.query<Record<string, unknown>>('SELECT id, reference, status, carrier, pol, pod, eta, ata, vessel FROM shipments WHERE id = ANY($1::uuid[])', [ids]);
    const last = await via.query<Record<string, unknown>>(
      `SELECT DISTINCT ON (equipment_reference, shipment_id) equipment_reference, shipment_id, event_code, event_at, location
       FROM shipment_events WHERE shipment_id = ANY($1::uuid[]) AND classifier = 'ACT' AND equipment_reference IS NOT NULL
       ORDER BY equipment_reference, shipment_id, event_at DESC`,
      [ids],
    );
    const byId = new Map(shipments.rows.map((s) => [String(s.id), s]));
    for (const r of records) {
      const s = byId.get(String(r.shipmentId));
      r.reference = s?.reference ?? null;
      r.status = s?.status ?? null;
      r.carrier = s?.carrier ?? null;
      r.pol = s?.pol ?? null;
      r.pod = s?.pod ?? null;
      r.vessel = s?.vessel ?? null;
      r.eta = iso(s?.eta);
      r.ata = iso(s?.ata);
      const e = last.rows.find((x) => x.equipment_reference === r.number && String(x.shipment_id) === r.shipmentId);
      r.lastEvent = e ? { eventCode: e.event_code, eventAt: iso(e.event_at), location: e.location } : null;
    }
  },
};

/** Where a vessel is at `now` along its legs: at a port, or interpolated between two (great-circle is overkill for a schematic). */
export function positionAt(legs: ReturnType<typeof legsOf>, now: number): { lat: number | null; lon: number | null; state: 'at port' | 'at sea' | 'unknown'; near: string | null; at: string } {
  const time = (t: { planned: string | null; estimated: string | null; actual: string | null }) => Date.parse(t.actual ?? t.estimated ?? t.planned ?? '');
  const at = new Date(now).toISOString();
  for (const leg of legs) {
    const dep = time(leg.departure);
    const arr = time(leg.arrival);
    const from = portByCode(leg.from);
    const to = portByCode(leg.to);
    if (!Number.isFinite(dep) || !Number.isFinite(arr)) continue;
    if (now < dep) return { lat: from?.lat ?? null, lon: from?.lon ?? null, state: 'at port', near: leg.from, at };
    if (now <= arr) {
      const f = (now - dep) / Math.max(arr - dep, 1);
      if (!from || !to) return { lat: null, lon: null, state: 'at sea', near: null, at };
      return { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f, state: 'at sea', near: f < 0.5 ? leg.from : leg.to, at };
    }
  }
  const last = legs[legs.length - 1];
  const port = portByCode(last?.to);
  return last ? { lat: port?.lat ?? null, lon: port?.lon ?? null, state: 'at port', near: last.to, at } : { lat: null, lon: null, state: 'unknown', near: null, at };
}

/** Names, regions and coordinates of the known ports among `codes` (for labels and drawing). */
export function portsOf(codes: string[]): Record<string, { name: string; region: string; lat: number; lon: number }> {
  const out: Record<string, { name: string; region: string; lat: number; lon: number }> = {};
  for (const code of codes) {
    const port = portByCode(code);
    if (port) out[port.code] = { name: port.name, region: port.region, lat: port.lat, lon: port.lon };
  }
  return out;
}
