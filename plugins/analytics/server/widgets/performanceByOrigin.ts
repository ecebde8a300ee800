import type { ReportColumn, ReportRow, ReportSeries } from '@portolan/sdk/shared';
import { ON_TIME_TOLERANCE_HOURS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

/** The dimension an arrival-performance widget groups by: a column of analytics_facts and the drill key naming it. */
export interface ArrivalPerformanceBy {
  name: string;
  column: 'pol' | 'pod' | 'carrier';
  title: string;
  series: ReportSeries['kind'];
}

interface PerformanceRow {
  key: string | null;
  shipments: number;
  onTime: number;
  late: number;
  onTimePct: number | null;
  avgDelayDays: number | null;
}

/**
 * An arrival-performance widget (by origin, by destination, by carrier): per value of `by.column`, the
 * shipments that arrived in the range (`arrived_on` in it, delay known): how many, how many on time
 * (actual arrival at most ON_TIME_TOLERANCE_HOURS after the first promised ETA), how many late, the
 * on-time share (%, one decimal) and the average delay in days of the late ones. Busiest first. One
 * query (GROUPING SETS) also gives the totals { shipments, onTime, late, onTimePct, avgDelayDays }.
 *
 * Drill: a row's `drill` is `{ <column>: value, arrival: 'any' }` (its arrivals in the range), and its
 * `drillBy` maps each count to the records behind it: `onTime` → `{ …, arrival: 'onTime' }`, `late` →
 * `{ …, arrival: 'late' }` (the web's report helpers read `row.drillBy?.[measure]` before `row.drill`).
 */
export function arrivalPerformanceQuery(by: ArrivalPerformanceBy): WidgetQuery {
  const key = by.column;
  const columns: ReportColumn[] = [
    { key, title: by.title, type: 'text', dimension: true },
    { key: 'shipments', title: 'Arrivals', type: 'number' },
    { key: 'onTime', title: 'On time', type: 'number' },
    { key: 'late', title: 'Late', type: 'number' },
    { key: 'onTimePct', title: 'On time %', type: 'percent' },
    { key: 'avgDelayDays', title: 'Avg delay of late (days)', type: 'days' },
  ];
  const series: ReportSeries = by.series === 'stacked' ? { kind: 'stacked', x: key, y: ['onTime', 'late'] } : { kind: by.series, x: key, y: ['onTimePct'] };
  return {
    name: by.name,
    columns,
    series,
    drillKeys: [key, 'arrival'],
    async run(db, scope, filter) {
      const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: 'arrived_on', now: scope.now });
      const tol = ON_TIME_TOLERANCE_HOURS;
      const { rows } = await db.query<PerformanceRow & { grand: number }>(
        `SELECT ${key} AS key, grouping(${key}) AS grand, count(*)::int AS shipments,
           count(*) FILTER (WHERE delay_hours <= ${tol})::int AS "onTime",
           count(*) FILTER (WHERE delay_hours > ${tol})::int AS late,
           round(100.0 * count(*) FILTER (WHERE delay_hours <= ${tol}) / NULLIF(count(*), 0), 1)::float8 AS "onTimePct",
           round(avg(delay_hours) FILTER (WHERE delay_hours > ${tol}) / 24, 2)::float8 AS "avgDelayDays"
         FROM analytics_facts
         WHERE ${where} AND ata IS NOT NULL AND delay_hours IS NOT NULL
         GROUP BY GROUPING SETS ((${key}), ())
         ORDER BY grouping(${key}), count(*) DESC, ${key}`,
        params,
      );
      const grand = rows.find((r) => Number(r.grand) === 1);
      const out: ReportRow[] = rows
        .filter((r) => Number(r.grand) === 0)
        .map(({ key: value, grand: _grand, ...measures }) => {
          const at: Record<string, string> = { [key]: value as string };
          const drillBy = { onTime: { ...at, arrival: 'onTime' }, late: { ...at, arrival: 'late' } };
          const row: ReportRow = { [key]: value, ...measures, drill: { ...at, arrival: 'any' }, drillBy };
          return row;
        });
      const totals = grand
        ? { shipments: grand.shipments, onTime: grand.onTime, late: grand.late, onTimePct: grand.onTimePct, avgDelayDays: grand.avgDelayDays }
        : { shipments: 0, onTime: 0, late: 0, onTimePct: null, avgDelayDays: null };
      return { rows: out, totals, notes: [`On time: arrived at most ${tol} hours after the first promised ETA.`] };
    },
  };
}

/**
 * Performance By Origin: arrivals in the range per port of loading — arrivals, on time, late, on-time %
 * and the average delay (days) of the late ones ({@link arrivalPerformanceQuery}); drawn as horizontal
 * bars of on-time %; rows drill to `{ pol, arrival: 'any' }`, with `drillBy` for the on-time and late counts.
 */
export const performanceByOrigin: WidgetQuery = arrivalPerformanceQuery({ name: 'performanceByOrigin', column: 'pol', title: 'Port of loading', series: 'hbar' });
