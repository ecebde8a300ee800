import { REPORT_MODES } from '@portolan/sdk/shared';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

/**
 * Multimodal: shipments and TEU departed in the date range (`departed_on`), not cancelled, by mode
 * (FCL, LCL) and routing: direct (no transshipment port) or via transshipment (one or more).
 * Carriers, origins, destinations and modes narrow it.
 *
 * Rows, one per mode (both, or those of the filter's modes): `{ mode, direct, transshipment,
 * shipments, directTeu, transshipmentTeu, teu, drill: { mode }, drillBy: { direct: { mode, routing:
 * 'direct' }, transshipment: { mode, routing: 'transshipment' } } }`. Chart: bars per mode stacked by
 * routing. Totals: shipments, teu, direct, transshipment.
 */
export const multimodal: WidgetQuery = {
  name: 'multimodal',
  columns: [
    { key: 'mode', title: 'Mode', type: 'text', dimension: true },
    { key: 'direct', title: 'Direct', type: 'number' },
    { key: 'transshipment', title: 'Via transshipment', type: 'number' },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'directTeu', title: 'Direct TEU', type: 'number', digits: 2 },
    { key: 'transshipmentTeu', title: 'Via transshipment TEU', type: 'number', digits: 2 },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'stacked', x: 'mode', y: ['direct', 'transshipment'] },
  drillKeys: ['mode', 'routing'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: 'departed_on', now: scope.now });
    const direct = 'cardinality(transshipment_ports) = 0';
    const result = await db.query<{ mode: string; direct: number; transshipment: number; shipments: number; direct_teu: number; transshipment_teu: number; teu: number }>(
      `SELECT mode,
              count(*) FILTER (WHERE ${direct})::int AS direct,
              count(*) FILTER (WHERE NOT ${direct})::int AS transshipment,
              count(*)::int AS shipments,
              coalesce(sum(teu) FILTER (WHERE ${direct}), 0)::float8 AS direct_teu,
              coalesce(sum(teu) FILTER (WHERE NOT ${direct}), 0)::float8 AS transshipment_teu,
              coalesce(sum(teu), 0)::float8 AS teu
         FROM analytics_facts
        WHERE ${where} AND status <> 'CANCELLED'
        GROUP BY mode`,
      params,
    );
    const byMode = new Map(result.rows.map((r) => [r.mode, r]));
    const modes = filter.modes.length > 0 ? REPORT_MODES.filter((m) => filter.modes.includes(m)) : REPORT_MODES;
    const rows = modes.map((mode) => {
      const r = byMode.get(mode);
      return {
        mode,
        direct: r?.direct ?? 0,
        transshipment: r?.transshipment ?? 0,
        shipments: r?.shipments ?? 0,
        directTeu: r?.direct_teu ?? 0,
        transshipmentTeu: r?.transshipment_teu ?? 0,
        teu: r?.teu ?? 0,
        drill: { mode },
        drillBy: { direct: { mode, routing: 'direct' }, transshipment: { mode, routing: 'transshipment' } },
      };
    });
    const sum = (key: 'direct' | 'transshipment' | 'shipments' | 'teu') => rows.reduce((n, r) => n + r[key], 0);
    return {
      rows,
      totals: { shipments: sum('shipments'), teu: Number(sum('teu').toFixed(2)), direct: sum('direct'), transshipment: sum('transshipment') },
    };
  },
};
