import Big from 'big.js';
import { badRequest, conflict, notifyCompany, todayUtc, writeActivity, type Db, type NoticeServices } from '@portolan/sdk/server';
import { ORDER_KIND, type OrderState, type ProposalField } from '../../shared/states';
import type { AcknowledgementAnswer } from '../../shared/types';
import type { OpenOrderLink } from './orderLinks';
import { QUANTITY, PRICE } from './orderSchemas';
import { refreshOrder } from './refreshOrder';

type Change = Extract<AcknowledgementAnswer, { action: 'PROPOSE' }>['changes'][number];
interface Line { id: string; line_no: number; quantity: string; unit_price: string; cargo_ready_date: string; required_delivery_date: string }

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const FORMATS: Record<ProposalField, { ok: (v: string) => boolean; message: string }> = {
  cargoReadyDate: { ok: isDay, message: 'A day as YYYY-MM-DD' },
  requiredDeliveryDate: { ok: isDay, message: 'A day as YYYY-MM-DD' },
  quantity: { ok: (v) => new RegExp(QUANTITY.pattern).test(v) && Number(v) > 0, message: 'A quantity above 0, e.g. 1200 or 12.5' },
  unitPrice: { ok: (v) => new RegExp(PRICE.pattern).test(v), message: 'A price of at least 0, e.g. 4.75' },
};
const currentValue = (line: Line, field: ProposalField) =>
  field === 'quantity' ? new Big(line.quantity).toString() : field === 'unitPrice' ? new Big(line.unit_price).toString() : field === 'cargoReadyDate' ? line.cargo_ready_date : line.required_delivery_date;

/** The supplier's proposed changes, checked (400 `data.changes.<i>.<field>`): its own lines, valid values, one change per line and field, delivery not before cargo ready. */
function checkChanges(changes: readonly Change[], lines: Map<string, Line>): void {
  const seen = new Set<string>();
  const dates = new Map<string, { cargo: string; delivery: string; at: Record<string, number> }>();
  changes.forEach((c, i) => {
    const line = lines.get(c.lineItemId);
    if (!line) throw badRequest('Not a line of this order', `data.changes.${i}.lineItemId`);
    const value = c.value.trim();
    if (!FORMATS[c.field].ok(value)) throw badRequest(FORMATS[c.field].message, `data.changes.${i}.value`);
    const key = `${c.lineItemId}|${c.field}`;
    if (seen.has(key)) throw badRequest(`Line ${line.line_no}: ${c.field} is proposed twice`, `data.changes.${i}.field`);
    seen.add(key);
    if (c.field === 'cargoReadyDate' || c.field === 'requiredDeliveryDate') {
      const d = dates.get(line.id) ?? { cargo: line.cargo_ready_date, delivery: line.required_delivery_date, at: {} };
      if (c.field === 'cargoReadyDate') d.cargo = value;
      else d.delivery = value;
      d.at[c.field] = i;
      dates.set(line.id, d);
    }
  });
  for (const d of dates.values()) {
    if (d.delivery < d.cargo) throw badRequest('The delivery cannot be before cargo is ready', `data.changes.${d.at.requiredDeliveryDate ?? d.at.cargoReadyDate}.value`);
  }
}

/**
 * The supplier's answer from its link, in the caller's transaction (the link and the order locked):
 * ACKNOWLEDGE (ISSUED → ACKNOWLEDGED, the ACKNOWLEDGED milestone's actual today on the open lines),
 * PROPOSE (ISSUED → CHANGES_PROPOSED, one PENDING proposal per change), REJECT (ISSUED → REJECTED, the
 * reason in the trail) and PROGRESS (ACKNOWLEDGED only: IN_PRODUCTION / CARGO_READY actual days of its
 * lines, source SUPPLIER). Another state is a 409 naming it. Every move is audited under the supplier
 * contact's name and, but for progress, the buyer's leads are emailed (`orderUrl`: the buyer's screen).
 */
export async function answerAcknowledgement(tx: Db, notices: NoticeServices, link: OpenOrderLink, answer: AcknowledgementAnswer, orderUrl: string): Promise<void> {
  const order = (await tx.one<{ id: string; status: OrderState; po_number: string; supplier_name: string }>(
    'SELECT o.id, o.status, o.po_number, s.name AS supplier_name FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id WHERE o.id = $1 AND o.company_id = $2 FOR UPDATE OF o',
    [link.orderId, link.companyId],
  ))!;
  const allowed: OrderState = answer.action === 'PROGRESS' ? 'ACKNOWLEDGED' : 'ISSUED';
  const verb = { ACKNOWLEDGE: 'acknowledge', PROPOSE: 'propose changes', REJECT: 'reject', PROGRESS: 'report progress' }[answer.action];
  if (order.status !== allowed) throw conflict(`Cannot ${verb}: the purchase order is ${order.status}`);
  const today = todayUtc();
  const who = `${answer.name.trim()} (${order.supplier_name})`;
  const lineRows = await tx.query<Line>(
    `SELECT id, line_no, quantity::text AS quantity, unit_price::text AS unit_price, cargo_ready_date::text AS cargo_ready_date, required_delivery_date::text AS required_delivery_date
       FROM order_line_items WHERE order_id = $1 AND NOT cancelled ORDER BY line_no`,
    [order.id],
  );
  const lines = new Map(lineRows.rows.map((l) => [String(l.id), { ...l, id: String(l.id) }]));
  const audit = (action: string, to: OrderState, note: string | null) =>
    writeActivity(tx, { kind: ORDER_KIND, recordId: order.id, companyId: link.companyId, actorId: null, actorName: who, action, from: order.status, to, note });
  const move = (to: OrderState, extra = '') => tx.query(`UPDATE purchase_orders SET status = $2${extra}, version = version + 1, updated_at = now() WHERE id = $1`, [order.id, to]);
  const tell = (event: string, subject: string, body: string) => notifyCompany(tx, notices, link.companyId, {
    event, subject: `${order.po_number}: ${subject}`, body: `${body}\n\nOpen the order: ${orderUrl}\n`, href: `/ordersV2/${order.id}`, record: { kind: ORDER_KIND, id: order.id },
  });

  if (answer.action === 'ACKNOWLEDGE') {
    await move('ACKNOWLEDGED', ', acknowledged_at = now()');
    await tx.query(
      `UPDATE order_milestones m SET actual_date = $2, source = 'SUPPLIER', updated_by = NULL, updated_at = now()
         FROM order_line_items li WHERE li.id = m.line_item_id AND m.order_id = $1 AND m.milestone = 'ACKNOWLEDGED' AND NOT li.cancelled`,
      [order.id, today],
    );
    await refreshOrder(tx, order.id, today);
    await audit('acknowledge', 'ACKNOWLEDGED', null);
    await tell('order.acknowledged', `acknowledged by ${order.supplier_name}`, `${who} acknowledged purchase order ${order.po_number}.`);
  } else if (answer.action === 'PROPOSE') {
    checkChanges(answer.changes, lines);
    await tx.query("UPDATE order_change_proposals SET status = 'WITHDRAWN' WHERE order_id = $1 AND status = 'PENDING'", [order.id]);
    const rows = answer.changes.map((c) => ({
      line_item_id: c.lineItemId, field: c.field, current_value: currentValue(lines.get(c.lineItemId)!, c.field), proposed_value: c.value.trim(), comment: c.comment?.trim() || null,
    }));
    await tx.query(
      `INSERT INTO order_change_proposals (company_id, order_id, line_item_id, field, current_value, proposed_value, comment, proposed_by)
       SELECT $1, $2, t.line_item_id, t.field, t.current_value, t.proposed_value, t.comment, $4 FROM jsonb_to_recordset($3::jsonb) AS t(line_item_id uuid, field text, current_value text, proposed_value text, comment text)`,
      [link.companyId, order.id, JSON.stringify(rows), who],
    );
    await move('CHANGES_PROPOSED');
    const summary = answer.changes.map((c) => `line ${lines.get(c.lineItemId)!.line_no} ${c.field} ${currentValue(lines.get(c.lineItemId)!, c.field)} → ${c.value.trim()}`).join('; ');
    await audit('propose', 'CHANGES_PROPOSED', summary);
    await tell('order.changes-proposed', `${order.supplier_name} proposes changes`, `${who} proposes changes to purchase order ${order.po_number}: ${summary}.`);
  } else if (answer.action === 'REJECT') {
    await move('REJECTED');
    await audit('reject', 'REJECTED', answer.reason.trim());
    await tell('order.declined', `rejected by ${order.supplier_name}`, `${who} rejected purchase order ${order.po_number}: ${answer.reason.trim()}`);
  } else {
    const updates = answer.lines.map((l, i) => {
      if (!lines.has(l.lineItemId)) throw badRequest('Not a line of this order', `data.lines.${i}.lineItemId`);
      const day = l.actualDate ?? today;
      if (!isDay(day)) throw badRequest('A day as YYYY-MM-DD', `data.lines.${i}.actualDate`);
      if (day > today) throw badRequest('An actual day cannot be in the future', `data.lines.${i}.actualDate`);
      return { line_item_id: l.lineItemId, milestone: l.milestone, actual_date: day };
    });
    await tx.query(
      `UPDATE order_milestones m SET actual_date = t.actual_date, source = 'SUPPLIER', updated_by = NULL, updated_at = now()
         FROM jsonb_to_recordset($2::jsonb) AS t(line_item_id uuid, milestone text, actual_date date) WHERE m.order_id = $1 AND m.line_item_id = t.line_item_id AND m.milestone = t.milestone`,
      [order.id, JSON.stringify(updates)],
    );
    await tx.query('UPDATE purchase_orders SET version = version + 1, updated_at = now() WHERE id = $1', [order.id]);
    await refreshOrder(tx, order.id, today);
    await audit('progress', 'ACKNOWLEDGED', updates.map((u) => `line ${lines.get(u.line_item_id)!.line_no} ${u.milestone} ${u.actual_date}`).join('; '));
  }
}
