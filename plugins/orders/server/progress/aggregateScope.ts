import { SqlParams, type Db } from '@portolan/sdk/server';

/** `?from=&to=` (order days, inclusive), `supplierId`, `currency` of the aggregates. */
export interface AggregateQuery {
  from?: string;
  to?: string;
  supplierId?: string;
  currency?: string;
}

const DAY = { type: 'string', format: 'date', maxLength: 10 } as const;
export const AGGREGATE_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { from: DAY, to: DAY, supplierId: { type: 'string', format: 'uuid' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
} as const;

/** What every aggregate counts: orders past DRAFT and not CANCELLED, their lines not cancelled. */
const COUNTED = "o.status NOT IN ('DRAFT', 'CANCELLED')";

export interface AggregateScope {
  currency: string;
  currencies: string[];
  /** SQL conditions on orders `o` (`$1` the company), with their parameters in `p`. */
  where: string;
  p: SqlParams;
}

/**
 * The scope of an aggregate: the company's counted orders in the order-day range and of the supplier.
 * The currency is the one asked for, else the company's most used (most orders; USD when it has none);
 * `currencies` are those its orders use, most used first. `byCurrency` false: amounts are not summed
 * (delays, performance), so orders of every currency count.
 */
export async function aggregateScope(db: Db, companyId: string, query: AggregateQuery, byCurrency: boolean): Promise<AggregateScope> {
  const used = await db.query<{ currency: string }>(
    `SELECT o.currency FROM purchase_orders o WHERE o.company_id = $1 AND ${COUNTED} GROUP BY o.currency ORDER BY count(*) DESC, o.currency`,
    [companyId],
  );
  const currencies = used.rows.map((r) => r.currency);
  const currency = query.currency ?? currencies[0] ?? 'USD';
  const p = new SqlParams([companyId]);
  const where = ['o.company_id = $1', COUNTED];
  if (byCurrency) where.push(`o.currency = ${p.add(currency)}`);
  if (query.from) where.push(`o.order_date >= ${p.add(query.from, 'date')}`);
  if (query.to) where.push(`o.order_date <= ${p.add(query.to, 'date')}`);
  if (query.supplierId) where.push(`o.supplier_id = ${p.add(query.supplierId, 'uuid')}`);
  return { currency, currencies, where: where.join(' AND '), p };
}
