import Big from 'big.js';
import { conflict, type Db } from '@portolan/sdk/server';
import type { ProposalField } from '../../shared/states';
import { lineAmount } from './insertOrderLines';
import { plannedMilestones } from './plannedMilestones';

interface LineRow { id: string; line_no: number; quantity: string; unit_price: string; booked_quantity: string; cargo_ready_date: string; required_delivery_date: string }
const TITLES: Record<ProposalField, string> = { cargoReadyDate: 'cargo ready', requiredDeliveryDate: 'required delivery', quantity: 'quantity', unitPrice: 'unit price' };
/** The milestones a line's new dates re-plan (the earlier ones keep their plan). */
const REPLANNED = ['CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED'] as const;

/**
 * Applies every PENDING proposal of an order to its lines, in the caller's transaction: new dates move
 * the line's cargo-ready / required-delivery days and re-plan its CARGO_READY..DELIVERED milestones;
 * quantity and unit price change its amount (a quantity below what is booked is a 409). The proposals
 * become ACCEPTED. Answers what changed, one phrase per proposal (for the audit trail); the caller
 * refreshes the order.
 */
export async function applyProposals(tx: Db, order: { id: string; order_date: string; currency: string }, userId: string): Promise<string[]> {
  const proposals = await tx.query<{ id: string; line_item_id: string; field: ProposalField; proposed_value: string }>(
    "SELECT id, line_item_id, field, proposed_value FROM order_change_proposals WHERE order_id = $1 AND status = 'PENDING' ORDER BY proposed_at, field",
    [order.id],
  );
  if (!proposals.rows.length) throw conflict('Cannot accept: there is no pending proposal');
  const lines = await tx.query<LineRow>(
    `SELECT id, line_no, quantity::text AS quantity, unit_price::text AS unit_price, booked_quantity::text AS booked_quantity, cargo_ready_date::text AS cargo_ready_date,
            required_delivery_date::text AS required_delivery_date FROM order_line_items WHERE order_id = $1 FOR UPDATE`,
    [order.id],
  );
  const byId = new Map(lines.rows.map((l) => [String(l.id), { ...l }]));
  const changed = new Set<string>();
  const notes: string[] = [];
  for (const p of proposals.rows) {
    const line = byId.get(String(p.line_item_id));
    if (!line) continue;
    const before = { cargoReadyDate: line.cargo_ready_date, requiredDeliveryDate: line.required_delivery_date, quantity: new Big(line.quantity).toString(), unitPrice: new Big(line.unit_price).toString() }[p.field];
    if (p.field === 'cargoReadyDate') line.cargo_ready_date = p.proposed_value;
    else if (p.field === 'requiredDeliveryDate') line.required_delivery_date = p.proposed_value;
    else if (p.field === 'quantity') {
      if (new Big(p.proposed_value).lt(line.booked_quantity)) throw conflict(`Cannot accept: line ${line.line_no} has ${new Big(line.booked_quantity).toString()} booked, more than the proposed quantity`);
      line.quantity = p.proposed_value;
    } else line.unit_price = p.proposed_value;
    changed.add(String(line.id));
    notes.push(`line ${line.line_no} ${TITLES[p.field]} ${before} → ${p.proposed_value}`);
  }
  for (const id of changed) {
    const line = byId.get(id)!;
    if (line.required_delivery_date < line.cargo_ready_date) throw conflict(`Cannot accept: line ${line.line_no} would be delivered before its cargo is ready`);
    await tx.query(
      'UPDATE order_line_items SET quantity = $2, unit_price = $3, amount = $4, cargo_ready_date = $5, required_delivery_date = $6, version = version + 1, updated_at = now() WHERE id = $1',
      [id, line.quantity, line.unit_price, lineAmount(line.quantity, line.unit_price, order.currency).toFixed(4), line.cargo_ready_date, line.required_delivery_date],
    );
    const plan = plannedMilestones(order.order_date, line.cargo_ready_date, line.required_delivery_date);
    await tx.query(
      `UPDATE order_milestones m SET planned_date = t.planned_date, updated_by = $2, updated_at = now()
         FROM jsonb_to_recordset($3::jsonb) AS t(milestone text, planned_date date) WHERE m.line_item_id = $1 AND m.milestone = t.milestone AND m.planned_date IS DISTINCT FROM t.planned_date`,
      [id, userId, JSON.stringify(REPLANNED.map((m) => ({ milestone: m, planned_date: plan[m] })))],
    );
  }
  await tx.query("UPDATE order_change_proposals SET status = 'ACCEPTED', answered_by = $2, answered_at = now() WHERE order_id = $1 AND status = 'PENDING'", [order.id, userId]);
  return notes;
}
