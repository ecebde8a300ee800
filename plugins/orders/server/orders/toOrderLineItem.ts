import Big from 'big.js';
import type { Milestone } from '../../shared/states';
import type { MilestoneDates, OrderLineItem } from '../../shared/types';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const qty = (v: unknown) => new Big(String(v ?? '0')).toString();

/** An order_line_items row (numbers and days as text) with its milestones and shipments → OrderLineItem. */
export function toOrderLineItem(l: Row, milestones: MilestoneDates[], shipments: OrderLineItem['shipments']): OrderLineItem {
  const delayDays = Number(l.delay_days ?? 0);
  return {
    _id: String(l.id), lineNo: Number(l.line_no), productId: text(l.product_id), sku: String(l.sku), description: String(l.description), hsCode: text(l.hs_code), quantity: qty(l.quantity),
    unit: String(l.unit), unitPrice: new Big(String(l.unit_price)).toString(), amount: new Big(String(l.amount ?? '0')).toFixed(2), cargoReadyDate: String(l.cargo_ready_date),
    requiredDeliveryDate: String(l.required_delivery_date), milestone: l.milestone as Milestone, bookedQuantity: qty(l.booked_quantity),
    openQuantity: l.cancelled ? '0' : new Big(String(l.quantity)).minus(String(l.booked_quantity)).toString(), cancelled: Boolean(l.cancelled), delayDays, late: delayDays > 0,
    milestones, shipments, version: Number(l.version),
  };
}
