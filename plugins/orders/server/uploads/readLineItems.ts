import type { Db } from '@portolan/sdk/server';
import type { LineItemUploadResult, NewOrderLine, NewRequisitionLine } from '../../shared/types';
import { decimalCheck, fieldProblems } from '../master/fieldProblems';
import { cellText } from './cellText';
import { RowErrors } from './rowErrors';
import type { UploadRow } from './uploadRows';

/** The columns of a line-items file, per form. */
export const LINE_ITEM_COLUMNS = {
  order: ['sku', 'description', 'quantity', 'unit', 'unitPrice', 'cargoReadyDate', 'requiredDeliveryDate', 'hsCode'],
  requisition: ['sku', 'description', 'quantity', 'unit', 'estimatedUnitPrice', 'neededBy', 'category', 'hsCode'],
} as const;
export type LineItemTarget = keyof typeof LINE_ITEM_COLUMNS;
export type LineItemColumn = (typeof LINE_ITEM_COLUMNS)[LineItemTarget][number];

const quantityCheck = decimalCheck(11, 3, true);
const priceCheck = decimalCheck(14, 4, false);

/**
 * The lines of a line-items file for the order or requisition form, one per row in the file's order
 * (line i is the file's i-th row), checked against the catalogue: a known SKU fills in the description,
 * HS code, unit, category and price left blank. Errors name the sheet row and column; nothing is written.
 */
export async function readLineItems(db: Db, companyId: string, target: LineItemTarget, rows: ReadonlyArray<UploadRow<LineItemColumn>>): Promise<LineItemUploadResult> {
  const skus = [...new Set(rows.map((r) => r.values.sku?.toLowerCase()).filter((s): s is string => !!s))];
  const products = await db.query<{ id: string; sku: string; name: string; hs_code: string | null; unit: string; category: string; unit_price: string }>(
    'SELECT id, sku, name, hs_code, unit, category, unit_price::text AS unit_price FROM products WHERE company_id = $1 AND lower(sku) = ANY($2::text[])',
    [companyId, skus],
  );
  const bySku = new Map(products.rows.map((p) => [p.sku.toLowerCase(), p]));
  const errors = new RowErrors();
  const lines = rows.map(({ row, values: v }) => {
    const check = (field: LineItemColumn, value: string | null, problem: (t: string) => string | null, required: string | null = null) => {
      if (value === null) {
        if (required) errors.add(row, field, required);
        return '';
      }
      const p = problem(value);
      if (p) errors.add(row, field, p);
      return value;
    };
    const product = v.sku ? bySku.get(v.sku.toLowerCase()) : undefined;
    const sku = check('sku', v.sku, (t) => (t.length > 40 ? 'At most 40 characters' : null), 'Required');
    const description = check('description', v.description ?? product?.name ?? null, (t) => (t.length > 500 ? 'At most 500 characters' : null), 'Give a description (the SKU is not in your catalogue)');
    const quantity = check('quantity', v.quantity && cellText.decimal(v.quantity), quantityCheck, 'Required');
    const unit = check('unit', v.unit?.toUpperCase() ?? product?.unit ?? 'PCS', fieldProblems.unit);
    const day = (field: 'cargoReadyDate' | 'requiredDeliveryDate' | 'neededBy') => check(field, v[field], (t) => (cellText.day(t) ? null : 'Give a day as YYYY-MM-DD'), 'Required') && (cellText.day(v[field]!) ?? v[field]!);
    const priceField = target === 'order' ? 'unitPrice' : 'estimatedUnitPrice';
    const price = check(priceField, (v[priceField] && cellText.decimal(v[priceField]!)) ?? product?.unit_price ?? null, priceCheck, 'Required (the SKU is not in your catalogue)');
    const base = { productId: product?.id ?? null, sku, description, quantity, unit };
    if (target === 'requisition') {
      const category = check('category', v.category ?? product?.category ?? null, (t) => (t.length > 60 ? 'At most 60 characters' : null), 'Required (the SKU is not in your catalogue)');
      return { ...base, category, estimatedUnitPrice: price, neededBy: day('neededBy') } satisfies NewRequisitionLine;
    }
    const hsCode = v.hsCode ? v.hsCode.replace(/[.\s]/g, '') : (product?.hs_code ?? null);
    if (v.hsCode) check('hsCode', hsCode, fieldProblems.hsCode);
    const cargoReadyDate = day('cargoReadyDate');
    const requiredDeliveryDate = day('requiredDeliveryDate');
    if (cargoReadyDate && requiredDeliveryDate && requiredDeliveryDate < cargoReadyDate) errors.add(row, 'requiredDeliveryDate', 'The required delivery cannot be before cargo is ready');
    return { ...base, hsCode, unitPrice: price, cargoReadyDate, requiredDeliveryDate } satisfies NewOrderLine;
  });
  return { lines: lines as NewOrderLine[] | NewRequisitionLine[], errors: errors.sorted() };
}
