import { badRequest, conflict, type Db } from '@portolan/sdk/server';
import { MILESTONE_TITLES, MILESTONES, type Milestone, type OrderState } from '../../shared/states';
import { milestoneNote } from './milestoneNote';

/** What a user sends to move a milestone: an absent date is left alone, a null one cleared. */
export interface MilestoneChange {
  milestone: Milestone;
  plannedDate?: string | null;
  actualDate?: string | null;
}

/** States in which actual dates may be recorded; planned ones change in any state but these final ones. */
const ACTUAL_STATES: readonly OrderState[] = ['ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED'];
const FINAL_STATES: readonly OrderState[] = ['CANCELLED', 'CLOSED'];

/**
 * Writes one milestone's planned and / or actual day on lines of an order (source USER), in the caller's
 * transaction, after checking the rules (README "Milestones"): actual days only while the order is
 * ISSUED, CHANGES_PROPOSED or ACKNOWLEDGED (else 409 naming the state), none in the future, none before
 * the previous milestone was reached on that line, and a clear only when no later milestone has an
 * actual day (400 naming `data.milestone` / `data.actualDate`). Answers one audit note per line.
 */
export async function updateLineMilestones(
  tx: Db,
  order: { id: string; status: OrderState },
  lineIds: readonly string[],
  change: MilestoneChange,
  who: { userId: string; today: string },
): Promise<string[]> {
  const hasPlanned = change.plannedDate !== undefined;
  const hasActual = change.actualDate !== undefined;
  if (!hasPlanned && !hasActual) throw badRequest('Give a planned or an actual date', 'data.actualDate');
  if (hasActual && !ACTUAL_STATES.includes(order.status)) throw conflict(`Cannot record actual dates: the order is ${order.status}`);
  if (FINAL_STATES.includes(order.status)) throw conflict(`Cannot change milestones: the order is ${order.status}`);
  if (change.actualDate && change.actualDate > who.today) throw badRequest('An actual date cannot be in the future', 'data.actualDate');

  const k = MILESTONES.indexOf(change.milestone);
  const rows = await tx.query<{ id: string; line_no: number; milestone: Milestone; planned_date: string | null; actual_date: string | null }>(
    `SELECT li.id, li.line_no, m.milestone, m.planned_date::text AS planned_date, m.actual_date::text AS actual_date
       FROM order_line_items li LEFT JOIN order_milestones m ON m.line_item_id = li.id
      WHERE li.id = ANY($1::uuid[]) ORDER BY li.line_no`,
    [lineIds],
  );
  const lines = new Map<string, { lineNo: number; days: Map<Milestone, { planned: string | null; actual: string | null }> }>();
  for (const r of rows.rows) {
    const line = lines.get(String(r.id)) ?? { lineNo: Number(r.line_no), days: new Map() };
    if (r.milestone) line.days.set(r.milestone, { planned: r.planned_date, actual: r.actual_date });
    lines.set(String(r.id), line);
  }
  for (const line of lines.values()) {
    if (change.actualDate && k > 0 && !line.days.get(MILESTONES[k - 1]!)?.actual) {
      throw badRequest(`Line ${line.lineNo}: ${MILESTONE_TITLES[MILESTONES[k - 1]!]} is not reached yet`, 'data.milestone');
    }
    if (change.actualDate === null) {
      const later = MILESTONES.slice(k + 1).find((m) => line.days.get(m)?.actual);
      if (later) throw badRequest(`Line ${line.lineNo}: ${MILESTONE_TITLES[later]} has an actual date; clear it first`, 'data.actualDate');
    }
  }

  const ids = [...lines.keys()];
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, source, updated_by)
     SELECT li.company_id, li.order_id, li.id, $2, 'USER', $3 FROM order_line_items li WHERE li.id = ANY($1::uuid[])
     ON CONFLICT (line_item_id, milestone) WHERE line_item_id IS NOT NULL DO NOTHING`,
    [ids, change.milestone, who.userId],
  );
  await tx.query(
    `UPDATE order_milestones SET planned_date = CASE WHEN $3 THEN $4::date ELSE planned_date END, actual_date = CASE WHEN $5 THEN $6::date ELSE actual_date END,
            source = 'USER', updated_by = $7, updated_at = now()
      WHERE line_item_id = ANY($1::uuid[]) AND milestone = $2`,
    [ids, change.milestone, hasPlanned, change.plannedDate ?? null, hasActual, change.actualDate ?? null, who.userId],
  );
  await tx.query('UPDATE order_line_items SET version = version + 1, updated_at = now() WHERE id = ANY($1::uuid[])', [ids]);
  return [...lines.values()].map((line) =>
    milestoneNote(line.lineNo, change.milestone, change, hasPlanned ? (change.plannedDate ?? null) : (line.days.get(change.milestone)?.planned ?? null)),
  );
}
