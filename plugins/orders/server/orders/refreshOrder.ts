import Big from 'big.js';
import { todayUtc, type Db } from '@portolan/sdk/server';
import { MILESTONES, type Milestone } from '../../shared/states';
import { leastMilestone, lineProgress, type MilestoneDay } from './lineProgress';

/** Orders that are over: never late (their lines' delays stay as they were measured). */
const FINISHED = new Set(['CANCELLED', 'CLOSED']);

/**
 * Recomputes what an order derives from its lines, in the caller's transaction, after any change to its
 * lines or milestones: each line's milestone and delay (lineProgress), the order-level milestone rows
 * (planned: the earliest planned day of its open lines; actual: once every open line has one, the
 * latest), the order's milestone (its least advanced open line), late flag (never for a CANCELLED or
 * CLOSED order), largest delay and total. `today` is the UTC day (tests pass one).
 */
export async function refreshOrder(tx: Db, orderId: string, today = todayUtc()): Promise<void> {
  await refreshOrders(tx, [orderId], today);
}

/** refreshOrder for many orders at once (a seed, a bulk upload): the same results in a fixed number of statements. */
export async function refreshOrders(tx: Db, orderIds: readonly string[], today = todayUtc()): Promise<void> {
  if (!orderIds.length) return;
  const ids = [...new Set(orderIds.map(String))];
  // One after the other: a transaction is one connection.
  const orders = await tx.query<{ id: string; status: string }>('SELECT id, status FROM purchase_orders WHERE id = ANY($1::uuid[])', [ids]);
  const lines = await tx.query<{ id: string; order_id: string; amount: string; cancelled: boolean }>(
    'SELECT id, order_id, amount::text AS amount, cancelled FROM order_line_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, line_no',
    [ids],
  );
  const rows = await tx.query<{ order_id: string; line_item_id: string | null; milestone: Milestone; planned_date: string | null; actual_date: string | null }>(
    'SELECT order_id, line_item_id, milestone, planned_date::text AS planned_date, actual_date::text AS actual_date FROM order_milestones WHERE order_id = ANY($1::uuid[]) AND line_item_id IS NOT NULL',
    [ids],
  );
  const byLine = new Map<string, MilestoneDay[]>();
  const rowsByOrder = new Map<string, typeof rows.rows>();
  for (const r of rows.rows) {
    const list = byLine.get(String(r.line_item_id)) ?? [];
    list.push({ milestone: r.milestone, plannedDate: r.planned_date, actualDate: r.actual_date });
    byLine.set(String(r.line_item_id), list);
    rowsByOrder.set(String(r.order_id), [...(rowsByOrder.get(String(r.order_id)) ?? []), r]);
  }
  const linesByOrder = new Map<string, typeof lines.rows>();
  for (const l of lines.rows) linesByOrder.set(String(l.order_id), [...(linesByOrder.get(String(l.order_id)) ?? []), l]);

  const lineUpdates: Array<{ id: string; milestone: Milestone; delay_days: number }> = [];
  const orderLevel: Array<{ order_id: string; milestone: Milestone; planned_date: string | null; actual_date: string | null }> = [];
  const orderUpdates: Array<{ id: string; milestone: Milestone; late: boolean; max_delay_days: number; total_amount: string }> = [];
  for (const order of orders.rows) {
    const id = String(order.id);
    const own = linesByOrder.get(id) ?? [];
    let late = false;
    let maxDelay = 0;
    const reached: Milestone[] = [];
    for (const line of own) {
      const p = lineProgress(byLine.get(String(line.id)) ?? [], today);
      lineUpdates.push({ id: String(line.id), milestone: p.milestone, delay_days: p.delayDays });
      if (line.cancelled) continue;
      reached.push(p.milestone);
      late ||= p.late;
      maxDelay = Math.max(maxDelay, p.delayDays);
    }
    // Order-level rows: one per milestone, from the open lines.
    const openIds = new Set(own.filter((l) => !l.cancelled).map((l) => String(l.id)));
    const days = (rowsByOrder.get(id) ?? []).filter((r) => openIds.has(String(r.line_item_id)));
    for (const m of MILESTONES) {
      const of = days.filter((d) => d.milestone === m);
      const planned = of.map((d) => d.planned_date).filter((d): d is string => !!d).sort()[0] ?? null;
      const actual = of.length && of.every((d) => d.actual_date) ? of.map((d) => d.actual_date!).sort().at(-1)! : null;
      orderLevel.push({ order_id: id, milestone: m, planned_date: planned, actual_date: actual });
    }
    const total = own.filter((l) => !l.cancelled).reduce((sum, l) => sum.plus(l.amount), new Big(0));
    orderUpdates.push({ id, milestone: leastMilestone(reached), late: late && !FINISHED.has(order.status), max_delay_days: maxDelay, total_amount: total.toFixed(4) });
  }
  if (lineUpdates.length) {
    await tx.query(
      `UPDATE order_line_items l SET milestone = t.milestone, delay_days = t.delay_days, updated_at = CASE WHEN l.milestone IS DISTINCT FROM t.milestone OR l.delay_days IS DISTINCT FROM t.delay_days THEN now() ELSE l.updated_at END
       FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, milestone text, delay_days int) WHERE l.id = t.id`,
      [JSON.stringify(lineUpdates)],
    );
  }
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, planned_date, actual_date, source)
     SELECT o.company_id, o.id, NULL, t.milestone, t.planned_date, t.actual_date, 'SYSTEM' FROM jsonb_to_recordset($1::jsonb) AS t(order_id uuid, milestone text, planned_date date, actual_date date)
       JOIN purchase_orders o ON o.id = t.order_id
     ON CONFLICT (order_id, milestone) WHERE line_item_id IS NULL DO UPDATE SET planned_date = EXCLUDED.planned_date, actual_date = EXCLUDED.actual_date,
       updated_at = CASE WHEN order_milestones.planned_date IS DISTINCT FROM EXCLUDED.planned_date OR order_milestones.actual_date IS DISTINCT FROM EXCLUDED.actual_date THEN now() ELSE order_milestones.updated_at END`,
    [JSON.stringify(orderLevel)],
  );
  await tx.query(
    `UPDATE purchase_orders o SET milestone = t.milestone, late = t.late, max_delay_days = t.max_delay_days, total_amount = t.total_amount
       FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, milestone text, late boolean, max_delay_days int, total_amount numeric) WHERE o.id = t.id`,
    [JSON.stringify(orderUpdates)],
  );
}
