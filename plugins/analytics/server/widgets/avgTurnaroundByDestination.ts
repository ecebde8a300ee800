import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

interface TurnaroundRow {
  pod: string | null;
  grand: number;
  shipments: number;
  avgDays: number | null;
  medianDays: number | null;
}

/**
 * Avg Turnaround Time By Destination: per port of discharge, the shipments that arrived in the range
 * (`arrived_on` in it) and whose last empty container is back (`empty_return_at` known): how many, and the
 * average and median days from vessel arrival (ata) to the empty return (exact hours / 24, two decimals).
 * Busiest first; totals `{ shipments, avgDays }` over all ports (one GROUPING SETS query). Horizontal bars
 * of the average; each row drills to `{ pod, arrival: 'any' }` (the port's arrivals in the range, which
 * also lists those whose empties are not back yet).
 */
export const avgTurnaroundByDestination: WidgetQuery = {
  name: 'avgTurnaroundByDestination',
  columns: [
    { key: 'pod', title: 'Port of discharge', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'avgDays', title: 'Avg turnaround', type: 'days' },
    { key: 'medianDays', title: 'Median turnaround', type: 'days' },
  ],
  series: { kind: 'hbar', x: 'pod', y: ['avgDays'] },
  drillKeys: ['pod', 'arrival'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: 'arrived_on', now: scope.now });
    const { rows } = await db.query<TurnaroundRow>(
      `WITH f AS (
         SELECT pod, extract(epoch FROM (empty_return_at - ata))::float8 / 86400 AS d FROM analytics_facts
         WHERE ${where} AND ata IS NOT NULL AND empty_return_at IS NOT NULL
       )
       SELECT pod, grouping(pod) AS grand, count(*)::int AS shipments,
         round(avg(d)::numeric, 2)::float8 AS "avgDays",
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY d))::numeric, 2)::float8 AS "medianDays"
       FROM f GROUP BY GROUPING SETS ((pod), ())
       ORDER BY grouping(pod), count(*) DESC, pod`,
      params,
    );
    const grand = rows.find((r) => Number(r.grand) === 1);
    return {
      rows: rows.filter((r) => Number(r.grand) === 0).map(({ grand: _grand, ...r }) => ({ ...r, drill: { pod: r.pod as string, arrival: 'any' } })),
      totals: { shipments: grand?.shipments ?? 0, avgDays: grand?.avgDays ?? null },
      notes: ['Turnaround: vessel arrival at the port of discharge to the last empty container returned.'],
    };
  },
};
