import { SqlParams } from '@portolan/sdk/server';
import { ON_TIME_TOLERANCE_HOURS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';
import { WATCH_TOWER_EXCEPTIONS } from './watchTowerExceptions';

/** How many example references a row names. */
const EXAMPLES = 3;

/**
 * Watch Tower: the exceptions that need action now, one row per kind (watchTowerExceptions.ts, in this
 * order, a kind with none included at 0): late departure (not departed 24 h after its ETD), ETA slipped
 * (at sea, ETA beyond the first promised one + tolerance), long transshipment dwell (waiting > 5 days),
 * arrived not collected (ATA > 3 days ago, not gated out nor delivered), empty not returned (FCL gated out > 10 days
 * ago). A "now" widget: the date range does not restrict it, except that shipments departed after its
 * last day are left out; carriers, origins, destinations and modes narrow it.
 *
 * Rows: `{ kind, title, shipments, examples: 'REF-1, REF-2, REF-3' (most urgent first),
 * drill: { exception: kind } }`. Chart: horizontal bars of shipments per exception title.
 * Totals: exceptions (the rows' sum), shipments (distinct shipments with at least one exception).
 */
export const watchTower: WidgetQuery = {
  name: 'watchTower',
  columns: [
    { key: 'kind', title: 'Exception kind', type: 'text', dimension: true },
    { key: 'title', title: 'Exception', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'examples', title: 'Examples', type: 'text' },
  ],
  series: { kind: 'hbar', x: 'title', y: ['shipments'] },
  drillKeys: ['exception'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const column = (name: string) => name;
    const conditions = WATCH_TOWER_EXCEPTIONS.map((e) => `(${e.condition({ column, param: (v, cast) => p.add(v, cast), now: scope.now, toleranceHours: ON_TIME_TOLERANCE_HOURS })})`);
    const measures = WATCH_TOWER_EXCEPTIONS.map(
      (e, i) => `count(*) FILTER (WHERE ${conditions[i]})::int AS c${i},
                 (array_agg(reference ORDER BY ${e.urgency}, reference) FILTER (WHERE ${conditions[i]}))[1:${EXAMPLES}] AS e${i}`,
    );
    const row = await db.one<Record<string, number | string[] | null>>(
      `SELECT ${measures.join(', ')}, count(*) FILTER (WHERE ${conditions.join(' OR ')})::int AS shipments
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')}`,
      p.values,
    );
    const rows = WATCH_TOWER_EXCEPTIONS.map((e, i) => ({
      kind: e.kind,
      title: e.title,
      shipments: Number(row?.[`c${i}`] ?? 0),
      examples: ((row?.[`e${i}`] as string[] | null) ?? []).join(', '),
      drill: { exception: e.kind },
    }));
    return {
      rows,
      totals: { exceptions: rows.reduce((n, r) => n + r.shipments, 0), shipments: Number(row?.shipments ?? 0) },
      notes: WATCH_TOWER_EXCEPTIONS.map((e) => `${e.title}: ${e.description}`),
    };
  },
};
