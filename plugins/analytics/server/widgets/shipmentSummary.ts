import { SqlParams } from '@portolan/sdk/server';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';
import { inTransitSql } from './watchTowerExceptions';

/** Statuses in lifecycle order (every one gets a row, 0 when none). */
const STATUSES = [
  { status: 'BOOKED', title: 'Booked' },
  { status: 'IN_TRANSIT', title: 'In transit' },
  { status: 'ARRIVED', title: 'Arrived' },
  { status: 'DELIVERED', title: 'Delivered' },
  { status: 'CANCELLED', title: 'Cancelled' },
] as const;

/**
 * Shipment (SPEC §9 'Shipment'): shipments and TEU by status, for the shipments that departed (actual
 * departure day, else planned: `departed_on`) in the date range, plus every shipment at sea now that
 * departed before the range (in transit regardless of the range; never one departed after its end).
 * Carriers, origins, destinations and modes narrow it.
 *
 * Rows, one per status in lifecycle order: `{ status, statusTitle, shipments, teu, drill: { status } }`.
 * Chart: bars of shipments per status. Totals: shipments, teu, inTransit (at sea now).
 */
export const shipmentSummary: WidgetQuery = {
  name: 'shipmentSummary',
  columns: [
    { key: 'status', title: 'Status code', type: 'text', dimension: true },
    { key: 'statusTitle', title: 'Status', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
  ],
  series: { kind: 'bar', x: 'status', y: ['shipments'] },
  drillKeys: ['status'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const column = (name: string) => name;
    const result = await db.query<{ status: string; shipments: number; teu: number; in_transit: number }>(
      `SELECT status, count(*)::int AS shipments, coalesce(sum(teu), 0)::float8 AS teu,
              count(*) FILTER (WHERE ${inTransitSql(column)})::int AS in_transit
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')}
          AND (departed_on >= ${p.add(filter.from, 'date')} OR ${inTransitSql(column)})
        GROUP BY status`,
      p.values,
    );
    const byStatus = new Map(result.rows.map((r) => [r.status, r]));
    const rows = STATUSES.map(({ status, title }) => ({
      status,
      statusTitle: title,
      shipments: byStatus.get(status)?.shipments ?? 0,
      teu: byStatus.get(status)?.teu ?? 0,
      drill: { status },
    }));
    return {
      rows,
      totals: {
        shipments: rows.reduce((n, r) => n + r.shipments, 0),
        teu: Number(rows.reduce((n, r) => n + r.teu, 0).toFixed(2)),
        inTransit: result.rows.reduce((n, r) => n + r.in_transit, 0),
      },
      notes: ['Shipments departed in the period, plus those at sea now that departed before it.'],
    };
  },
};
