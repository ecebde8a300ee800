import Big from 'big.js';
import { approvalOf, baseRecord, currencyDigits, type Db } from '@portolan/sdk/server';
import { REQUISITION_KIND, type OrderState, type RequisitionState } from '../../shared/states';
import type { Requisition, RequisitionDetails, RequisitionLineItem } from '../../shared/types';
import { lineAmount } from '../orders/insertPurchaseOrder';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** A requisition row (`t.*`) → the list record; location, line count and order RFQ come from `expandRequisitions`. */
export function toRequisition(row: Row): Requisition {
  const currency = String(row.currency);
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    title: String(row.title),
    status: String(row.status) as RequisitionState,
    locationId: text(row.location_id),
    locationName: null,
    department: text(row.department),
    neededBy: String(row.needed_by),
    currency,
    estimatedTotal: new Big(String(row.estimated_total ?? '0')).toFixed(currencyDigits(currency)),
    lineCount: 0,
    requestedByName: String(row.requested_by_name),
    orderRfqId: null,
  };
}

/** A requisition line row → RequisitionLineItem (amount = quantity × estimated price in the currency's digits). */
export function toRequisitionLine(r: Row, currency: string): RequisitionLineItem {
  const quantity = new Big(String(r.quantity)).toString();
  const price = new Big(String(r.estimated_unit_price)).toString();
  return {
    _id: String(r.id), requisitionId: String(r.requisition_id), lineNo: Number(r.line_no), productId: text(r.product_id), sku: String(r.sku), description: String(r.description),
    category: String(r.category), quantity, unit: String(r.unit), estimatedUnitPrice: price, amount: lineAmount(quantity, price, currency).toFixed(currencyDigits(currency)), neededBy: String(r.needed_by),
  };
}

export const LINE_COLUMNS = 'li.id, li.requisition_id, li.line_no, li.product_id, li.sku, li.description, li.category, li.quantity::text AS quantity, li.unit, li.estimated_unit_price::text AS estimated_unit_price, li.needed_by::text AS needed_by, r.currency';

/**
 * Adds what the row alone lacks, one query per related table: location name, line count and latest
 * order RFQ on lists; on details (`many` false) also the lines, approval, the POs made from it and the
 * cancel reason (RequisitionDetails).
 */
export async function expandRequisitions(db: Db, records: Requisition[], companyId: string, many: boolean, userId?: string): Promise<void> {
  if (!records.length) return;
  const ids = records.map((r) => r._id);
  const rows = await db.query<{ id: string; location_name: string | null; lines: number; rfq_id: string | null; justification: string | null; cancel_reason: string | null }>(
    `SELECT r.id, l.code || ' — ' || l.name AS location_name, r.justification, r.cancel_reason,
            (SELECT count(*) FROM requisition_line_items li WHERE li.requisition_id = r.id)::int AS lines,
            (SELECT q.id FROM order_rfqs q WHERE q.requisition_id = r.id ORDER BY (q.status = 'CANCELLED'), q.created_at DESC LIMIT 1) AS rfq_id
       FROM requisitions r LEFT JOIN company_locations l ON l.id = r.location_id WHERE r.id = ANY($1::uuid[]) AND r.company_id = $2`,
    [ids, companyId],
  );
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  for (const rec of records) {
    const r = byId.get(rec._id);
    rec.locationName = r?.location_name ?? null;
    rec.lineCount = Number(r?.lines ?? 0);
    rec.orderRfqId = text(r?.rfq_id);
  }
  if (many) return;
  const rec = records[0] as RequisitionDetails;
  // One after another: `db` may be a transaction's single connection.
  const lines = await db.query<Row>(`SELECT ${LINE_COLUMNS} FROM requisition_line_items li JOIN requisitions r ON r.id = li.requisition_id WHERE li.requisition_id = $1 ORDER BY li.line_no`, [rec._id]);
  const orders = await db.query<Row>(
      `SELECT o.id, o.po_number, s.name AS supplier_name, o.status, o.total_amount::text AS total_amount, o.currency
         FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id WHERE o.requisition_id = $1 AND o.company_id = $2 ORDER BY o.po_number`,
    [rec._id, companyId],
  );
  const approval = await approvalOf(db, REQUISITION_KIND, rec._id, companyId, userId);
  rec.justification = byId.get(rec._id)?.justification ?? null;
  rec.cancelReason = byId.get(rec._id)?.cancel_reason ?? null;
  rec.lines = lines.rows.map((l) => toRequisitionLine(l, rec.currency));
  rec.approval = approval ?? null;
  rec.purchaseOrders = orders.rows.map((o) => ({
    _id: String(o.id), poNumber: String(o.po_number), supplierName: String(o.supplier_name), status: String(o.status) as OrderState,
    totalAmount: new Big(String(o.total_amount)).toFixed(2), currency: String(o.currency),
  }));
}
