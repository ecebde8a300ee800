import Big from 'big.js';
import { badRequest, type Db } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';
import { MILESTONES } from '../../shared/states';
import type { NewOrderLine } from '../../shared/types';
import { plannedMilestones } from './plannedMilestones';

/** A line's amount: quantity × unit price, rounded half-up to the currency's minor unit. */
export function lineAmount(quantity: string, unitPrice: string, currency: string): Big {
  return new Big(quantity).times(unitPrice).round(currencyDigits(currency), Big.roundHalfUp);
}

/** The order the lines belong to, as the line insert needs it. */
export interface LinesOwner {
  orderId: string;
  companyId: string;
  orderDate: string;
  currency: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuidOrNull(value: string | null | undefined): string | null {
  return value && UUID.test(value) ? value : null;
}

/**
 * Inserts an order's lines (numbered from 1) with their planned milestones, in the caller's
 * transaction, after checking what a JSON schema cannot (400 naming `<field>.lines.<i>.<name>`): a
 * product id of the company's catalogue, a description (or a catalogue SKU to take it from), the
 * required delivery not before cargo ready, a quantity above 0. A line naming a catalogue SKU (or
 * product) takes its description, HS code and unit when left out. The caller refreshes the order.
 */
export async function insertOrderLines(tx: Db, owner: LinesOwner, lines: readonly NewOrderLine[], userId: string | null, source: 'USER' | 'UPLOAD' | 'SYSTEM', field: string): Promise<string[]> {
  if (!lines.length) throw badRequest('An order needs at least one line', `${field}.lines`);
  const { orderId, companyId } = owner;
  const skus = [...new Set(lines.map((l) => l.sku.trim().toLowerCase()))];
  const products = await tx.query<{ id: string; sku: string; name: string; hs_code: string | null; unit: string }>(
    'SELECT id, sku, name, hs_code, unit FROM products WHERE company_id = $1 AND (lower(sku) = ANY($2::text[]) OR id = ANY($3::uuid[]))',
    [companyId, skus, lines.map((l) => uuidOrNull(l.productId ?? null)).filter((x): x is string => x !== null)],
  );
  const bySku = new Map(products.rows.map((p) => [p.sku.toLowerCase(), p]));
  const byId = new Map(products.rows.map((p) => [String(p.id), p]));

  const lineRows: Array<Record<string, unknown>> = [];
  const milestoneRows: Array<Record<string, unknown>> = [];
  for (const [i, line] of lines.entries()) {
    const at = `${field}.lines.${i}`;
    let product = line.productId ? byId.get(String(line.productId)) : undefined;
    if (line.productId && !product) throw badRequest('Not a product of your catalogue', `${at}.productId`);
    product ??= bySku.get(line.sku.trim().toLowerCase());
    const description = line.description?.trim() || product?.name;
    if (!description) throw badRequest('Give a description (the SKU is not in your catalogue)', `${at}.description`);
    if (line.requiredDeliveryDate < line.cargoReadyDate) throw badRequest('The required delivery cannot be before cargo is ready', `${at}.requiredDeliveryDate`);
    if (new Big(line.quantity).lte(0)) throw badRequest('The quantity must be above 0', `${at}.quantity`);
    const id = crypto.randomUUID();
    lineRows.push({
      id, order_id: orderId, company_id: companyId, line_no: i + 1, product_id: product?.id ?? null, sku: line.sku.trim(), description, hs_code: line.hsCode ?? product?.hs_code ?? null,
      quantity: line.quantity, unit: line.unit ?? product?.unit ?? 'PCS', unit_price: line.unitPrice, amount: lineAmount(line.quantity, line.unitPrice, owner.currency).toFixed(4),
      cargo_ready_date: line.cargoReadyDate, required_delivery_date: line.requiredDeliveryDate,
    });
    const plan = plannedMilestones(owner.orderDate, line.cargoReadyDate, line.requiredDeliveryDate);
    for (const m of MILESTONES) milestoneRows.push({ company_id: companyId, order_id: orderId, line_item_id: id, milestone: m, planned_date: plan[m] });
  }
  await tx.query(
    `INSERT INTO order_line_items (id, order_id, company_id, line_no, product_id, sku, description, hs_code, quantity, unit, unit_price, amount, cargo_ready_date, required_delivery_date)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, order_id uuid, company_id uuid, line_no int, product_id uuid, sku text, description text, hs_code text, quantity numeric,
       unit text, unit_price numeric, amount numeric, cargo_ready_date date, required_delivery_date date)`,
    [JSON.stringify(lineRows)],
  );
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, planned_date, source, updated_by)
     SELECT t.company_id, t.order_id, t.line_item_id, t.milestone, t.planned_date, $2, $3 FROM jsonb_to_recordset($1::jsonb) AS t(company_id uuid, order_id uuid, line_item_id uuid, milestone text, planned_date date)`,
    [JSON.stringify(milestoneRows), source, userId],
  );
  return lineRows.map((r) => String(r.id));
}
