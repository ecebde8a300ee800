import { SqlParams } from '@portolan/sdk/server';
import { portName, type ReportColumn } from '@portolan/sdk/shared';
import { AGEING_BUCKETS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

const DAY_MS = 86_400_000;
const BUCKET_KEYS = AGEING_BUCKETS.map((b) => b.key);
for (const key of BUCKET_KEYS) if (!/^[a-z][A-Za-z0-9_]*$/.test(key)) throw new Error(`Ageing bucket key "${key}" is not an SQL name`);

/**
 * Transshipment Ageing By POD: shipments waiting at a transshipment port now (arrived there, not yet
 * departed: `waiting_port` set), per final POD, counted per AGEING_BUCKETS bucket of whole days waited
 * (floor((now − waiting_since) / 1 day): 0–2, 3–5, 6–9, 10+). A "now" widget: the date range does not
 * restrict it, except that shipments departed after its last day are left out.
 *
 * Rows (most waiting first): `{ pod, portName, d0_2, d3_5, d6_9, d10, shipments, teu, drill: { pod },
 * drillBy: { d0_2: { pod, ageing: 'd0_2' }, … } }`. Chart: bars per POD stacked by bucket.
 * Totals: shipments, teu and each bucket's count.
 */
export const transshipmentAgeingByPod: WidgetQuery = {
  name: 'transshipmentAgeingByPod',
  columns: [
    { key: 'pod', title: 'Port of discharge', type: 'text', dimension: true },
    { key: 'portName', title: 'Port name', type: 'text' },
    ...AGEING_BUCKETS.map((b): ReportColumn => ({ key: b.key, title: b.title, type: 'number' })),
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'stacked', x: 'pod', y: BUCKET_KEYS },
  drillKeys: ['pod', 'ageing'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const daysAgo = (days: number) => p.add(new Date(scope.now.getTime() - days * DAY_MS).toISOString(), 'timestamptz');
    // Waited at least `min` whole days and fewer than `max`: waiting_since ≤ now − min days and > now − max days.
    const perBucket = AGEING_BUCKETS.map(
      (b) => `count(*) FILTER (WHERE waiting_since <= ${daysAgo(b.min)}${b.max === null ? '' : ` AND waiting_since > ${daysAgo(b.max)}`})::int AS ${b.key}`,
    );
    const result = await db.query<Record<string, number> & { pod: string; shipments: number; teu: number }>(
      `SELECT pod, ${perBucket.join(', ')}, count(*)::int AS shipments, coalesce(sum(teu), 0)::float8 AS teu
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')}
          AND waiting_port IS NOT NULL AND waiting_since <= ${p.add(scope.now.toISOString(), 'timestamptz')}
        GROUP BY pod
        ORDER BY shipments DESC, pod`,
      p.values,
    );
    const rows = result.rows.map((r) => ({
      pod: r.pod,
      portName: portName(r.pod) ?? r.pod,
      ...Object.fromEntries(BUCKET_KEYS.map((key) => [key, r[key]])),
      shipments: r.shipments,
      teu: r.teu,
      drill: { pod: r.pod },
      drillBy: Object.fromEntries(BUCKET_KEYS.map((key) => [key, { pod: r.pod, ageing: key }])),
    }));
    const sum = (key: string) => rows.reduce((n, r) => n + (r as unknown as Record<string, number>)[key], 0);
    return {
      rows,
      totals: { shipments: sum('shipments'), teu: Number(sum('teu').toFixed(2)), ...Object.fromEntries(BUCKET_KEYS.map((key) => [key, sum(key)])) },
      notes: ['Days waited: whole days since the shipment arrived at the transshipment port it waits at now.'],
    };
  },
};
