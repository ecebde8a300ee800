import type { ReportDefinition } from '@portolan/sdk/server';
import type { ReportRow } from '@portolan/sdk/shared';
import { factFilterSql } from '../widgets/factFilterSql';
import { CURRENT_FACTOR_SET } from './emissionFactorSets';

interface MonthRow {
  month: string;
  shipments: number;
  teu: number;
  teu_km: number;
  wtw: number;
}

/**
 * `emissionsByMonth` (SDK defineReport, so it is in /reports, saved views and schedules): per month of
 * departure in the range, the shipments with emission results on the current factor set, their TEU,
 * TEU-km, well-to-wheel kg CO2e and intensity (g CO2e per TEU-km). Every month of the range is a row.
 */
export const emissionsByMonthReport: ReportDefinition = {
  name: 'emissionsByMonth',
  title: 'Emissions by month',
  description: 'Ocean freight emissions (ISO 14083 / GLEC, well-to-wheel kg CO2e) and intensity per month of departure.',
  area: 'analytics',
  access: { features: ['emission'], level: 'Read' },
  columns: [
    { key: 'month', title: 'Month', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
    { key: 'teuKm', title: 'TEU-km', type: 'number' },
    { key: 'wtwKg', title: 'WTW kg CO2e', type: 'mass', digits: 1 },
    { key: 'intensity', title: 'g CO2e per TEU-km', type: 'number', digits: 1 },
  ],
  series: { kind: 'line', x: 'month', y: ['wtwKg'] },
  drillKeys: ['carrier', 'lane', 'pol', 'pod'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, {
      companyId: scope.companyId, dateColumn: 'departed_on', alias: 'f', now: scope.now,
      params: [filter.from, filter.to, CURRENT_FACTOR_SET.name, CURRENT_FACTOR_SET.version],
    });
    const { rows } = await db.query<MonthRow>(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month
         FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') AS m
       ), s AS (
         SELECT f.shipment_id, to_char(f.departed_on, 'YYYY-MM') AS month, max(r.teu) AS teu,
           sum(r.distance_km * r.teu) AS teu_km, sum(r.wtw_kg) AS wtw
         FROM analytics_facts f
         JOIN emission_results r ON r.shipment_id = f.shipment_id AND r.factor_set = $3 AND r.factor_version = $4
         WHERE ${where}
         GROUP BY f.shipment_id, f.departed_on
       ), agg AS (
         SELECT month, count(*) AS shipments, sum(teu) AS teu, sum(teu_km) AS teu_km, sum(wtw) AS wtw FROM s GROUP BY month
       )
       SELECT months.month, coalesce(agg.shipments, 0)::int AS shipments, coalesce(agg.teu, 0)::float8 AS teu,
         coalesce(agg.teu_km, 0)::float8 AS teu_km, coalesce(agg.wtw, 0)::float8 AS wtw
       FROM months LEFT JOIN agg ON agg.month = months.month ORDER BY months.month`,
      params,
    );
    const intensity = (wtw: number, teuKm: number) => (teuKm > 0 ? Math.round((wtw * 1000 * 10) / teuKm) / 10 : null);
    const out: ReportRow[] = rows.map((r) => ({
      month: r.month, shipments: r.shipments, teu: r.teu, teuKm: Math.round(r.teu_km), wtwKg: Math.round(r.wtw * 10) / 10,
      intensity: intensity(r.wtw, r.teu_km), drill: { month: r.month },
    }));
    const sum = (k: keyof MonthRow) => rows.reduce((a, r) => a + Number(r[k]), 0);
    return {
      rows: out,
      totals: { shipments: sum('shipments'), teu: Math.round(sum('teu') * 100) / 100, teuKm: Math.round(sum('teu_km')), wtwKg: Math.round(sum('wtw') * 10) / 10, intensity: intensity(sum('wtw'), sum('teu_km')) },
      notes: [`Factor set ${CURRENT_FACTOR_SET.name}, version ${CURRENT_FACTOR_SET.version}; well-to-wheel, ocean legs port to port (ISO 14083 / GLEC Framework v3).`],
    };
  },
};
