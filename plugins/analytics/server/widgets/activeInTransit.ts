import { SqlParams } from '@portolan/sdk/server';
import { ON_TIME_TOLERANCE_HOURS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';
import { delayedSql, inTransitSql } from './watchTowerExceptions';

const column = (name: string) => name;

/**
 * Active Shipments In Transit: the shipments at sea now (departed, not arrived at the POD, not
 * cancelled), per carrier: how many are on schedule, how many delayed (current ETA more than
 * ON_TIME_TOLERANCE_HOURS after the first promised ETA), and their TEU. A "now" widget: the date range
 * does not restrict it, except that shipments departed after the range's last day are left out;
 * carriers, origins, destinations and modes narrow it.
 *
 * Rows (most shipments first): `{ carrier, onSchedule, delayed, shipments, teu, drill: { carrier,
 * inTransit: 'any' }, drillBy: { onSchedule: { carrier, inTransit: 'onSchedule' }, delayed: { carrier,
 * inTransit: 'delayed' } } }` (the web opens `drillBy[measure]` for a bar segment, else `drill`).
 * Chart: stacked bars per carrier, on schedule and delayed. Totals: shipments, delayed, teu.
 */
export const activeInTransit: WidgetQuery = {
  name: 'activeInTransit',
  columns: [
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'onSchedule', title: 'On schedule', type: 'number' },
    { key: 'delayed', title: 'Delayed', type: 'number' },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'stacked', x: 'carrier', y: ['onSchedule', 'delayed'] },
  drillKeys: ['carrier', 'inTransit'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const result = await db.query<{ carrier: string; on_schedule: number; delayed: number; shipments: number; teu: number }>(
      `SELECT carrier,
              count(*) FILTER (WHERE NOT ${delayedSql(column)})::int AS on_schedule,
              count(*) FILTER (WHERE ${delayedSql(column)})::int AS delayed,
              count(*)::int AS shipments,
              coalesce(sum(teu), 0)::float8 AS teu
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')} AND ${inTransitSql(column)}
        GROUP BY carrier
        ORDER BY shipments DESC, carrier`,
      p.values,
    );
    const rows = result.rows.map((r) => ({
      carrier: r.carrier,
      onSchedule: r.on_schedule,
      delayed: r.delayed,
      shipments: r.shipments,
      teu: r.teu,
      drill: { carrier: r.carrier, inTransit: 'any' },
      drillBy: { onSchedule: { carrier: r.carrier, inTransit: 'onSchedule' }, delayed: { carrier: r.carrier, inTransit: 'delayed' } },
    }));
    return {
      rows,
      totals: {
        shipments: rows.reduce((n, r) => n + r.shipments, 0),
        delayed: rows.reduce((n, r) => n + r.delayed, 0),
        teu: Number(rows.reduce((n, r) => n + r.teu, 0).toFixed(2)),
      },
      notes: [`Delayed: the current ETA is more than ${ON_TIME_TOLERANCE_HOURS} h after the first promised ETA.`],
    };
  },
};
