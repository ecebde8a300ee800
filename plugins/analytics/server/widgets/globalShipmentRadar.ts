import { SqlParams } from '@portolan/sdk/server';
import { portByCode, portName } from '@portolan/sdk/shared';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';
import { inTransitSql } from './watchTowerExceptions';

const DAY_MS = 86_400_000;
/** A booked shipment shows at its POL when its ETD is within this many days from now. */
export const RADAR_DEPARTING_DAYS = 14;

type LegKind = 'direct' | 'toTransshipment' | 'fromTransshipment';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The point `fraction` (0–1) of the way from one WGS 84 point to another along the great circle
 * (spherical linear interpolation), as [lat, lon] rounded to 0.01°.
 */
export function alongGreatCircle(lat1: number, lon1: number, lat2: number, lon2: number, fraction: number): [number, number] {
  const rad = Math.PI / 180;
  const vector = (lat: number, lon: number) => [Math.cos(lat * rad) * Math.cos(lon * rad), Math.cos(lat * rad) * Math.sin(lon * rad), Math.sin(lat * rad)];
  const a = vector(lat1, lon1);
  const b = vector(lat2, lon2);
  const angle = Math.acos(Math.min(1, Math.max(-1, a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!)));
  if (angle < 1e-9) return [round(lat1, 2), round(lon1, 2)];
  const wa = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const wb = Math.sin(fraction * angle) / Math.sin(angle);
  const [x, y, z] = [0, 1, 2].map((i) => wa * a[i]! + wb * b[i]!) as [number, number, number];
  return [round(Math.atan2(z, Math.hypot(x, y)) / rad, 2), round(Math.atan2(y, x) / rad, 2)];
}

function legDrill(kind: LegKind, from: string, to: string): Record<string, string> {
  if (kind === 'direct') return { lane: `${from}-${to}`, inTransit: 'any' };
  if (kind === 'toTransshipment') return { transshipmentPort: to, inTransit: 'any' };
  return { transshipmentPort: from, pod: to, inTransit: 'any' };
}

/**
 * Global Shipment Radar (kind 'map'): where the shipments are now. A "now" widget: the date range does
 * not restrict it, except that shipments departed after its last day are left out (booked ones due to
 * leave are shown whatever the range); carriers, origins, destinations and modes narrow it.
 *
 * Two kinds of rows, told apart by `type`:
 * - `type: 'port'` — a bubble at `lat`/`lon` (the port's coordinates; null for a port the SDK's port
 *   list does not know) for every port in use now: `inTransitTo` (at sea, heading to it as their POD),
 *   `waitingAt` (at that transshipment port now), `departingFrom` (booked, not departed, ETD between now
 *   and now + RADAR_DEPARTING_DAYS days, at that POL); `shipments` their sum, `teu`.
 *   `drill: { pod }`, `drillBy: { inTransitTo: { pod, inTransit: 'any' }, waitingAt: { atTransshipment },
 *   departingFrom: { pol, status: 'BOOKED' } }`.
 * - `type: 'leg'` — a line from `lat`/`lon` (the leg's departure port) to `toLat`/`toLon` (its next
 *   port), for every leg some shipment sails now (departed from `from`, not arrived at `to`: the current
 *   leg of the facts' legs, or POL → POD when the facts carry no legs), with `shipments`, `vessels`,
 *   `teu` and an **estimated position** `positionLat`/`positionLon`: the point along the great circle at
 *   the leg's mean `progress` — time since its departure over its planned duration (departure → planned
 *   arrival, else the ETA for the final leg), capped to 0–100 %. `place` is `FROM-TO`, `name`
 *   "From → To". `drill`: `{ lane: 'POL-POD', inTransit: 'any' }` for a direct sailing,
 *   `{ transshipmentPort: to, inTransit: 'any' }` for a leg to a transshipment port,
 *   `{ transshipmentPort: from, pod: to, inTransit: 'any' }` for the final leg after one.
 *
 * Series: `{ kind: 'map', x: 'place', y: ['shipments'], split: 'type' }`: bubbles sized by shipments for
 * ports, lines weighted by shipments (with a marker at the estimated position) for legs.
 * Totals: inTransit (shipments at sea now), ports, legs.
 */
export const globalShipmentRadar: WidgetQuery = {
  name: 'globalShipmentRadar',
  columns: [
    { key: 'type', title: 'Type', type: 'text', dimension: true },
    { key: 'place', title: 'Port or leg', type: 'text', dimension: true },
    { key: 'name', title: 'Name', type: 'text' },
    { key: 'lat', title: 'Latitude', type: 'number', digits: 2 },
    { key: 'lon', title: 'Longitude', type: 'number', digits: 2 },
    { key: 'toLat', title: 'To latitude', type: 'number', digits: 2 },
    { key: 'toLon', title: 'To longitude', type: 'number', digits: 2 },
    { key: 'positionLat', title: 'Estimated position latitude', type: 'number', digits: 2 },
    { key: 'positionLon', title: 'Estimated position longitude', type: 'number', digits: 2 },
    { key: 'progress', title: 'Leg progress (estimated)', type: 'percent', digits: 0 },
    { key: 'inTransitTo', title: 'In transit to', type: 'number' },
    { key: 'waitingAt', title: 'Waiting at (transshipment)', type: 'number' },
    { key: 'departingFrom', title: `Departing within ${RADAR_DEPARTING_DAYS} days`, type: 'number' },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'vessels', title: 'Vessels', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'map', x: 'place', y: ['shipments'], split: 'type' },
  drillKeys: ['pod', 'pol', 'lane', 'status', 'inTransit', 'transshipmentPort', 'atTransshipment'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const inTransit = inTransitSql((name) => name);
    const facts = `SELECT * FROM analytics_facts WHERE ${where}`;

    // Each query binds the filter's parameters and its own (PostgreSQL rejects a parameter a query leaves unused).
    let p = new SqlParams(params);
    let now = p.add(scope.now.toISOString(), 'timestamptz');
    let to = p.add(filter.to, 'date');
    const departingUntil = p.add(new Date(scope.now.getTime() + RADAR_DEPARTING_DAYS * DAY_MS).toISOString(), 'timestamptz');
    const ports = await db.query<{ port: string; in_transit_to: number; waiting_at: number; departing_from: number; teu: number }>(
      `WITH f AS (${facts})
       SELECT port, sum(in_transit_to)::int AS in_transit_to, sum(waiting_at)::int AS waiting_at,
              sum(departing_from)::int AS departing_from, coalesce(sum(teu), 0)::float8 AS teu
         FROM (
           SELECT pod AS port, 1 AS in_transit_to, 0 AS waiting_at, 0 AS departing_from, teu
             FROM f WHERE ${inTransit} AND departed_on <= ${to}
           UNION ALL
           SELECT waiting_port, 0, 1, 0, teu
             FROM f WHERE waiting_port IS NOT NULL AND status <> 'CANCELLED' AND departed_on <= ${to}
           UNION ALL
           SELECT pol, 0, 0, 1, teu
             FROM f WHERE atd IS NULL AND status <> 'CANCELLED' AND etd >= ${now} AND etd <= ${departingUntil}
         ) used
        GROUP BY port
        ORDER BY port`,
      p.values,
    );

    p = new SqlParams(params);
    now = p.add(scope.now.toISOString(), 'timestamptz');
    to = p.add(filter.to, 'date');
    const legs = await db.query<{ leg_from: string; leg_to: string; kind: LegKind; shipments: number; vessels: number; teu: number; progress: number | null }>(
      `WITH f AS (${facts} AND ${inTransit} AND departed_on <= ${to}),
       current_legs AS (
         SELECT leg->>'from' AS leg_from, leg->>'to' AS leg_to, (leg->>'departedAt')::timestamptz AS departed,
                coalesce((leg->>'plannedArrival')::timestamptz, CASE WHEN leg->>'to' = f.pod THEN f.eta END) AS arrival,
                f.pol, f.pod, f.teu, coalesce(leg->>'vessel', f.vessel) AS vessel
           FROM f CROSS JOIN LATERAL jsonb_array_elements(f.legs) AS leg
          WHERE leg->>'departedAt' IS NOT NULL AND leg->>'arrivedAt' IS NULL
         UNION ALL
         SELECT pol, pod, atd, eta, pol, pod, teu, vessel FROM f WHERE jsonb_array_length(legs) = 0
       )
       SELECT leg_from, leg_to,
              CASE WHEN leg_from = pol AND leg_to = pod THEN 'direct' WHEN leg_to <> pod THEN 'toTransshipment' ELSE 'fromTransshipment' END AS kind,
              count(*)::int AS shipments, count(DISTINCT vessel)::int AS vessels, coalesce(sum(teu), 0)::float8 AS teu,
              avg(least(1, greatest(0, extract(epoch FROM (${now} - departed)) / nullif(extract(epoch FROM (arrival - departed)), 0))))::float8 AS progress
         FROM current_legs
        GROUP BY 1, 2, 3
        ORDER BY shipments DESC, 1, 2, 3`,
      p.values,
    );

    const portRows = ports.rows.map((r) => {
      const port = portByCode(r.port);
      return {
        type: 'port',
        place: r.port,
        name: portName(r.port) ?? r.port,
        lat: port?.lat ?? null,
        lon: port?.lon ?? null,
        inTransitTo: r.in_transit_to,
        waitingAt: r.waiting_at,
        departingFrom: r.departing_from,
        shipments: r.in_transit_to + r.waiting_at + r.departing_from,
        teu: r.teu,
        drill: { pod: r.port },
        drillBy: {
          inTransitTo: { pod: r.port, inTransit: 'any' },
          waitingAt: { atTransshipment: r.port },
          departingFrom: { pol: r.port, status: 'BOOKED' },
        },
      };
    });
    const legRows = legs.rows.map((r) => {
      const from = portByCode(r.leg_from);
      const to = portByCode(r.leg_to);
      const progress = r.progress ?? 0.5;
      const position = from && to ? alongGreatCircle(from.lat, from.lon, to.lat, to.lon, progress) : null;
      return {
        type: 'leg',
        place: `${r.leg_from}-${r.leg_to}`,
        name: `${portName(r.leg_from) ?? r.leg_from} → ${portName(r.leg_to) ?? r.leg_to}`,
        from: r.leg_from,
        to: r.leg_to,
        lat: from?.lat ?? null,
        lon: from?.lon ?? null,
        toLat: to?.lat ?? null,
        toLon: to?.lon ?? null,
        positionLat: position?.[0] ?? null,
        positionLon: position?.[1] ?? null,
        progress: round(progress * 100, 1),
        shipments: r.shipments,
        vessels: r.vessels,
        teu: r.teu,
        drill: legDrill(r.kind, r.leg_from, r.leg_to),
      };
    });
    return {
      rows: [...portRows, ...legRows],
      totals: { inTransit: portRows.reduce((n, r) => n + r.inTransitTo, 0), ports: portRows.length, legs: legRows.length },
      notes: ['Vessel positions are estimated: the share of each leg\'s planned sailing time elapsed, along the great circle between its ports.'],
    };
  },
};
