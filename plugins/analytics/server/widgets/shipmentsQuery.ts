import { sqlIso, type ReportDefinition } from '@portolan/sdk/server';
import type { ReportRow } from '@portolan/sdk/shared';
import { SHIPMENT_DRILL_KEYS } from '../../shared/types';
import { drillDateColumn, factFilterSql } from './factFilterSql';
// The Watch Tower's exception kinds register themselves with factFilterSql: loaded here so drill.exception works wherever this query runs.
import './watchTowerExceptions';

/** The drill list shows at most this many shipments (the total says how many match). */
export const SHIPMENTS_LIST_LIMIT = 500;

/**
 * `shipmentsQuery`: the drill list — the shipments behind any widget's bar or point. The filter and
 * every SHIPMENT_DRILL_KEYS key apply (factFilterSql); the date range is on the departure day unless the
 * drill implies another (`drillDateColumn`: `arrival` → arrival day; in transit, waiting, ageing, due
 * week, exception → no range, they are "now"). Newest departure first (then reference), at most
 * {@link SHIPMENTS_LIST_LIMIT} rows; totals `{ shipments }` count them all. Times are ISO 8601 (UTC);
 * `delayDays` is actual arrival − first promised ETA, `transitDays` actual arrival − actual departure;
 * `shipmentId` and `href` (`/shipments/<id>`) link each row to its shipment.
 */
export const shipmentsQuery: Omit<ReportDefinition, 'access'> = {
  name: 'shipments',
  title: 'Shipments',
  description: 'The shipments behind a report: filter and drill keys applied.',
  area: 'analytics',
  columns: [
    { key: 'reference', title: 'Reference', type: 'text' },
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'pol', title: 'POL', type: 'text', dimension: true },
    { key: 'pod', title: 'POD', type: 'text', dimension: true },
    { key: 'mode', title: 'Mode', type: 'text', dimension: true },
    { key: 'status', title: 'Status', type: 'text', dimension: true },
    { key: 'etd', title: 'ETD', type: 'date' },
    { key: 'eta', title: 'ETA', type: 'date' },
    { key: 'firstEta', title: 'First ETA', type: 'date' },
    { key: 'atd', title: 'ATD', type: 'date' },
    { key: 'ata', title: 'ATA', type: 'date' },
    { key: 'delayDays', title: 'Delay (days)', type: 'days' },
    { key: 'transitDays', title: 'Transit (days)', type: 'days' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
    { key: 'shipmentId', title: 'Shipment id', type: 'text' },
  ],
  series: { kind: 'table', x: 'reference', y: [] },
  drillKeys: [...SHIPMENT_DRILL_KEYS],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: drillDateColumn(filter.drill), now: scope.now });
    const { rows } = await db.query<ReportRow & { total: number }>(
      `SELECT reference, carrier, pol, pod, mode, status,
         ${sqlIso('etd')} AS etd, ${sqlIso('eta')} AS eta, ${sqlIso('first_eta')} AS "firstEta", ${sqlIso('atd')} AS atd, ${sqlIso('ata')} AS ata,
         round(delay_hours / 24, 2)::float8 AS "delayDays", transit_days::float8 AS "transitDays", teu::float8 AS teu,
         shipment_id::text AS "shipmentId", count(*) OVER ()::int AS total
       FROM analytics_facts WHERE ${where}
       ORDER BY departed_on DESC, reference DESC, shipment_id
       LIMIT ${SHIPMENTS_LIST_LIMIT}`,
      params,
    );
    return { rows: rows.map(({ total: _total, ...row }) => ({ ...row, href: `/shipments/${String(row.shipmentId)}` })), totals: { shipments: rows[0]?.total ?? 0 } };
  },
};
