import type { Db } from '@portolan/sdk/server';
import { DELAY_BUCKETS } from '../../shared/states';
import type { AggregateAnswer, DelayBucketCount } from '../../shared/types';
import { aggregateScope, type AggregateQuery } from './aggregateScope';

const bucketSql = (b: (typeof DELAY_BUCKETS)[number]) =>
  [b.from === null ? null : `li.delay_days >= ${b.from}`, b.to === null ? null : `li.delay_days <= ${b.to}`].filter(Boolean).join(' AND ');

/** `GET ORDERS_API.aggregateLineItemDelay`: live lines of counted orders per DELAY_BUCKETS (the line's delay_days), every bucket present. */
export async function lineDelayBuckets(db: Db, companyId: string, query: AggregateQuery): Promise<AggregateAnswer<DelayBucketCount>> {
  const scope = await aggregateScope(db, companyId, query, false);
  const row = await db.one<Record<string, number>>(
    `SELECT ${DELAY_BUCKETS.map((b) => `count(*) FILTER (WHERE ${bucketSql(b)})::int AS "${b.key}"`).join(', ')}
       FROM purchase_orders o JOIN order_line_items li ON li.order_id = o.id AND NOT li.cancelled
      WHERE ${scope.where}`,
    scope.p.values,
  );
  const items = DELAY_BUCKETS.map((b) => ({ bucket: b.key, title: b.title, count: Number(row?.[b.key] ?? 0) }));
  return { currency: scope.currency, currencies: scope.currencies, items };
}
