import Big from 'big.js';
import { badRequest, nextReference, type Db } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';
import { MILESTONES } from '../../shared/states';
import type { NewPurchaseOrder } from '../../shared/types';
import { plannedMilestones } from './plannedMilestones';
import { refreshOrder } from './refreshOrder';

export interface InsertOrderOptions {
  /** Prefix of the error fields (`data` → `data.lines.0.sku`). */
  field?: string;
  requisitionId?: string | null;
  orderRfqId?: string | null;
  uploadId?: string | null;
  /** The milestone source of the rows written (UPLOAD for bulk files). */
  source?: 'USER' | 'UPLOAD' | 'SYSTEM';
}

/** A line's amount: quantity × unit price, rounded half-up to the currency's minor unit. */
export function lineAmount(quantity: string, unitPrice: string, currency: string): Big {
  return new Big(quantity).times(unitPrice).round(currencyDigits(currency), Big.roundHalfUp);
}

/**
 * Inserts a DRAFT purchase order with its lines and their planned milestones, in the caller's
 * transaction; answers its id. Checks what a JSON schema cannot (400 naming the field under `field`):
 * the supplier is an active SUPPLIER of the company master, the ship-to an active location of the
 * company, a product id the company's, the PO number free (empty: the next `PO-<year>-<n>`), a line's
 * required delivery not before its cargo-ready day. A line naming a catalogue SKU (or product) takes its
 * description, HS code and unit when left out.
 */
export async function insertPurchaseOrder(tx: Db, companyId: string, userId: string | null, input: NewPurchaseOrder, options: InsertOrderOptions = {}): Promise<string> {
  const field = options.field ?? 'data';
  const supplier = await tx.one<{ id: string }>("SELECT id FROM company_master WHERE id = $1::uuid AND company_id = $2 AND kind = 'SUPPLIER' AND active", [uuidOrNull(input.supplierId), companyId]);
  if (!supplier) throw badRequest('Not an active supplier of your company master', `${field}.supplierId`);
  if (input.shipToLocationId) {
    const loc = await tx.one('SELECT 1 FROM company_locations WHERE id = $1::uuid AND company_id = $2 AND active', [uuidOrNull(input.shipToLocationId), companyId]);
    if (!loc) throw badRequest('Not an active location of your company', `${field}.shipToLocationId`);
  }
  if (!input.lines.length) throw badRequest('An order needs at least one line', `${field}.lines`);
  const poNumber = input.poNumber?.trim() || (await nextReference(tx, companyId, 'PO'));
  const taken = await tx.one('SELECT 1 FROM purchase_orders WHERE company_id = $1 AND lower(po_number) = lower($2)', [companyId, poNumber]);
  if (taken) throw badRequest(`PO number ${poNumber} is already used`, `${field}.poNumber`);

  const skus = [...new Set(input.lines.map((l) => l.sku.trim().toLowerCase()))];
  const products = await tx.query<{ id: string; sku: string; name: string; hs_code: string | null; unit: string }>(
    'SELECT id, sku, name, hs_code, unit FROM products WHERE company_id = $1 AND (lower(sku) = ANY($2::text[]) OR id = ANY($3::uuid[]))',
    [companyId, skus, input.lines.map((l) => uuidOrNull(l.productId ?? null)).filter((x): x is string => x !== null)],
  );
  const bySku = new Map(products.rows.map((p) => [p.sku.toLowerCase(), p]));
  const byId = new Map(products.rows.map((p) => [String(p.id), p]));

  const order = (await tx.one<{ id: string }>(
    `INSERT INTO purchase_orders (company_id, po_number, supplier_id, order_date, ship_from, pol, pod, ship_to_location_id, incoterm, currency, payment_terms, notes,
       requisition_id, order_rfq_id, upload_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [companyId, poNumber, supplier.id, input.orderDate, input.shipFrom ?? null, input.pol ?? null, input.pod ?? null, input.shipToLocationId ?? null, input.incoterm, input.currency,
      input.paymentTerms ?? null, input.notes ?? null, options.requisitionId ?? null, options.orderRfqId ?? null, options.uploadId ?? null, userId],
  ))!;

  const lineRows: unknown[][] = [];
  const milestoneRows: unknown[][] = [];
  for (const [i, line] of input.lines.entries()) {
    const at = `${field}.lines.${i}`;
    let product = line.productId ? byId.get(String(line.productId)) : undefined;
    if (line.productId && !product) throw badRequest('Not a product of your catalogue', `${at}.productId`);
    product ??= bySku.get(line.sku.trim().toLowerCase());
    const description = line.description?.trim() || product?.name;
    if (!description) throw badRequest('Give a description (the SKU is not in your catalogue)', `${at}.description`);
    if (line.requiredDeliveryDate < line.cargoReadyDate) throw badRequest('The required delivery cannot be before cargo is ready', `${at}.requiredDeliveryDate`);
    if (new Big(line.quantity).lte(0)) throw badRequest('The quantity must be above 0', `${at}.quantity`);
    const id = crypto.randomUUID();
    lineRows.push([id, order.id, companyId, i + 1, product?.id ?? null, line.sku.trim(), description, line.hsCode ?? product?.hs_code ?? null, line.quantity, line.unit ?? product?.unit ?? 'PCS',
      line.unitPrice, lineAmount(line.quantity, line.unitPrice, input.currency).toFixed(4), line.cargoReadyDate, line.requiredDeliveryDate]);
    const plan = plannedMilestones(input.orderDate, line.cargoReadyDate, line.requiredDeliveryDate);
    for (const m of MILESTONES) milestoneRows.push([companyId, order.id, id, m, plan[m]]);
  }
  await tx.query(
    `INSERT INTO order_line_items (id, order_id, company_id, line_no, product_id, sku, description, hs_code, quantity, unit, unit_price, amount, cargo_ready_date, required_delivery_date)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, order_id uuid, company_id uuid, line_no int, product_id uuid, sku text, description text, hs_code text, quantity numeric,
       unit text, unit_price numeric, amount numeric, cargo_ready_date date, required_delivery_date date)`,
    [JSON.stringify(lineRows.map((r) => ({
      id: r[0], order_id: r[1], company_id: r[2], line_no: r[3], product_id: r[4], sku: r[5], description: r[6], hs_code: r[7], quantity: r[8], unit: r[9], unit_price: r[10], amount: r[11],
      cargo_ready_date: r[12], required_delivery_date: r[13],
    })))],
  );
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, planned_date, source, updated_by)
     SELECT t.company_id, t.order_id, t.line_item_id, t.milestone, t.planned_date, $2, $3 FROM jsonb_to_recordset($1::jsonb) AS t(company_id uuid, order_id uuid, line_item_id uuid, milestone text, planned_date date)`,
    [JSON.stringify(milestoneRows.map((r) => ({ company_id: r[0], order_id: r[1], line_item_id: r[2], milestone: r[3], planned_date: r[4] }))), options.source ?? 'USER', userId],
  );
  await refreshOrder(tx, order.id);
  return String(order.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuidOrNull(value: string | null | undefined): string | null {
  return value && UUID.test(value) ? value : null;
}
