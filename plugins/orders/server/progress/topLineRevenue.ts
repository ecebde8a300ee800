import Big from 'big.js';
import type { Db } from '@portolan/sdk/server';
import type { AggregateAnswer, LineRevenue } from '../../shared/types';
import { aggregateScope, type AggregateQuery } from './aggregateScope';

/** How many SKUs the top list shows. */
export const TOP_SKUS = 20;

/**
 * `GET ORDERS_API.aggregateLineItemRevenue`: the 20 SKUs (per unit) with the largest amount of live lines
 * in one currency (a SKU's description: the last in alphabetical order when its lines differ); quantities summed.
 */
export async function topLineRevenue(db: Db, companyId: string, query: AggregateQuery): Promise<AggregateAnswer<LineRevenue>> {
  const scope = await aggregateScope(db, companyId, query, true);
  const rows = await db.query<{ sku: string; description: string; quantity: string; unit: string; amount: string }>(
    `SELECT li.sku, max(li.description) AS description, sum(li.quantity)::text AS quantity, li.unit, sum(li.amount)::text AS amount
       FROM purchase_orders o JOIN order_line_items li ON li.order_id = o.id AND NOT li.cancelled
      WHERE ${scope.where}
      GROUP BY li.sku, li.unit ORDER BY sum(li.amount) DESC, li.sku LIMIT ${TOP_SKUS}`,
    scope.p.values,
  );
  const items = rows.rows.map((r) => ({ sku: r.sku, description: r.description, quantity: new Big(r.quantity).toString(), unit: r.unit, amount: new Big(r.amount).toFixed(2, Big.roundHalfUp) }));
  return { currency: scope.currency, currencies: scope.currencies, items };
}
