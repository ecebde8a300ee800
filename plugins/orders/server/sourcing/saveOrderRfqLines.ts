import Big from 'big.js';
import { badRequest, isUuid, type Db } from '@portolan/sdk/server';
import type { NewOrderRfqLine } from '../../shared/types';

/**
 * Replaces an order RFQ's lines (in the caller's transaction). A line naming a catalogue product (by id
 * or SKU) takes its name, HS code and unit when left out; a requisition line must be the company's.
 * 400 names the line's field.
 */
export async function saveOrderRfqLines(tx: Db, rfqId: string, companyId: string, lines: NewOrderRfqLine[], field = 'data'): Promise<void> {
  if (!lines.length) throw badRequest('An RFQ needs at least one line', `${field}.lines`);
  const ids = lines.map((l) => l.productId).filter((id): id is string => !!id && isUuid(id));
  const products = await tx.query<{ id: string; sku: string; name: string; hs_code: string | null; unit: string }>(
    'SELECT id, sku, name, hs_code, unit FROM products WHERE company_id = $1 AND (lower(sku) = ANY($2::text[]) OR id = ANY($3::uuid[]))',
    [companyId, lines.map((l) => l.sku.trim().toLowerCase()), ids],
  );
  const byId = new Map(products.rows.map((p) => [String(p.id), p]));
  const bySku = new Map(products.rows.map((p) => [p.sku.toLowerCase(), p]));
  const reqLineIds = lines.map((l) => l.requisitionLineItemId).filter((id): id is string => !!id && isUuid(id));
  const reqLines = new Set(
    (await tx.query<{ id: string }>('SELECT id FROM requisition_line_items WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, reqLineIds])).rows.map((r) => String(r.id)),
  );
  const rows = lines.map((line, i) => {
    const at = `${field}.lines.${i}`;
    let product = line.productId ? byId.get(line.productId) : undefined;
    if (line.productId && !product) throw badRequest('Not a product of your catalogue', `${at}.productId`);
    product ??= bySku.get(line.sku.trim().toLowerCase());
    if (line.requisitionLineItemId && !reqLines.has(line.requisitionLineItemId)) throw badRequest('Not a requisition line of your company', `${at}.requisitionLineItemId`);
    const description = line.description?.trim() || product?.name;
    if (!description) throw badRequest('Give a description (the SKU is not in your catalogue)', `${at}.description`);
    if (new Big(line.quantity).lte(0)) throw badRequest('The quantity must be above 0', `${at}.quantity`);
    return {
      line_no: i + 1, requisition_line_item_id: line.requisitionLineItemId ?? null, product_id: product?.id ?? null, sku: line.sku.trim(), description,
      hs_code: line.hsCode ?? product?.hs_code ?? null, quantity: line.quantity, unit: line.unit ?? product?.unit ?? 'PCS', target_unit_price: line.targetUnitPrice ?? null, needed_by: line.neededBy,
    };
  });
  await tx.query('DELETE FROM order_rfq_line_items WHERE rfq_id = $1', [rfqId]);
  await tx.query(
    `INSERT INTO order_rfq_line_items (rfq_id, company_id, line_no, requisition_line_item_id, product_id, sku, description, hs_code, quantity, unit, target_unit_price, needed_by)
     SELECT $2, $3, t.line_no, t.requisition_line_item_id, t.product_id, t.sku, t.description, t.hs_code, t.quantity, t.unit, t.target_unit_price, t.needed_by
       FROM jsonb_to_recordset($1::jsonb) AS t(line_no int, requisition_line_item_id uuid, product_id uuid, sku text, description text, hs_code text, quantity numeric, unit text,
            target_unit_price numeric, needed_by date)`,
    [JSON.stringify(rows), rfqId, companyId],
  );
}
