import { SqlParams, type Db } from '@portolan/sdk/server';
import { MILESTONES, ORDER_STATES, type Milestone, type OrderState } from '../../shared/states';
import type { OrdersSummary } from '../../shared/types';
import { orderFilterConditions, type OrderFilterQuery } from './orderFilters';

/** Orders that count in the milestone counters and the late counter (README "Summary"). */
const IN_PROGRESS_EXCLUDED: readonly OrderState[] = ['DRAFT', 'CANCELLED'];
const LATE_EXCLUDED: readonly OrderState[] = ['DRAFT', 'CANCELLED', 'CLOSED'];

/**
 * The orders counters of a company under the orders list's filters, in one statement: orders per status
 * (every state present), per milestone of orders neither DRAFT nor CANCELLED, the late orders among those
 * still running (not DRAFT, CANCELLED or CLOSED), and the total.
 */
export async function ordersSummary(db: Db, companyId: string, query: OrderFilterQuery): Promise<OrdersSummary> {
  const p = new SqlParams([companyId]);
  const where = ['o.company_id = $1', ...orderFilterConditions(query, p)].join(' AND ');
  const rows = await db.query<{ status: OrderState; milestone: Milestone; orders: number; late: number }>(
    `SELECT o.status, o.milestone, count(*)::int AS orders, count(*) FILTER (WHERE o.late)::int AS late
       FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id
      WHERE ${where} GROUP BY o.status, o.milestone`,
    p.values,
  );
  const statuses = Object.fromEntries(ORDER_STATES.map((s) => [s, 0])) as Record<OrderState, number>;
  const milestones = Object.fromEntries(MILESTONES.map((m) => [m, 0])) as Record<Milestone, number>;
  let late = 0;
  let total = 0;
  for (const r of rows.rows) {
    statuses[r.status] += r.orders;
    total += r.orders;
    if (!IN_PROGRESS_EXCLUDED.includes(r.status)) milestones[r.milestone] += r.orders;
    if (!LATE_EXCLUDED.includes(r.status)) late += r.late;
  }
  return { statuses, milestones, late, total };
}
