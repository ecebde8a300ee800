import { badRequest, type Db } from '@portolan/sdk/server';
import { carrierLabel, portName, type ReportFilter } from '@portolan/sdk/shared';
import type { EmissionLeg, EmissionSummary, EmissionTotal, ShipmentEmission } from '../../shared/types';
import { factFilterSql } from '../widgets/factFilterSql';
import { CURRENT_FACTOR_SET } from './emissionFactorSets';

/** At most this many shipments are listed in a summary (the totals cover all). */
export const EMISSION_SHIPMENTS_LIMIT = 500;

/** Drill keys `/api/emission` accepts (a bar of its charts: a carrier, a POL-POD lane, a month). */
export const EMISSION_DRILL_KEYS = ['carrier', 'lane', 'month', 'pol', 'pod'];

interface TotalRow {
  dim: 'all' | 'carrier' | 'lane' | 'month';
  key: string | null;
  shipments: number;
  teu: number;
  teu_km: number;
  wtw: number;
  ttw: number;
  wtt: number;
}

interface ShipmentRow {
  shipment_id: string;
  reference: string;
  carrier: string;
  pol: string;
  pod: string;
  departed_on: string;
  teu: number;
  distance_km: number;
  teu_km: number;
  ttw: number;
  wtt: number;
  wtw: number;
  factor_set: string;
  computed_at: Date | string;
}

interface LegRow {
  shipment_id: string;
  leg_seq: number;
  from_port: string;
  to_port: string;
  distance_km: number;
  distance_source: string;
  teu: number;
  reefer_teu: number;
  trade_lane: string;
  ttw: number;
  wtt: number;
  wtw: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const intensityOf = (wtwKg: number, teuKm: number) => (teuKm > 0 ? round((wtwKg * 1000) / teuKm, 2) : 0);
const laneLabel = (lane: string) => lane.split('-').map((p) => portName(p) ?? p).join(' → ');

/** The factor set name stored with a version (the current set's for the current version), or a 400. */
export async function factorSetOf(db: Db, version: string): Promise<string> {
  if (version === CURRENT_FACTOR_SET.version) return CURRENT_FACTOR_SET.name;
  const row = await db.one<{ factor_set: string }>('SELECT factor_set FROM emission_results WHERE factor_version = $1 LIMIT 1', [version]);
  if (!row) throw badRequest(`factorVersion: no emission results of version "${version}" (current: ${CURRENT_FACTOR_SET.version})`, 'factorVersion');
  return row.factor_set;
}

/** Per-shipment totals of the company's shipments in the filter, as SQL (a CTE body), with its parameters. */
function shipmentTotalsSql(companyId: string, filter: ReportFilter, version: string, factorSet: string): { sql: string; params: unknown[] } {
  const { where, params } = factFilterSql(filter, { companyId, dateColumn: 'departed_on', alias: 'f', params: [version, factorSet] });
  return {
    sql: `SELECT f.shipment_id, f.reference, f.carrier, f.pol, f.pod, f.departed_on, f.pol || '-' || f.pod AS lane,
            to_char(f.departed_on, 'YYYY-MM') AS month, max(r.teu) AS teu,
            sum(r.distance_km) AS distance_km, sum(r.distance_km * r.teu) AS teu_km,
            sum(r.ttw_kg) AS ttw, sum(r.wtt_kg) AS wtt, sum(r.wtw_kg) AS wtw, max(r.factor_set) AS factor_set, max(r.computed_at) AS computed_at
          FROM analytics_facts f
          JOIN emission_results r ON r.shipment_id = f.shipment_id AND r.factor_version = $1 AND r.factor_set = $2
          WHERE ${where}
          GROUP BY f.shipment_id, f.reference, f.carrier, f.pol, f.pod, f.departed_on`,
    params,
  };
}

function total(row: TotalRow | undefined, key: string, label: string): EmissionTotal {
  const teuKm = Number(row?.teu_km ?? 0);
  const wtwKg = round(Number(row?.wtw ?? 0), 3);
  return {
    key, label,
    shipments: Number(row?.shipments ?? 0),
    teu: round(Number(row?.teu ?? 0), 2),
    teuKm: round(teuKm, 1),
    wtwKg,
    ttwKg: round(Number(row?.ttw ?? 0), 3),
    wttKg: round(Number(row?.wtt ?? 0), 3),
    intensity: intensityOf(wtwKg, teuKm),
  };
}

/** The emission records (legs included) of these per-shipment rows. */
async function withLegs(db: Db, rows: ShipmentRow[], version: string, factorSet: string): Promise<ShipmentEmission[]> {
  if (rows.length === 0) return [];
  const { rows: legs } = await db.query<LegRow>(
    `SELECT shipment_id, leg_seq, from_port, to_port, distance_km::float8 AS distance_km, distance_source, teu::float8 AS teu,
       reefer_teu::float8 AS reefer_teu, trade_lane, ttw_kg::float8 AS ttw, wtt_kg::float8 AS wtt, wtw_kg::float8 AS wtw
     FROM emission_results WHERE shipment_id = ANY($1::uuid[]) AND factor_version = $2 AND factor_set = $3 ORDER BY shipment_id, leg_seq`,
    [rows.map((r) => r.shipment_id), version, factorSet],
  );
  const byShipment = new Map<string, EmissionLeg[]>();
  for (const l of legs) {
    const list = byShipment.get(l.shipment_id) ?? [];
    list.push({
      seq: l.leg_seq, from: l.from_port, to: l.to_port, distanceKm: l.distance_km, distanceSource: l.distance_source, teu: l.teu,
      reeferTeu: l.reefer_teu, tradeLane: l.trade_lane, ttwKg: l.ttw, wttKg: l.wtt, wtwKg: l.wtw, intensity: intensityOf(l.wtw, l.distance_km * l.teu),
    });
    byShipment.set(l.shipment_id, list);
  }
  return rows.map((r) => ({
    shipmentId: r.shipment_id,
    reference: r.reference,
    carrier: r.carrier,
    pol: r.pol,
    pod: r.pod,
    departedOn: r.departed_on,
    teu: round(Number(r.teu), 2),
    legs: byShipment.get(r.shipment_id) ?? [],
    distanceKm: round(Number(r.distance_km), 1),
    ttwKg: round(Number(r.ttw), 3),
    wttKg: round(Number(r.wtt), 3),
    wtwKg: round(Number(r.wtw), 3),
    intensity: intensityOf(Number(r.wtw), Number(r.teu_km)),
    factorSet: r.factor_set,
    factorVersion: version,
    computedAt: new Date(r.computed_at).toISOString(),
  }));
}

const SHIPMENT_COLUMNS = `shipment_id, reference, carrier, pol, pod, to_char(departed_on, 'YYYY-MM-DD') AS departed_on, teu::float8 AS teu,
  distance_km::float8 AS distance_km, teu_km::float8 AS teu_km, ttw::float8 AS ttw, wtt::float8 AS wtt, wtw::float8 AS wtw, factor_set, computed_at`;

/**
 * The company's emissions for a report filter on one factor set version (the current one by default):
 * totals, by carrier, by POL–POD lane, by month of departure, the shipments (newest first, at most
 * {@link EMISSION_SHIPMENTS_LIMIT}) and the shipments in the filter that could not be computed.
 * Everything is read through the company's rows of `analytics_facts` (its own and shared shipments).
 */
export async function emissionSummary(db: Db, companyId: string, filter: ReportFilter, factorVersion?: string): Promise<EmissionSummary> {
  for (const key of Object.keys(filter.drill)) {
    if (!EMISSION_DRILL_KEYS.includes(key)) throw badRequest(`drill.${key} is not a drill key of emissions (it takes ${EMISSION_DRILL_KEYS.join(', ')})`, `drill.${key}`);
  }
  const version = factorVersion ?? CURRENT_FACTOR_SET.version;
  const factorSet = await factorSetOf(db, version);
  const s = shipmentTotalsSql(companyId, filter, version, factorSet);
  const { rows: totals } = await db.query<TotalRow>(
    `WITH s AS (${s.sql})
     SELECT CASE WHEN grouping(carrier) = 0 THEN 'carrier' WHEN grouping(lane) = 0 THEN 'lane' WHEN grouping(month) = 0 THEN 'month' ELSE 'all' END AS dim,
       coalesce(carrier, lane, month) AS key, count(*)::int AS shipments, coalesce(sum(teu), 0)::float8 AS teu,
       coalesce(sum(teu_km), 0)::float8 AS teu_km, coalesce(sum(wtw), 0)::float8 AS wtw, coalesce(sum(ttw), 0)::float8 AS ttw, coalesce(sum(wtt), 0)::float8 AS wtt
     FROM s GROUP BY GROUPING SETS ((), (carrier), (lane), (month))`,
    s.params,
  );
  const of = (dim: TotalRow['dim']) => totals.filter((t) => t.dim === dim);
  const { rows: list } = await db.query<ShipmentRow>(
    `WITH s AS (${s.sql}) SELECT ${SHIPMENT_COLUMNS} FROM s ORDER BY departed_on DESC, reference LIMIT ${EMISSION_SHIPMENTS_LIMIT}`,
    s.params,
  );
  const gapsFilter = factFilterSql(filter, { companyId, dateColumn: 'departed_on', alias: 'f', params: [version] });
  const { rows: gaps } = await db.query<{ shipment_id: string; reference: string; reason: string }>(
    `SELECT g.shipment_id, f.reference, g.reason FROM analytics_facts f
     JOIN emission_gaps g ON g.shipment_id = f.shipment_id AND g.factor_version = $1
     WHERE ${gapsFilter.where} ORDER BY f.departed_on DESC, f.reference LIMIT ${EMISSION_SHIPMENTS_LIMIT}`,
    gapsFilter.params,
  );
  const byWtw = (a: EmissionTotal, b: EmissionTotal) => b.wtwKg - a.wtwKg || a.key.localeCompare(b.key);
  return {
    filter,
    totals: total(of('all')[0], 'all', 'All shipments'),
    byCarrier: of('carrier').map((t) => total(t, t.key!, carrierLabel(t.key!) || t.key!)).sort(byWtw),
    byLane: of('lane').map((t) => total(t, t.key!, laneLabel(t.key!))).sort(byWtw),
    byMonth: of('month').map((t) => total(t, t.key!, t.key!)).sort((a, b) => a.key.localeCompare(b.key)),
    shipments: await withLegs(db, list, version, factorSet),
    notComputed: gaps.map((g) => ({ shipmentId: g.shipment_id, reference: g.reference, reason: g.reason })),
    factorSet,
    factorVersion: version,
  };
}

/** One shipment's emissions as the company sees it (its own or shared with it), or undefined (404). */
export async function shipmentEmission(db: Db, companyId: string, shipmentId: string, factorVersion?: string): Promise<ShipmentEmission | undefined> {
  const version = factorVersion ?? CURRENT_FACTOR_SET.version;
  const factorSet = await factorSetOf(db, version);
  const { rows } = await db.query<ShipmentRow>(
    `WITH s AS (
       SELECT f.shipment_id, f.reference, f.carrier, f.pol, f.pod, f.departed_on, max(r.teu) AS teu, sum(r.distance_km) AS distance_km,
         sum(r.distance_km * r.teu) AS teu_km, sum(r.ttw_kg) AS ttw, sum(r.wtt_kg) AS wtt, sum(r.wtw_kg) AS wtw,
         max(r.factor_set) AS factor_set, max(r.computed_at) AS computed_at
       FROM analytics_facts f JOIN emission_results r ON r.shipment_id = f.shipment_id AND r.factor_version = $3 AND r.factor_set = $4
       WHERE f.company_id = $1 AND f.shipment_id = $2
       GROUP BY f.shipment_id, f.reference, f.carrier, f.pol, f.pod, f.departed_on
     ) SELECT ${SHIPMENT_COLUMNS} FROM s`,
    [companyId, shipmentId, version, factorSet],
  );
  return (await withLegs(db, rows, version, factorSet))[0];
}
