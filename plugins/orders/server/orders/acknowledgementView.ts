import Big from 'big.js';
import { iso, type Db } from '@portolan/sdk/server';
import type { AcknowledgementView, ChangeProposal } from '../../shared/types';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * What a supplier sees of one order (AcknowledgementView), built from explicit column lists — never the
 * buyer's notes, approvals, milestones' sources, other orders or the company's users. Also what the PO
 * PDF prints. Undefined when the order is not the company's.
 */
export async function acknowledgementView(db: Db, companyId: string, orderId: string, expiresAt: string): Promise<AcknowledgementView | undefined> {
  const order = await db.one<Row>(
    `SELECT o.po_number, o.status, c.name AS buyer_name, s.name AS supplier_name, o.order_date::text AS order_date, o.incoterm, o.currency, o.payment_terms, o.ship_from,
            l.name AS ship_to_name, l.address AS ship_to_address, l.city AS ship_to_city, l.country AS ship_to_country, o.total_amount::text AS total_amount
       FROM purchase_orders o JOIN companies c ON c.id = o.company_id JOIN company_master s ON s.id = o.supplier_id LEFT JOIN company_locations l ON l.id = o.ship_to_location_id
      WHERE o.id = $1 AND o.company_id = $2`,
    [orderId, companyId],
  );
  if (!order) return undefined;
  const [lines, proposals] = await Promise.all([
    db.query<Row>(
      `SELECT id, line_no, sku, description, hs_code, quantity::text AS quantity, unit, unit_price::text AS unit_price, amount::text AS amount,
              cargo_ready_date::text AS cargo_ready_date, required_delivery_date::text AS required_delivery_date, milestone
         FROM order_line_items WHERE order_id = $1 AND NOT cancelled ORDER BY line_no`,
      [orderId],
    ),
    db.query<Row>(
      `SELECT p.id, p.line_item_id, li.line_no, p.field, p.current_value, p.proposed_value, p.comment, p.status, p.proposed_by, p.proposed_at, p.answer, p.answered_at
         FROM order_change_proposals p JOIN order_line_items li ON li.id = p.line_item_id WHERE p.order_id = $1 ORDER BY p.proposed_at, li.line_no, p.field`,
      [orderId],
    ),
  ]);
  return {
    poNumber: String(order.po_number),
    status: order.status as AcknowledgementView['status'],
    buyer: { name: String(order.buyer_name), country: null },
    supplierName: String(order.supplier_name),
    orderDate: String(order.order_date),
    incoterm: order.incoterm as AcknowledgementView['incoterm'],
    currency: String(order.currency),
    paymentTerms: text(order.payment_terms),
    shipFrom: text(order.ship_from),
    shipTo: order.ship_to_name ? { name: String(order.ship_to_name), address: text(order.ship_to_address), city: text(order.ship_to_city), country: String(order.ship_to_country) } : null,
    totalAmount: new Big(String(order.total_amount)).toFixed(2),
    lines: lines.rows.map((l) => ({
      _id: String(l.id), lineNo: Number(l.line_no), sku: String(l.sku), description: String(l.description), hsCode: text(l.hs_code), quantity: new Big(String(l.quantity)).toString(),
      unit: String(l.unit), unitPrice: new Big(String(l.unit_price)).toString(), amount: new Big(String(l.amount)).toFixed(2), cargoReadyDate: String(l.cargo_ready_date),
      requiredDeliveryDate: String(l.required_delivery_date), milestone: l.milestone as AcknowledgementView['lines'][number]['milestone'],
    })),
    proposals: proposals.rows.map((p): ChangeProposal => ({
      _id: String(p.id), lineItemId: String(p.line_item_id), lineNo: Number(p.line_no), field: p.field as ChangeProposal['field'], currentValue: String(p.current_value),
      proposedValue: String(p.proposed_value), comment: text(p.comment), status: p.status as ChangeProposal['status'], proposedBy: String(p.proposed_by), proposedAt: iso(p.proposed_at)!,
      answer: text(p.answer), answeredAt: iso(p.answered_at),
    })),
    canAnswer: order.status === 'ISSUED',
    expiresAt,
  };
}
