import Big from 'big.js';
import { randomUUID } from 'node:crypto';
import { writeActivity, type Db } from '@portolan/sdk/server';
import { PRODUCT_UPLOAD_COLUMNS } from '../../shared/types';
import { codeOrNull } from '../master/fieldProblems';
import { productColumns, REQUIRED_PRODUCT_FIELDS, type ProductValues } from '../products/productColumns';
import { RowErrors } from './rowErrors';
import { reportUploadProgress, type Uploader, type UploadOutcome } from './uploadLog';
import type { UploadRow } from './uploadRows';

export type ProductColumn = (typeof PRODUCT_UPLOAD_COLUMNS)[number];
export const PRODUCT_UPLOAD_KIND = 'product-upload';

type Current = { id: string; unit_price: string; currency: string };
type Checked = { row: number; current: Current | undefined; columns: Record<string, unknown> };

/** Every row checked: a new SKU needs name, category, unitPrice and currency; a known one takes the cells given (blank cells keep its values). */
async function checkProductRows(db: Db, companyId: string, rows: ReadonlyArray<UploadRow<ProductColumn>>, progress: (n: number) => Promise<void>): Promise<{ checked: Checked[]; errors: RowErrors }> {
  const errors = new RowErrors();
  const skus = [...new Set(rows.map((r) => r.values.sku?.toLowerCase()).filter((s): s is string => !!s))];
  const [existing, suppliers] = await Promise.all([
    db.query<Current & { sku: string }>('SELECT id, sku, unit_price::text AS unit_price, currency FROM products WHERE company_id = $1 AND lower(sku) = ANY($2::text[])', [companyId, skus]),
    db.query<{ id: string; code: string }>("SELECT id, code FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active", [companyId]),
  ]);
  const bySku = new Map(existing.rows.map((p) => [p.sku.toLowerCase(), p]));
  const supplierIds = new Map(suppliers.rows.map((s) => [s.code, String(s.id)]));
  const seen = new Map<string, number>();
  const checked: Checked[] = [];
  for (const [i, r] of rows.entries()) {
    const { supplierCode, ...cells } = r.values;
    const current = cells.sku ? bySku.get(cells.sku.toLowerCase()) : undefined;
    const values: ProductValues = {};
    for (const [field, value] of Object.entries(cells) as Array<[keyof ProductValues, string | null]>) {
      if (value !== null) values[field] = value;
      else if (!current && REQUIRED_PRODUCT_FIELDS.includes(field)) values[field] = null; // "Required" below
    }
    const { columns, problems } = productColumns(values);
    for (const p of problems) errors.add(r.row, p.field, p.message);
    if (cells.sku) {
      const key = cells.sku.toLowerCase();
      if (seen.has(key)) errors.add(r.row, 'sku', `Repeats the SKU of row ${seen.get(key)}`);
      else seen.set(key, r.row);
    }
    if (supplierCode) {
      const id = supplierIds.get(codeOrNull(supplierCode)!);
      if (id) columns.supplier_id = id;
      else errors.add(r.row, 'supplierCode', 'Not an active supplier of your company master');
    }
    checked.push({ row: r.row, current, columns });
    if ((i + 1) % 500 === 0) await progress(i + 1);
  }
  await progress(rows.length);
  return { checked, errors };
}

/**
 * A products file, all or nothing: every row checked (progress in the log); any refused row → FAILED,
 * nothing written; else in ONE transaction a new SKU is inserted and a known one updated, and every new
 * price (a new product's, or a changed price or currency) goes into the price history as UPLOAD with
 * the file's name → COMPLETED `{products, updated}`.
 */
export async function processProductUpload(db: Db, who: Uploader, logId: string, fileName: string, rows: ReadonlyArray<UploadRow<ProductColumn>>): Promise<UploadOutcome> {
  const { checked, errors } = await checkProductRows(db, who.companyId, rows, (n) => reportUploadProgress(db, logId, n));
  if (errors.refusedRows > 0) return { status: 'FAILED', rowsRefused: errors.refusedRows, errors: errors.sorted(), message: errors.message };
  const created = await db.transaction(async (tx) => {
    const inserts: Array<Record<string, unknown>> = [];
    const prices: Array<{ product_id: string; unit_price: string; currency: string }> = [];
    let updated = 0;
    for (const { current, columns } of checked) {
      if (!current) {
        const id = randomUUID();
        inserts.push({ id, unit: 'PCS', ...columns });
        prices.push({ product_id: id, unit_price: String(columns.unit_price), currency: String(columns.currency) });
        continue;
      }
      const names = Object.keys(columns).filter((n) => n !== 'sku');
      if (names.length) {
        await tx.query(`UPDATE products SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $1`, [current.id, ...names.map((n) => columns[n])]);
        updated++;
      }
      const price = String(columns.unit_price ?? current.unit_price);
      const currency = String(columns.currency ?? current.currency);
      if (currency !== current.currency || !new Big(price).eq(current.unit_price)) prices.push({ product_id: current.id, unit_price: price, currency });
    }
    if (inserts.length) {
      await tx.query(
        `INSERT INTO products (id, company_id, sku, name, description, category, hs_code, unit, length_cm, width_cm, height_cm, weight_kg, unit_price, currency, supplier_id, created_by)
         SELECT t.id, $2, t.sku, t.name, t.description, t.category, t.hs_code, t.unit, t.length_cm, t.width_cm, t.height_cm, t.weight_kg, t.unit_price, t.currency, t.supplier_id, $3
           FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, sku text, name text, description text, category text, hs_code text, unit text, length_cm numeric, width_cm numeric, height_cm numeric,
             weight_kg numeric, unit_price numeric, currency text, supplier_id uuid)`,
        [JSON.stringify(inserts), who.companyId, who.userId],
      );
    }
    if (prices.length) {
      await tx.query(
        `INSERT INTO product_prices (product_id, company_id, unit_price, currency, source, source_reference, created_by)
         SELECT t.product_id, $2, t.unit_price, t.currency, 'UPLOAD', $3, $4 FROM jsonb_to_recordset($1::jsonb) AS t(product_id uuid, unit_price numeric, currency text)`,
        [JSON.stringify(prices), who.companyId, fileName, who.userId],
      );
    }
    await writeActivity(tx, {
      kind: PRODUCT_UPLOAD_KIND, recordId: logId, companyId: who.companyId, actorId: who.userId, actorName: who.userName, action: 'imported',
      note: `${inserts.length} products added, ${updated} updated from ${fileName}`.slice(0, 2000),
    });
    return { products: inserts.length, updated };
  });
  return { status: 'COMPLETED', created, message: `${created.products} product${created.products === 1 ? '' : 's'} added, ${created.updated} updated` };
}
