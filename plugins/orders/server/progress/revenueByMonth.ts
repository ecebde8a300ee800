import Big from 'big.js';
import type { Db } from '@portolan/sdk/server';
import type { AggregateAnswer, RevenuePoint } from '../../shared/types';
import { aggregateScope, type AggregateQuery } from './aggregateScope';

/**
 * `GET ORDERS_API.aggregateByRevenue`: the amounts of live lines per order month and supplier, in one
 * currency. An order's `total_amount` is exactly the sum of its live lines (refreshOrder keeps it), so
 * only orders are read: grouped by month and supplier id first, named after.
 */
export async function revenueByMonth(db: Db, companyId: string, query: AggregateQuery): Promise<AggregateAnswer<RevenuePoint>> {
  const scope = await aggregateScope(db, companyId, query, true);
  const rows = await db.query<{ month: string; supplier_id: string; supplier_name: string; amount: string }>(
    `SELECT to_char(x.month, 'YYYY-MM') AS month, x.supplier_id, s.name AS supplier_name, x.amount::text AS amount
       FROM (SELECT date_trunc('month', o.order_date) AS month, o.supplier_id, sum(o.total_amount) AS amount
               FROM purchase_orders o WHERE ${scope.where} GROUP BY 1, 2) x
       JOIN company_master s ON s.id = x.supplier_id
      ORDER BY x.month, s.name, x.supplier_id`,
    scope.p.values,
  );
  const items = rows.rows.map((r) => ({ month: r.month, supplierId: String(r.supplier_id), supplierName: r.supplier_name, amount: new Big(r.amount).toFixed(2, Big.roundHalfUp) }));
  return { currency: scope.currency, currencies: scope.currencies, items };
}
