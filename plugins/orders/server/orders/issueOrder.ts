import Big from 'big.js';
import { todayUtc, type Db, type Mailer } from '@portolan/sdk/server';
import { groupedAmount } from '@portolan/sdk/server/pdf';
import { createOrderLink } from './orderLinks';
import { refreshOrder } from './refreshOrder';

/**
 * Issues an order to its supplier, in the caller's transaction (after approval, or at once when no
 * approval level applies): ISSUED with issued_at, the ISSUED milestone's actual day today on its open
 * lines (source SYSTEM), the order refreshed, a fresh acknowledgement link (older ones revoked) emailed
 * to the supplier's contact when it has one. Answers the link's URL.
 */
export async function issueOrder(tx: Db, mailer: Mailer, orderId: string, by: { userId: string | null; origin: string }): Promise<string> {
  const today = todayUtc();
  await tx.query("UPDATE purchase_orders SET status = 'ISSUED', issued_at = now(), updated_at = now() WHERE id = $1", [orderId]);
  await tx.query(
    `UPDATE order_milestones m SET actual_date = $2, source = 'SYSTEM', updated_by = $3, updated_at = now()
       FROM order_line_items li WHERE li.id = m.line_item_id AND m.order_id = $1 AND m.milestone = 'ISSUED' AND NOT li.cancelled`,
    [orderId, today, by.userId],
  );
  await refreshOrder(tx, orderId, today);
  const order = (await tx.one<{ company_id: string; po_number: string; supplier_id: string; contact_email: string | null; contact_name: string | null; buyer: string; currency: string; total: string; lines: number }>(
    `SELECT o.company_id, o.po_number, o.supplier_id, s.contact_email, s.contact_name, c.name AS buyer, o.currency, o.total_amount::text AS total,
            (SELECT count(*) FROM order_line_items li WHERE li.order_id = o.id AND NOT li.cancelled)::int AS lines
       FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id JOIN companies c ON c.id = o.company_id WHERE o.id = $1`,
    [orderId],
  ))!;
  const email = order.contact_email?.trim() || null;
  const link = await createOrderLink(tx, { orderId, companyId: order.company_id, supplierId: order.supplier_id, sentTo: email, userId: by.userId, origin: by.origin });
  if (email) {
    const total = groupedAmount(new Big(order.total).toFixed(2));
    await mailer.queue(tx, {
      to: email,
      subject: `Purchase order ${order.po_number} from ${order.buyer}`,
      body: `${order.contact_name ? `Dear ${order.contact_name},` : 'Hello,'}\n\n${order.buyer} sends you purchase order ${order.po_number} (${order.lines} line${order.lines === 1 ? '' : 's'}, ${order.currency} ${total}).\n\nPlease acknowledge it, propose changes or decline it here:\n${link.url}\n\nThe link is valid until ${link.expiresAt.slice(0, 10)}.\n`,
    });
  }
  return link.url;
}
