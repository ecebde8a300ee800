import { notifyApprovers, requestApproval, writeActivity, type Db, type Mailer } from '@portolan/sdk/server';
import type { ApprovalFacts } from '@portolan/sdk/shared';
import { ORDER_KIND } from '../../shared/states';
import { issueOrder } from './issueOrder';
import type { OrderRow } from './lockOrder';
import { orderPageUrl } from './orderLinks';

export interface Submitter {
  companyId: string;
  userId: string;
  userName: string;
  /** The web app's origin for the links in emails. */
  origin: string;
  note?: string | null;
}

/** What approval criteria match an order against: its supplier, its ship-to and its lines' product categories. */
export async function orderFacts(tx: Db, order: OrderRow): Promise<ApprovalFacts> {
  const categories = await tx.query<{ category: string }>(
    'SELECT DISTINCT p.category FROM order_line_items li JOIN products p ON p.id = li.product_id WHERE li.order_id = $1 AND NOT li.cancelled ORDER BY p.category',
    [order.id],
  );
  return {
    supplierIds: [String(order.supplier_id)],
    ...(order.ship_to_location_id ? { locationIds: [String(order.ship_to_location_id)] } : {}),
    categories: categories.rows.map((r) => r.category),
  };
}

/**
 * Submits a locked DRAFT order, in the caller's transaction: an approval request (SDK approvals, kind
 * 'purchase-order', the order's total and currency, its facts for the levels' criteria) → PENDING_APPROVAL,
 * the first level's approvers emailed; or, when no level applies, approved at once → ISSUED (issueOrder:
 * the supplier's link). The move is in the audit trail. Answers the state it reached.
 */
export async function submitOrder(tx: Db, mailer: Mailer, order: OrderRow, by: Submitter): Promise<'PENDING_APPROVAL' | 'ISSUED'> {
  const money = (await tx.one<{ total: string; currency: string; po_number: string }>('SELECT total_amount::text AS total, currency, po_number FROM purchase_orders WHERE id = $1', [order.id]))!;
  const state = await requestApproval(tx, {
    kind: ORDER_KIND, recordId: order.id, companyId: by.companyId, amount: money.total, currency: money.currency, userId: by.userId, userName: by.userName,
    facts: await orderFacts(tx, order),
  });
  const note = by.note?.trim() || null;
  if (state.status === 'APPROVED') {
    await issueOrder(tx, mailer, order.id, { userId: by.userId, origin: by.origin });
    await tx.query('UPDATE purchase_orders SET version = version + 1, updated_at = now() WHERE id = $1', [order.id]);
    await writeActivity(tx, {
      kind: ORDER_KIND, recordId: order.id, companyId: by.companyId, actorId: by.userId, actorName: by.userName, action: 'submit', from: order.status, to: 'ISSUED',
      note: `No approval level applies: issued to the supplier${note ? `. ${note}` : ''}`,
    });
    return 'ISSUED';
  }
  await tx.query("UPDATE purchase_orders SET status = 'PENDING_APPROVAL', version = version + 1, updated_at = now() WHERE id = $1", [order.id]);
  await writeActivity(tx, {
    kind: ORDER_KIND, recordId: order.id, companyId: by.companyId, actorId: by.userId, actorName: by.userName, action: 'submit', from: order.status, to: 'PENDING_APPROVAL',
    note: `${state.levels.length} approval level${state.levels.length === 1 ? '' : 's'}${note ? `. ${note}` : ''}`,
  });
  await notifyApprovers(tx, mailer, by.companyId, state, {
    subject: `Approval needed: purchase order ${money.po_number} (${money.currency} ${state.amount})`,
    text: `${by.userName} asks you to approve purchase order ${money.po_number}, ${money.currency} ${state.amount} (level ${state.currentLevel}).${note ? `\n\n${note}` : ''}`,
    link: orderPageUrl(by.origin, order.id),
  });
  return 'PENDING_APPROVAL';
}
