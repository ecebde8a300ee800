import Big from 'big.js';
import { baseRecord, iso, type Db } from '@portolan/sdk/server';
import type { Incoterm, OrderRfqState, OrderState, RfqSupplierState } from '../../shared/states';
import type { OrderRfq, OrderRfqDetails, OrderRfqLineItem } from '../../shared/types';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const decimal = (v: unknown) => (v === null || v === undefined ? null : new Big(String(v)).toString());

/** An order_rfqs row (`t.*`) → the list record (counts and the requisition's reference from `expandOrderRfqs`). */
export function toOrderRfq(row: Row): OrderRfq {
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    title: String(row.title),
    status: String(row.status) as OrderRfqState,
    requisitionId: text(row.requisition_id),
    requisitionReference: null,
    currency: String(row.currency),
    incoterm: String(row.incoterm) as Incoterm,
    shipToLocationId: text(row.ship_to_location_id),
    quoteDeadline: iso(row.quote_deadline)!,
    lineCount: 0,
    supplierCount: 0,
    quotedCount: 0,
  };
}

export const RFQ_LINE_COLUMNS = `id, line_no, requisition_line_item_id, product_id, sku, description, hs_code, quantity::text AS quantity, unit, target_unit_price::text AS target_unit_price, needed_by::text AS needed_by`;

export function toOrderRfqLine(r: Row): OrderRfqLineItem {
  return {
    _id: String(r.id), lineNo: Number(r.line_no), requisitionLineItemId: text(r.requisition_line_item_id), productId: text(r.product_id), sku: String(r.sku),
    description: String(r.description), hsCode: text(r.hs_code), quantity: decimal(r.quantity)!, unit: String(r.unit), targetUnitPrice: decimal(r.target_unit_price), neededBy: String(r.needed_by),
  };
}

/**
 * Adds counts and the requisition's reference to order RFQs (one query); on details (`many` false) the
 * notes, lines, invited suppliers, awards, the POs made from it and the cancel reason (OrderRfqDetails).
 */
export async function expandOrderRfqs(db: Db, records: OrderRfq[], companyId: string, many: boolean): Promise<void> {
  if (!records.length) return;
  const rows = await db.query<Row>(
    `SELECT r.id, r.notes, r.cancel_reason, q.reference AS requisition_reference,
            (SELECT count(*) FROM order_rfq_line_items l WHERE l.rfq_id = r.id)::int AS lines,
            (SELECT count(*) FROM order_rfq_suppliers s WHERE s.rfq_id = r.id)::int AS suppliers,
            (SELECT count(*) FROM supplier_quotes sq WHERE sq.rfq_id = r.id AND sq.status = 'SUBMITTED')::int AS quoted
       FROM order_rfqs r LEFT JOIN requisitions q ON q.id = r.requisition_id WHERE r.id = ANY($1::uuid[]) AND r.company_id = $2`,
    [records.map((r) => r._id), companyId],
  );
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  for (const rec of records) {
    const r = byId.get(rec._id);
    rec.requisitionReference = text(r?.requisition_reference);
    rec.lineCount = Number(r?.lines ?? 0);
    rec.supplierCount = Number(r?.suppliers ?? 0);
    rec.quotedCount = Number(r?.quoted ?? 0);
  }
  if (many) return;
  const rec = records[0] as OrderRfqDetails;
  // One after another: `db` may be a transaction's single connection.
  const lines = await db.query<Row>(`SELECT ${RFQ_LINE_COLUMNS} FROM order_rfq_line_items WHERE rfq_id = $1 ORDER BY line_no`, [rec._id]);
  const suppliers = await db.query<Row>(
      `SELECT rs.id, rs.supplier_id, s.name, s.code, rs.status, rs.decline_reason, rs.invited_at FROM order_rfq_suppliers rs JOIN company_master s ON s.id = rs.supplier_id
        WHERE rs.rfq_id = $1 ORDER BY s.code`,
    [rec._id],
  );
  const awards = await db.query<Row>(
      `SELECT ql.rfq_line_item_id, ql.id, q.supplier_id, s.name, ql.awarded_quantity::text AS quantity, ql.unit_price::text AS unit_price
         FROM supplier_quote_line_items ql JOIN supplier_quotes q ON q.id = ql.quote_id JOIN company_master s ON s.id = q.supplier_id JOIN order_rfq_line_items l ON l.id = ql.rfq_line_item_id
        WHERE q.rfq_id = $1 AND ql.awarded_quantity IS NOT NULL ORDER BY l.line_no, s.code`,
    [rec._id],
  );
  const orders = await db.query<Row>(
      `SELECT o.id, o.po_number, s.name, o.status, o.total_amount::text AS total_amount FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id
        WHERE o.order_rfq_id = $1 AND o.company_id = $2 ORDER BY o.po_number`,
    [rec._id, companyId],
  );
  const r = byId.get(rec._id);
  rec.notes = text(r?.notes);
  rec.cancelReason = text(r?.cancel_reason);
  rec.lines = lines.rows.map(toOrderRfqLine);
  rec.suppliers = suppliers.rows.map((s) => ({
    _id: String(s.id), supplierId: String(s.supplier_id), supplierName: String(s.name), supplierCode: String(s.code), status: String(s.status) as RfqSupplierState,
    declineReason: text(s.decline_reason), invitedAt: iso(s.invited_at),
  }));
  rec.awards = awards.rows.map((a) => ({
    rfqLineItemId: String(a.rfq_line_item_id), supplierQuoteLineItemId: String(a.id), supplierId: String(a.supplier_id), supplierName: String(a.name),
    quantity: decimal(a.quantity)!, unitPrice: decimal(a.unit_price)!,
  }));
  rec.purchaseOrders = orders.rows.map((o) => ({
    _id: String(o.id), poNumber: String(o.po_number), supplierName: String(o.name), status: String(o.status) as OrderState, totalAmount: new Big(String(o.total_amount)).toFixed(2),
  }));
}
