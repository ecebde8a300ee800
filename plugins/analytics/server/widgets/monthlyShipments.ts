import type { ReportRow } from '@portolan/sdk/shared';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

interface MonthRow {
  month: string;
  shipments: number;
  teu: number;
  fclShipments: number;
  lclShipments: number;
  fclTeu: number;
  lclTeu: number;
}

/**
 * Monthly Shipments/TEUS: per month of departure (`departed_on`, actual else planned, in the filter's
 * range): the shipments, their TEU, and the same split into FCL and LCL. Every month of the range is a
 * row (none departed: zeros), oldest first; each row drills to `{ month: 'YYYY-MM' }`. Totals: shipments, TEU.
 */
export const monthlyShipments: WidgetQuery = {
  name: 'monthlyShipments',
  columns: [
    { key: 'month', title: 'Month', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
    { key: 'fclShipments', title: 'FCL shipments', type: 'number' },
    { key: 'lclShipments', title: 'LCL shipments', type: 'number' },
    { key: 'fclTeu', title: 'FCL TEU', type: 'number', digits: 2 },
    { key: 'lclTeu', title: 'LCL TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'bar', x: 'month', y: ['shipments', 'teu'] },
  drillKeys: ['month'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: 'departed_on', now: scope.now, params: [filter.from, filter.to] });
    const { rows } = await db.query<MonthRow>(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month
         FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') AS m
       ), agg AS (
         SELECT to_char(departed_on, 'YYYY-MM') AS month, count(*) AS shipments, sum(teu) AS teu,
           count(*) FILTER (WHERE mode = 'FCL') AS fcl, count(*) FILTER (WHERE mode = 'LCL') AS lcl,
           sum(teu) FILTER (WHERE mode = 'FCL') AS fcl_teu, sum(teu) FILTER (WHERE mode = 'LCL') AS lcl_teu
         FROM analytics_facts WHERE ${where}
         GROUP BY 1
       )
       SELECT months.month, coalesce(agg.shipments, 0)::int AS shipments, coalesce(agg.teu, 0)::float8 AS teu,
         coalesce(agg.fcl, 0)::int AS "fclShipments", coalesce(agg.lcl, 0)::int AS "lclShipments",
         coalesce(agg.fcl_teu, 0)::float8 AS "fclTeu", coalesce(agg.lcl_teu, 0)::float8 AS "lclTeu"
       FROM months LEFT JOIN agg ON agg.month = months.month
       ORDER BY months.month`,
      params,
    );
    const out: ReportRow[] = rows.map((r) => ({ ...r, drill: { month: r.month } }));
    const totals = {
      shipments: rows.reduce((a, r) => a + r.shipments, 0),
      // TEU are hundredths (numeric(8,2)): summed as integers so 0.1 + 0.2 stays 0.3.
      teu: rows.reduce((a, r) => a + Math.round(r.teu * 100), 0) / 100,
    };
    return { rows: out, totals };
  },
};
