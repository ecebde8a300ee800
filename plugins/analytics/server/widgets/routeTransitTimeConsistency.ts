import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

/** How far (days) from its lane's median a transit may be and still count as consistent. */
export const CONSISTENCY_WINDOW_DAYS = 2;
/** The lanes shown: the busiest ones. */
export const TRANSIT_TOP_LANES = 25;

interface LaneRow {
  lane: string;
  pol: string;
  pod: string;
  shipments: number;
  median: number;
  p10: number;
  p90: number;
  min: number;
  max: number;
  stddev: number | null;
  consistency: number;
}

/**
 * Route Transit Time Consistency: per lane (`POL-POD`) of the shipments that arrived in the range
 * (`arrived_on` in it, actual departure and arrival known), the transit days (ata − atd): how many,
 * the median, 10th and 90th percentiles (`percentile_cont`, interpolated), min, max, sample standard
 * deviation (null for a single shipment) and the consistency: the share (%) of transits within
 * ±{@link CONSISTENCY_WINDOW_DAYS} days of the lane's median. The {@link TRANSIT_TOP_LANES} lanes
 * with most shipments, busiest first (then by lane). Drawn as the median with the p10–p90 band; each row
 * drills to `{ lane, arrival: 'any' }` (the arrivals of that lane in the range).
 */
export const routeTransitTimeConsistency: WidgetQuery = {
  name: 'routeTransitTimeConsistency',
  columns: [
    { key: 'lane', title: 'Lane', type: 'text', dimension: true },
    { key: 'pol', title: 'POL', type: 'text', dimension: true },
    { key: 'pod', title: 'POD', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'median', title: 'Median transit', type: 'days' },
    { key: 'p10', title: 'P10 transit', type: 'days' },
    { key: 'p90', title: 'P90 transit', type: 'days' },
    { key: 'min', title: 'Fastest', type: 'days' },
    { key: 'max', title: 'Slowest', type: 'days' },
    { key: 'stddev', title: 'Std deviation', type: 'days', digits: 2 },
    { key: 'consistency', title: `Within ±${CONSISTENCY_WINDOW_DAYS} days of median`, type: 'percent' },
  ],
  series: { kind: 'band', x: 'lane', y: ['median'], band: ['p10', 'p90'] },
  drillKeys: ['lane', 'arrival'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: 'arrived_on', now: scope.now });
    const { rows } = await db.query<LaneRow>(
      `WITH f AS (
         SELECT pol, pod, transit_days::float8 AS t FROM analytics_facts
         WHERE ${where} AND atd IS NOT NULL AND ata IS NOT NULL AND transit_days IS NOT NULL
       ), lanes AS (
         SELECT pol, pod, count(*) AS shipments,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY t) AS median,
           percentile_cont(0.1) WITHIN GROUP (ORDER BY t) AS p10,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY t) AS p90,
           min(t) AS min, max(t) AS max, stddev_samp(t) AS stddev
         FROM f GROUP BY pol, pod
         ORDER BY count(*) DESC, pol, pod
         LIMIT ${TRANSIT_TOP_LANES}
       )
       SELECT l.pol || '-' || l.pod AS lane, l.pol, l.pod, l.shipments::int AS shipments,
         round(l.median::numeric, 2)::float8 AS median, round(l.p10::numeric, 2)::float8 AS p10, round(l.p90::numeric, 2)::float8 AS p90,
         round(l.min::numeric, 2)::float8 AS min, round(l.max::numeric, 2)::float8 AS max, round(l.stddev::numeric, 2)::float8 AS stddev,
         round(100.0 * count(*) FILTER (WHERE abs(f.t - l.median) <= ${CONSISTENCY_WINDOW_DAYS} + 1e-9) / l.shipments, 1)::float8 AS consistency
       FROM lanes l JOIN f ON f.pol = l.pol AND f.pod = l.pod
       GROUP BY l.pol, l.pod, l.shipments, l.median, l.p10, l.p90, l.min, l.max, l.stddev
       ORDER BY l.shipments DESC, l.pol, l.pod`,
      params,
    );
    return {
      rows: rows.map((r) => ({ ...r, drill: { lane: r.lane, arrival: 'any' } })),
      notes: [`Transit: actual arrival − actual departure. Consistency: share of transits within ±${CONSISTENCY_WINDOW_DAYS} days of the lane's median.`],
    };
  },
};
