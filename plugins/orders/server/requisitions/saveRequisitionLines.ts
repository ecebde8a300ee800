import Big from 'big.js';
import { badRequest, isCurrency, isUuid, type Db } from '@portolan/sdk/server';
import type { NewRequisitionLine } from '../../shared/types';
import { lineAmount } from '../orders/insertPurchaseOrder';

/** Totals are kept as numeric(20,4): at most 16 integer digits. */
export const MAX_TOTAL = new Big('1e15');

interface ProductRow { id: string; sku: string; name: string; category: string; unit: string }

/**
 * Replaces a requisition's lines (in the caller's transaction) and answers its estimated total: Σ
 * quantity × estimated unit price, each line rounded half-up to the currency's minor unit (big.js).
 * A line naming a product of the catalogue (by id or SKU) takes its category — and its name and unit
 * when left out; any other line must give a category and a description. 400 names the line's field.
 */
export async function saveRequisitionLines(tx: Db, requisitionId: string, companyId: string, currency: string, lines: NewRequisitionLine[], field = 'data'): Promise<string> {
  if (!isCurrency(currency)) throw badRequest('Not an ISO 4217 currency', `${field}.currency`);
  if (!lines.length) throw badRequest('A requisition needs at least one line', `${field}.lines`);
  const ids = lines.map((l) => l.productId).filter((id): id is string => !!id && isUuid(id));
  const products = await tx.query<ProductRow>(
    'SELECT id, sku, name, category, unit FROM products WHERE company_id = $1 AND (lower(sku) = ANY($2::text[]) OR id = ANY($3::uuid[]))',
    [companyId, lines.map((l) => l.sku.trim().toLowerCase()), ids],
  );
  const byId = new Map(products.rows.map((p) => [String(p.id), p]));
  const bySku = new Map(products.rows.map((p) => [p.sku.toLowerCase(), p]));
  let total = new Big(0);
  const rows = lines.map((line, i) => {
    const at = `${field}.lines.${i}`;
    let product: ProductRow | undefined;
    if (line.productId) {
      product = byId.get(line.productId);
      if (!product) throw badRequest('Not a product of your catalogue', `${at}.productId`);
    } else product = bySku.get(line.sku.trim().toLowerCase());
    const category = product?.category ?? line.category?.trim();
    if (!category) throw badRequest('Give a category (the SKU is not in your catalogue)', `${at}.category`);
    const description = line.description?.trim() || product?.name;
    if (!description) throw badRequest('Give a description (the SKU is not in your catalogue)', `${at}.description`);
    if (new Big(line.quantity).lte(0)) throw badRequest('The quantity must be above 0', `${at}.quantity`);
    const amount = lineAmount(line.quantity, line.estimatedUnitPrice, currency);
    total = total.plus(amount);
    return {
      line_no: i + 1, product_id: product?.id ?? null, sku: line.sku.trim(), description, category, quantity: line.quantity,
      unit: line.unit ?? product?.unit ?? 'PCS', estimated_unit_price: line.estimatedUnitPrice, needed_by: line.neededBy,
    };
  });
  if (total.gte(MAX_TOTAL)) throw badRequest('The estimated total is too large', `${field}.lines`);
  await tx.query('DELETE FROM requisition_line_items WHERE requisition_id = $1', [requisitionId]);
  await tx.query(
    `INSERT INTO requisition_line_items (requisition_id, company_id, line_no, product_id, sku, description, category, quantity, unit, estimated_unit_price, needed_by)
     SELECT $2, $3, t.line_no, t.product_id, t.sku, t.description, t.category, t.quantity, t.unit, t.estimated_unit_price, t.needed_by
       FROM jsonb_to_recordset($1::jsonb) AS t(line_no int, product_id uuid, sku text, description text, category text, quantity numeric, unit text, estimated_unit_price numeric, needed_by date)`,
    [JSON.stringify(rows), requisitionId, companyId],
  );
  const estimated = total.toFixed(4);
  await tx.query('UPDATE requisitions SET estimated_total = $2 WHERE id = $1', [requisitionId, estimated]);
  return estimated;
}
