import Big from 'big.js';
import type { Db } from '@portolan/sdk/server';
import type { AggregateAnswer, RevenuePoint } from '../../shared/types';
import { aggregateScope, type AggregateQuery } from './aggregateScope';

/** `GET ORDERS_API.aggregateByRevenue`: the amounts of live lines per order month and supplier, in one currency. */
export async function revenueByMonth(db: Db, companyId: string, query: AggregateQuery): Promise<AggregateAnswer<RevenuePoint>> {
  const scope = await aggregateScope(db, companyId, query, true);
  const rows = await db.query<{ month: string; supplier_id: string; supplier_name: string; amount: string }>(
    `SELECT to_char(o.order_date, 'YYYY-MM') AS month, o.supplier_id, s.name AS supplier_name, sum(li.amount)::text AS amount
       FROM purchase_orders o JOIN order_line_items li ON li.order_id = o.id AND NOT li.cancelled JOIN company_master s ON s.id = o.supplier_id
      WHERE ${scope.where}
      GROUP BY 1, o.supplier_id, s.name ORDER BY 1, s.name, o.supplier_id`,
    scope.p.values,
  );
  const items = rows.rows.map((r) => ({ month: r.month, supplierId: String(r.supplier_id), supplierName: r.supplier_name, amount: new Big(r.amount).toFixed(2, Big.roundHalfUp) }));
  return { currency: scope.currency, currencies: scope.currencies, items };
}
