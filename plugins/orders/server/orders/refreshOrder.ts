import Big from 'big.js';
import { todayUtc, type Db } from '@portolan/sdk/server';
import { MILESTONES, type Milestone } from '../../shared/states';
import { leastMilestone, lineProgress, type MilestoneDay } from './lineProgress';

/**
 * Recomputes what an order derives from its lines, in the caller's transaction, after any change to its
 * lines or milestones: each line's milestone and delay (lineProgress), the order-level milestone rows
 * (planned: the earliest planned day of its open lines; actual: once every open line has one, the
 * latest), the order's milestone (its least advanced open line), late flag, largest delay and total.
 * `today` is the UTC day (tests pass one).
 */
export async function refreshOrder(tx: Db, orderId: string, today = todayUtc()): Promise<void> {
  const lines = await tx.query<{ id: string; amount: string; cancelled: boolean }>('SELECT id, amount::text AS amount, cancelled FROM order_line_items WHERE order_id = $1 ORDER BY line_no', [orderId]);
  const rows = await tx.query<{ line_item_id: string | null; milestone: Milestone; planned_date: string | null; actual_date: string | null }>(
    'SELECT line_item_id, milestone, planned_date, actual_date FROM order_milestones WHERE order_id = $1',
    [orderId],
  );
  const byLine = new Map<string, MilestoneDay[]>();
  for (const r of rows.rows) {
    if (!r.line_item_id) continue;
    const list = byLine.get(String(r.line_item_id)) ?? [];
    list.push({ milestone: r.milestone, plannedDate: r.planned_date, actualDate: r.actual_date });
    byLine.set(String(r.line_item_id), list);
  }
  const open = lines.rows.filter((l) => !l.cancelled);
  const updates: Array<{ id: string; milestone: Milestone; delay_days: number }> = [];
  let late = false;
  let maxDelay = 0;
  const reached: Milestone[] = [];
  for (const line of lines.rows) {
    const p = lineProgress(byLine.get(String(line.id)) ?? [], today);
    updates.push({ id: String(line.id), milestone: p.milestone, delay_days: p.delayDays });
    if (line.cancelled) continue;
    reached.push(p.milestone);
    late ||= p.late;
    maxDelay = Math.max(maxDelay, p.delayDays);
  }
  if (updates.length) {
    await tx.query(
      `UPDATE order_line_items l SET milestone = t.milestone, delay_days = t.delay_days, updated_at = CASE WHEN l.milestone IS DISTINCT FROM t.milestone OR l.delay_days IS DISTINCT FROM t.delay_days THEN now() ELSE l.updated_at END
       FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, milestone text, delay_days int) WHERE l.id = t.id`,
      [JSON.stringify(updates)],
    );
  }
  // Order-level rows: one per milestone, from the open lines.
  const openIds = new Set(open.map((l) => String(l.id)));
  const orderLevel = MILESTONES.map((m) => {
    const days = rows.rows.filter((r) => r.line_item_id && openIds.has(String(r.line_item_id)) && r.milestone === m);
    const planned = days.map((d) => d.planned_date).filter((d): d is string => !!d).sort()[0] ?? null;
    const actual = days.length && days.every((d) => d.actual_date) ? days.map((d) => d.actual_date!).sort().at(-1)! : null;
    return { milestone: m, planned_date: planned, actual_date: actual };
  });
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, planned_date, actual_date, source)
     SELECT o.company_id, o.id, NULL, t.milestone, t.planned_date, t.actual_date, 'SYSTEM' FROM purchase_orders o, jsonb_to_recordset($2::jsonb) AS t(milestone text, planned_date date, actual_date date)
     WHERE o.id = $1
     ON CONFLICT (order_id, milestone) WHERE line_item_id IS NULL DO UPDATE SET planned_date = EXCLUDED.planned_date, actual_date = EXCLUDED.actual_date,
       updated_at = CASE WHEN order_milestones.planned_date IS DISTINCT FROM EXCLUDED.planned_date OR order_milestones.actual_date IS DISTINCT FROM EXCLUDED.actual_date THEN now() ELSE order_milestones.updated_at END`,
    [orderId, JSON.stringify(orderLevel)],
  );
  const total = open.reduce((sum, l) => sum.plus(l.amount), new Big(0));
  await tx.query('UPDATE purchase_orders SET milestone = $2, late = $3, max_delay_days = $4, total_amount = $5 WHERE id = $1', [orderId, leastMilestone(reached), late, maxDelay, total.toFixed(4)]);
}
