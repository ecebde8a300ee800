import Big from 'big.js';
import { baseRecord, iso } from '@portolan/sdk/server';
import type { PurchaseOrder } from '../../shared/types';

/**
 * The columns of an order as the list and the details read it (alias `o`, joined to its supplier `s` and
 * ship-to location `l`): money and days as text, the line count and the next open cargo-ready day.
 */
export const ORDER_COLUMNS = `o.id, o.company_id, o.po_number, o.supplier_id, s.name AS supplier_name, s.code AS supplier_code, o.status, o.milestone, o.order_date::text AS order_date,
  o.ship_from, o.pol, o.pod, o.ship_to_location_id, l.name AS ship_to_name, o.incoterm, o.currency, o.payment_terms, o.notes, o.total_amount::text AS total_amount,
  o.late, o.max_delay_days, o.requisition_id, o.order_rfq_id, o.issued_at, o.acknowledged_at, o.cancel_reason, o.created_by, o.created_at, o.updated_at, o.version,
  (SELECT count(*) FROM order_line_items li WHERE li.order_id = o.id)::int AS line_count,
  (SELECT min(li.cargo_ready_date)::text FROM order_line_items li WHERE li.order_id = o.id AND NOT li.cancelled AND li.booked_quantity < li.quantity) AS next_cargo_ready_date`;

export const ORDER_FROM = 'purchase_orders o JOIN company_master s ON s.id = o.supplier_id LEFT JOIN company_locations l ON l.id = o.ship_to_location_id';

const money = (v: unknown) => new Big(String(v ?? '0')).toFixed(2);

export function toPurchaseOrder(row: Record<string, unknown>): PurchaseOrder {
  return {
    ...baseRecord(row),
    poNumber: String(row.po_number),
    supplierId: String(row.supplier_id),
    supplierName: String(row.supplier_name),
    supplierCode: String(row.supplier_code),
    status: row.status as PurchaseOrder['status'],
    milestone: row.milestone as PurchaseOrder['milestone'],
    orderDate: String(row.order_date),
    shipFrom: (row.ship_from as string | null) ?? null,
    pol: (row.pol as string | null) ?? null,
    pod: (row.pod as string | null) ?? null,
    shipToLocationId: row.ship_to_location_id ? String(row.ship_to_location_id) : null,
    shipToName: (row.ship_to_name as string | null) ?? null,
    incoterm: row.incoterm as PurchaseOrder['incoterm'],
    currency: String(row.currency),
    paymentTerms: (row.payment_terms as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    totalAmount: money(row.total_amount),
    lineCount: Number(row.line_count ?? 0),
    late: Boolean(row.late),
    maxDelayDays: Number(row.max_delay_days ?? 0),
    nextCargoReadyDate: (row.next_cargo_ready_date as string | null) ?? null,
    requisitionId: row.requisition_id ? String(row.requisition_id) : null,
    orderRfqId: row.order_rfq_id ? String(row.order_rfq_id) : null,
    issuedAt: iso(row.issued_at),
    acknowledgedAt: iso(row.acknowledged_at),
    createdBy: row.created_by ? String(row.created_by) : null,
  };
}
