import Big from 'big.js';
import { approvalOf, baseRecord, iso, isUuid, todayUtc, type Db } from '@portolan/sdk/server';
import { MILESTONES, ORDER_KIND, type Milestone, type MilestoneSource } from '../../shared/states';
import type { ChangeProposal, CompanyLocation, CompanyMasterEntry, MilestoneDates, OrderLineItem, PurchaseOrderDetails, SupplierLinkInfo } from '../../shared/types';
import { milestoneDelay } from './lineProgress';
import { toOrderLineItem } from './toOrderLineItem';
import { ORDER_COLUMNS, ORDER_FROM, toPurchaseOrder } from './toPurchaseOrder';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const qty = (v: unknown) => new Big(String(v ?? '0')).toString();

export function toMasterEntry(r: Row): CompanyMasterEntry {
  return {
    ...baseRecord(r), code: String(r.code), name: String(r.name), kind: r.kind as CompanyMasterEntry['kind'], country: String(r.country), city: text(r.city), address: text(r.address),
    port: text(r.port), contactName: text(r.contact_name), contactEmail: text(r.contact_email), phone: text(r.phone), taxId: text(r.tax_id), paymentTerms: text(r.payment_terms),
    currency: text(r.currency), active: Boolean(r.active),
  };
}

export function toLocation(r: Row): CompanyLocation {
  return {
    ...baseRecord(r), code: String(r.code), name: String(r.name), kind: r.kind as CompanyLocation['kind'], address: text(r.address), city: text(r.city), country: String(r.country),
    port: text(r.port), active: Boolean(r.active),
  };
}

export function toMilestoneDates(r: Row, today: string): MilestoneDates {
  const planned = text(r.planned_date);
  const actual = text(r.actual_date);
  return { milestone: r.milestone as Milestone, plannedDate: planned, actualDate: actual, delayDays: milestoneDelay(planned, actual, today), source: r.source as MilestoneSource, updatedAt: iso(r.updated_at)! };
}

const byMilestoneOrder = (a: MilestoneDates, b: MilestoneDates) => MILESTONES.indexOf(a.milestone) - MILESTONES.indexOf(b.milestone);

/**
 * One order of the company with everything its screen shows (PurchaseOrderDetails), or undefined when it
 * is not the company's. `userId` decides the approval's `canDecide`.
 */
export async function loadOrderDetails(db: Db, companyId: string, orderId: string, userId?: string, today = todayUtc()): Promise<PurchaseOrderDetails | undefined> {
  if (!isUuid(orderId)) return undefined;
  const row = await db.one<Row>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 AND o.company_id = $2`, [orderId, companyId]);
  if (!row) return undefined;
  // One query after another: `db` may be a transaction's client, which runs one query at a time.
  const supplier = await db.one<Row>('SELECT * FROM company_master WHERE id = $1', [row.supplier_id]);
  const shipTo = row.ship_to_location_id ? await db.one<Row>('SELECT * FROM company_locations WHERE id = $1', [row.ship_to_location_id]) : undefined;
  const lines = await db.query<Row>(
      `SELECT id, line_no, product_id, sku, description, hs_code, quantity::text AS quantity, unit, unit_price::text AS unit_price, amount::text AS amount,
              cargo_ready_date::text AS cargo_ready_date, required_delivery_date::text AS required_delivery_date, milestone, booked_quantity::text AS booked_quantity,
              cancelled, delay_days, version
         FROM order_line_items WHERE order_id = $1 ORDER BY line_no`,
      [orderId],
    );
  const milestones = await db.query<Row>('SELECT line_item_id, milestone, planned_date::text AS planned_date, actual_date::text AS actual_date, source, updated_at FROM order_milestones WHERE order_id = $1', [orderId]);
  const shipments = await db.query<Row>('SELECT line_item_id, shipment_id, shipment_reference, quantity::text AS quantity FROM order_line_shipments WHERE order_id = $1 ORDER BY created_at, shipment_reference', [orderId]);
  const proposals = await db.query<Row>(
      `SELECT p.*, li.line_no FROM order_change_proposals p JOIN order_line_items li ON li.id = p.line_item_id WHERE p.order_id = $1 ORDER BY p.proposed_at, li.line_no, p.field`,
      [orderId],
    );
  const link = await db.one<Row>("SELECT sent_to, expires_at, last_opened_at, created_at FROM order_links WHERE purpose = 'ORDER_ACK' AND record_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1", [orderId]);
  const milestonesOf = (lineId: string | null) =>
    milestones.rows.filter((m) => (m.line_item_id ? String(m.line_item_id) : null) === lineId).map((m) => toMilestoneDates(m, today)).sort(byMilestoneOrder);
  const lineItems: OrderLineItem[] = lines.rows.map((l) => {
    const id = String(l.id);
    const carried = shipments.rows.filter((s) => String(s.line_item_id) === id).map((s) => ({ shipmentId: String(s.shipment_id), reference: String(s.shipment_reference), quantity: qty(s.quantity) }));
    return toOrderLineItem(l, milestonesOf(id), carried);
  });
  const changeProposals: ChangeProposal[] = proposals.rows.map((p) => ({
    _id: String(p.id), lineItemId: String(p.line_item_id), lineNo: Number(p.line_no), field: p.field as ChangeProposal['field'], currentValue: String(p.current_value),
    proposedValue: String(p.proposed_value), comment: text(p.comment), status: p.status as ChangeProposal['status'], proposedBy: String(p.proposed_by), proposedAt: iso(p.proposed_at)!,
    answer: text(p.answer), answeredAt: iso(p.answered_at),
  }));
  const linkInfo: SupplierLinkInfo | null = link
    ? { sentTo: text(link.sent_to), expiresAt: iso(link.expires_at)!, lastOpenedAt: iso(link.last_opened_at), createdAt: iso(link.created_at)! }
    : null;
  return {
    ...toPurchaseOrder(row),
    supplier: toMasterEntry(supplier!),
    shipTo: shipTo ? toLocation(shipTo) : null,
    lines: lineItems,
    milestones: milestonesOf(null),
    proposals: changeProposals,
    link: linkInfo,
    approval: (await approvalOf(db, ORDER_KIND, orderId, companyId, userId)) ?? null,
    cancelReason: text(row.cancel_reason),
  };
}
