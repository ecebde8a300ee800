import { SqlParams } from '@portolan/sdk/server';
import { addDays, portName, type ReportColumn } from '@portolan/sdk/shared';
import { APPROACHING_DESTINATION_DAYS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

const DAY_MS = 86_400_000;
/** UTC weeks the window touches: now's week and the following ones up to now + APPROACHING_DESTINATION_DAYS. */
const WEEKS = Math.floor(APPROACHING_DESTINATION_DAYS / 7) + 1;
const WEEK_KEYS = Array.from({ length: WEEKS }, (_, i) => `w${i}`);
const weekTitle = (i: number) => (i === 0 ? 'This week' : i === 1 ? 'Next week' : `In ${i} weeks`);

/** Monday (YYYY-MM-DD) of the UTC week of an instant. */
function mondayOf(date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/**
 * Shipments Approaching Destination By POD: shipments not yet arrived at their POD (no ATA, not
 * cancelled) whose current ETA falls between now and now + APPROACHING_DESTINATION_DAYS days, per
 * POD and per UTC week (weeks start on Monday) of that ETA. A "now" widget: the date range does not
 * restrict it, except that shipments departed after its last day are left out.
 *
 * The weeks are columns: `w0` "This week" (the week of now), `w1` "Next week", `w2` "In 2 weeks" (the
 * window ends in it). Rows (busiest POD first): `{ pod, portName, w0, w1, w2, shipments, teu,
 * drill: { pod }, drillBy: { w0: { pod, dueWeek: <Monday of this week> }, … } }`. Chart: bars per POD
 * stacked by week (`kind 'stacked', x 'pod', y ['w0','w1','w2']`). Totals: shipments, teu and each
 * week's count; the notes name each week's Monday.
 */
export const approachingDestinationByPod: WidgetQuery = {
  name: 'approachingDestinationByPod',
  columns: [
    { key: 'pod', title: 'Port of discharge', type: 'text', dimension: true },
    { key: 'portName', title: 'Port name', type: 'text' },
    ...WEEK_KEYS.map((key, i): ReportColumn => ({ key, title: weekTitle(i), type: 'number' })),
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'stacked', x: 'pod', y: WEEK_KEYS },
  drillKeys: ['pod', 'dueWeek'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const mondays = WEEK_KEYS.map((_, i) => addDays(mondayOf(scope.now), 7 * i));
    const week0 = p.add(mondays[0], 'date');
    const perWeek = WEEK_KEYS.map((key, i) => `count(*) FILTER (WHERE (date_trunc('week', eta AT TIME ZONE 'UTC')::date - ${week0}) = ${i * 7})::int AS ${key}`);
    const result = await db.query<Record<string, number> & { pod: string; shipments: number; teu: number }>(
      `SELECT pod, ${perWeek.join(', ')}, count(*)::int AS shipments, coalesce(sum(teu), 0)::float8 AS teu
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')} AND ata IS NULL AND status <> 'CANCELLED'
          AND eta >= ${p.add(scope.now.toISOString(), 'timestamptz')}
          AND eta <= ${p.add(new Date(scope.now.getTime() + APPROACHING_DESTINATION_DAYS * DAY_MS).toISOString(), 'timestamptz')}
        GROUP BY pod
        ORDER BY shipments DESC, pod`,
      p.values,
    );
    const rows = result.rows.map((r) => ({
      pod: r.pod,
      portName: portName(r.pod) ?? r.pod,
      ...Object.fromEntries(WEEK_KEYS.map((key) => [key, r[key]])),
      shipments: r.shipments,
      teu: r.teu,
      drill: { pod: r.pod },
      drillBy: Object.fromEntries(WEEK_KEYS.map((key, i) => [key, { pod: r.pod, dueWeek: mondays[i] }])),
    }));
    const sum = (key: string) => rows.reduce((n, r) => n + (r as unknown as Record<string, number>)[key], 0);
    return {
      rows,
      totals: {
        shipments: sum('shipments'),
        teu: Number(sum('teu').toFixed(2)),
        ...Object.fromEntries(WEEK_KEYS.map((key) => [key, sum(key)])),
      },
      notes: [
        `Not yet arrived, due at the POD within ${APPROACHING_DESTINATION_DAYS} days of now (current ETA).`,
        WEEK_KEYS.map((_, i) => `${weekTitle(i)}: week of ${mondays[i]}`).join('; '),
      ],
    };
  },
};
