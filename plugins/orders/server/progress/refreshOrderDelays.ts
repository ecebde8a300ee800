import { todayUtc, type Db } from '@portolan/sdk/server';
import { MILESTONES } from '../../shared/states';

/**
 * The daily delay sweep, set-based (one statement for every company): a line's delay grows with time
 * only through the milestone after the one it reached — while that one has no actual day and its planned
 * day has passed, the line is `today − planned` late (lineProgress). So the sweep raises each open line's
 * `delay_days` to that where it is larger, and its order's `late` / `max_delay_days` with it; what
 * refreshOrder would compute today, without reading every order. Lines of cancelled or closed orders,
 * cancelled and delivered lines are left alone. Answers how many orders changed.
 */
export async function refreshOrderDelays(db: Db, today = todayUtc()): Promise<number> {
  const result = await db.query(
    `WITH overdue AS (
       SELECT li.id, max($1::date - n.planned_date) AS days
         FROM order_line_items li
         JOIN purchase_orders o ON o.id = li.order_id
         LEFT JOIN order_milestones i ON i.line_item_id = li.id AND i.milestone = 'ISSUED'
         JOIN order_milestones n ON n.line_item_id = li.id
        WHERE NOT li.cancelled AND li.milestone <> 'DELIVERED' AND o.status NOT IN ('CANCELLED', 'CLOSED')
          AND n.actual_date IS NULL AND n.planned_date < $1::date
          AND array_position($2::text[], n.milestone) = array_position($2::text[], li.milestone) + CASE WHEN li.milestone = 'ISSUED' AND i.actual_date IS NULL THEN 0 ELSE 1 END
        GROUP BY li.id
     ), changed AS (
       UPDATE order_line_items li SET delay_days = d.days, updated_at = now() FROM overdue d WHERE li.id = d.id AND d.days > li.delay_days
       RETURNING li.order_id, li.delay_days
     )
     UPDATE purchase_orders o SET late = true, max_delay_days = greatest(o.max_delay_days, c.days)
       FROM (SELECT order_id, max(delay_days) AS days FROM changed GROUP BY order_id) c
      WHERE o.id = c.order_id
     RETURNING o.id`,
    [today, [...MILESTONES]],
  );
  return result.rows.length;
}
