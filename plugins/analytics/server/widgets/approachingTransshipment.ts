import { SqlParams } from '@portolan/sdk/server';
import { portName } from '@portolan/sdk/shared';
import { APPROACHING_TRANSSHIPMENT_DAYS } from '../../shared/widgets';
import type { WidgetQuery } from './WidgetQuery';
import { factFilterSql } from './factFilterSql';

const DAY_MS = 86_400_000;

/**
 * Shipments Approaching Transshipment: shipments whose next transshipment port is due between now and
 * now + APPROACHING_TRANSSHIPMENT_DAYS days (`next_transshipment_eta`), not cancelled, per that port:
 * shipments, TEU and the earliest ETA there (ISO 8601). A "now" widget: the date range does not
 * restrict it, except that shipments departed after its last day are left out.
 *
 * Rows (soonest port first): `{ transshipmentPort, portName, shipments, teu, earliestEta,
 * drill: { transshipmentPort } }`. Chart: horizontal bars of shipments per port. Totals: shipments, teu.
 */
export const approachingTransshipment: WidgetQuery = {
  name: 'approachingTransshipment',
  columns: [
    { key: 'transshipmentPort', title: 'Transshipment port', type: 'text', dimension: true },
    { key: 'portName', title: 'Port name', type: 'text' },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 2 },
    { key: 'earliestEta', title: 'Earliest ETA', type: 'date' },
  ],
  series: { kind: 'hbar', x: 'transshipmentPort', y: ['shipments'] },
  drillKeys: ['transshipmentPort'],
  async run(db, scope, filter) {
    const { where, params } = factFilterSql(filter, { companyId: scope.companyId, dateColumn: null, now: scope.now });
    const p = new SqlParams(params);
    const from = p.add(scope.now.toISOString(), 'timestamptz');
    const until = p.add(new Date(scope.now.getTime() + APPROACHING_TRANSSHIPMENT_DAYS * DAY_MS).toISOString(), 'timestamptz');
    const result = await db.query<{ port: string; shipments: number; teu: number; earliest: Date | string }>(
      `SELECT next_transshipment_port AS port, count(*)::int AS shipments, coalesce(sum(teu), 0)::float8 AS teu,
              min(next_transshipment_eta) AS earliest
         FROM analytics_facts
        WHERE ${where} AND departed_on <= ${p.add(filter.to, 'date')} AND status <> 'CANCELLED'
          AND next_transshipment_port IS NOT NULL AND next_transshipment_eta >= ${from} AND next_transshipment_eta <= ${until}
        GROUP BY next_transshipment_port
        ORDER BY earliest, port`,
      p.values,
    );
    const rows = result.rows.map((r) => ({
      transshipmentPort: r.port,
      portName: portName(r.port) ?? r.port,
      shipments: r.shipments,
      teu: r.teu,
      earliestEta: new Date(r.earliest).toISOString(),
      drill: { transshipmentPort: r.port },
    }));
    return {
      rows,
      totals: { shipments: rows.reduce((n, r) => n + r.shipments, 0), teu: Number(rows.reduce((n, r) => n + r.teu, 0).toFixed(2)) },
      notes: [`Due at their next transshipment port within ${APPROACHING_TRANSSHIPMENT_DAYS} days of now.`],
    };
  },
};
