import { todayUtc, type Db } from '@portolan/sdk/server';
import type { AggregateAnswer, SupplierPerformance } from '../../shared/types';
import { aggregateScope, type AggregateQuery } from './aggregateScope';

/** A share or average to one decimal, from exact integers (half up). */
const oneDecimal = (numerator: number, denominator: number) => (denominator ? Math.round((numerator * 10) / denominator) / 10 : 0);

/**
 * `GET ORDERS_API.aggregateLineItemPerformance`: per supplier, its live lines whose cargo-ready day is
 * due (an actual day, or the planned day has passed without one); on time when cargo was ready by the
 * planned day, else late by (actual or today) − planned days. onTimePct and averageDelayDays (of the
 * late lines) to one decimal. Suppliers by name.
 */
export async function supplierPerformance(db: Db, companyId: string, query: AggregateQuery, today = todayUtc()): Promise<AggregateAnswer<SupplierPerformance>> {
  const scope = await aggregateScope(db, companyId, query, false);
  const t = scope.p.add(today, 'date');
  const rows = await db.query<{ supplier_id: string; supplier_name: string; lines: number; late: number; late_days: number | null }>(
    `SELECT x.supplier_id, s.name AS supplier_name, x.lines, x.late, x.late_days
       FROM (SELECT o.supplier_id, count(*)::int AS lines, count(*) FILTER (WHERE d.delay > 0)::int AS late, sum(d.delay)::int AS late_days
               FROM purchase_orders o JOIN order_line_items li ON li.order_id = o.id AND NOT li.cancelled
               JOIN order_milestones m ON m.line_item_id = li.id AND m.milestone = 'CARGO_READY' AND m.company_id = $1
               CROSS JOIN LATERAL (SELECT CASE WHEN m.planned_date IS NULL THEN 0 ELSE greatest(0, coalesce(m.actual_date, ${t}) - m.planned_date) END AS delay) d
              WHERE ${scope.where} AND (m.actual_date IS NOT NULL OR m.planned_date < ${t})
              GROUP BY o.supplier_id) x
       JOIN company_master s ON s.id = x.supplier_id
      ORDER BY s.name, x.supplier_id`,
    scope.p.values,
  );
  const items = rows.rows.map((r) => ({
    supplierId: String(r.supplier_id), supplierName: r.supplier_name, lines: r.lines, onTime: r.lines - r.late, late: r.late,
    onTimePct: oneDecimal((r.lines - r.late) * 100, r.lines), averageDelayDays: oneDecimal(Number(r.late_days ?? 0), r.late),
  }));
  return { currency: scope.currency, currencies: scope.currencies, items };
}
