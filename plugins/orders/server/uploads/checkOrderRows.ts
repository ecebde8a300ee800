import type { Db } from '@portolan/sdk/server';
import { INCOTERMS, type Incoterm } from '../../shared/states';
import { ORDER_UPLOAD_COLUMNS, type NewOrderLine } from '../../shared/types';
import { decimalCheck, fieldProblems } from '../master/fieldProblems';
import { cellText } from './cellText';
import { RowErrors } from './rowErrors';
import type { UploadRow } from './uploadRows';

export type OrderColumn = (typeof ORDER_UPLOAD_COLUMNS)[number];
/** The columns every orders file must have (the rest may be left out). */
export const REQUIRED_ORDER_COLUMNS: readonly OrderColumn[] = ['poNumber', 'supplierCode', 'orderDate', 'incoterm', 'currency', 'sku', 'quantity', 'cargoReadyDate', 'requiredDeliveryDate'];

/** An order of the file, checked: what the bulk insert writes. */
export interface UploadOrder {
  poNumber: string;
  supplierId: string;
  orderDate: string;
  incoterm: Incoterm;
  currency: string;
  paymentTerms: string | null;
  shipFrom: string | null;
  pol: string | null;
  pod: string | null;
  shipToLocationId: string | null;
  lines: Array<NewOrderLine & { productId: string | null; description: string; unit: string; hsCode: string | null }>;
}

type Lookups = {
  suppliers: Map<string, { id: string; paymentTerms: string | null }>;
  locations: Map<string, string>;
  products: Map<string, { id: string; name: string; hsCode: string | null; unit: string; unitPrice: string; currency: string }>;
  usedPoNumbers: Set<string>;
};

const upper = (t: string) => t.toUpperCase();
const maxLength = (n: number) => (t: string) => (t.length > n ? `At most ${n} characters` : null);
const quantityCheck = decimalCheck(11, 3, true);
const priceCheck = decimalCheck(14, 4, false);
const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** The order-level columns: every row of one PO number must agree on them (a blank cell takes the PO's value). */
const ORDER_LEVEL: Array<{ column: OrderColumn; required?: boolean; read?: (t: string) => string | null; check: (t: string, l: Lookups) => string | null }> = [
  { column: 'supplierCode', required: true, read: upper, check: (t, l) => (l.suppliers.has(t) ? null : 'Not an active supplier of your company master') },
  { column: 'orderDate', required: true, read: cellText.day, check: () => null },
  { column: 'incoterm', required: true, read: upper, check: (t) => ((INCOTERMS as readonly string[]).includes(t) ? null : `Give an Incoterm: ${INCOTERMS.join(', ')}`) },
  { column: 'currency', required: true, read: upper, check: fieldProblems.currency },
  { column: 'paymentTerms', check: maxLength(100) },
  { column: 'shipFrom', check: maxLength(300) },
  { column: 'pol', read: upper, check: fieldProblems.port },
  { column: 'pod', read: upper, check: fieldProblems.port },
  { column: 'shipToCode', read: upper, check: (t, l) => (l.locations.has(t) ? null : 'Not an active location of your company') },
];

async function lookups(db: Db, companyId: string, rows: ReadonlyArray<UploadRow<OrderColumn>>): Promise<Lookups> {
  const skus = [...new Set(rows.map((r) => r.values.sku?.toLowerCase()).filter((s): s is string => !!s))];
  const poNumbers = [...new Set(rows.map((r) => r.values.poNumber?.toLowerCase()).filter((s): s is string => !!s))];
  const [suppliers, locations, products, used] = await Promise.all([
    db.query<{ id: string; code: string; payment_terms: string | null }>("SELECT id, code, payment_terms FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active", [companyId]),
    db.query<{ id: string; code: string }>('SELECT id, code FROM company_locations WHERE company_id = $1 AND active', [companyId]),
    db.query<{ id: string; sku: string; name: string; hs_code: string | null; unit: string; unit_price: string; currency: string }>(
      'SELECT id, sku, name, hs_code, unit, unit_price::text AS unit_price, currency FROM products WHERE company_id = $1 AND lower(sku) = ANY($2::text[])',
      [companyId, skus],
    ),
    db.query<{ po: string }>('SELECT lower(po_number) AS po FROM purchase_orders WHERE company_id = $1 AND lower(po_number) = ANY($2::text[])', [companyId, poNumbers]),
  ]);
  return {
    suppliers: new Map(suppliers.rows.map((s) => [s.code, { id: String(s.id), paymentTerms: s.payment_terms }])),
    locations: new Map(locations.rows.map((l) => [l.code, String(l.id)])),
    products: new Map(products.rows.map((p) => [p.sku.toLowerCase(), { id: String(p.id), name: p.name, hsCode: p.hs_code, unit: p.unit, unitPrice: p.unit_price, currency: p.currency }])),
    usedPoNumbers: new Set(used.rows.map((r) => r.po)),
  };
}

/**
 * Checks every row of an orders file (README "Bulk uploads"): rows with one PO number (any case) form
 * one order and agree on its order-level columns (a disagreeing row is refused, naming the row it
 * differs from); the supplier an active SUPPLIER of the company master, the ship-to an active location,
 * days YYYY-MM-DD, decimals, an Incoterm, an ISO currency, a PO number not used yet; a line's SKU from
 * the catalogue (which gives its description, HS code, unit and — same currency — price) or a
 * description. Reports progress every 500 rows. Answers the orders when no row is refused.
 */
export async function checkOrderRows(db: Db, companyId: string, rows: ReadonlyArray<UploadRow<OrderColumn>>, progress: (rowsProcessed: number) => Promise<void>): Promise<{ orders: UploadOrder[]; errors: RowErrors }> {
  const errors = new RowErrors();
  const l = await lookups(db, companyId, rows);
  const groups = new Map<string, { poNumber: string; rows: Array<UploadRow<OrderColumn>> }>();
  for (const r of rows) {
    const po = r.values.poNumber;
    if (!po) errors.add(r.row, 'poNumber', 'Required');
    else if (!PO_NUMBER.test(po)) errors.add(r.row, 'poNumber', 'A PO number is 1–40 letters, digits, . _ / or -');
    else {
      const group = groups.get(po.toLowerCase()) ?? { poNumber: po, rows: [] };
      group.rows.push(r);
      groups.set(po.toLowerCase(), group);
    }
  }

  const orders: UploadOrder[] = [];
  let processed = 0;
  for (const [key, group] of groups) {
    const first = group.rows[0]!;
    if (l.usedPoNumbers.has(key)) errors.add(first.row, 'poNumber', `PO number ${group.poNumber} is already used`);
    const order: Partial<Record<OrderColumn, string>> = {};
    for (const rule of ORDER_LEVEL) {
      let from = 0;
      for (const r of group.rows) {
        const raw = r.values[rule.column];
        if (raw === null) continue;
        const value = rule.read ? rule.read(raw) : raw;
        if (value === null) {
          errors.add(r.row, rule.column, 'Give a day as YYYY-MM-DD');
        } else if (order[rule.column] === undefined) {
          const problem = rule.check(value, l);
          if (problem) errors.add(r.row, rule.column, problem);
          order[rule.column] = value;
          from = r.row;
        } else if (order[rule.column] !== value) {
          errors.add(r.row, rule.column, `Differs from row ${from} of ${group.poNumber} (${order[rule.column]}): the rows of one order must agree`);
        }
      }
      if (rule.required && order[rule.column] === undefined) errors.add(first.row, rule.column, 'Required');
    }
    const supplier = order.supplierCode ? l.suppliers.get(order.supplierCode) : undefined;
    const currency = order.currency ?? '';
    const lines: UploadOrder['lines'] = [];
    for (const r of group.rows) {
      const line = checkLine(r, currency, l, errors);
      if (line) lines.push(line);
      if (++processed % 500 === 0) await progress(processed);
    }
    orders.push({
      poNumber: group.poNumber, supplierId: supplier?.id ?? '', orderDate: order.orderDate ?? '', incoterm: (order.incoterm ?? 'FOB') as Incoterm, currency,
      paymentTerms: order.paymentTerms ?? supplier?.paymentTerms ?? null, shipFrom: order.shipFrom ?? null, pol: order.pol ?? null, pod: order.pod ?? null,
      shipToLocationId: order.shipToCode ? (l.locations.get(order.shipToCode) ?? null) : null, lines,
    });
  }
  await progress(rows.length);
  return { orders, errors };
}

/** One row's line, or undefined with its errors added. */
function checkLine(r: UploadRow<OrderColumn>, currency: string, l: Lookups, errors: RowErrors): UploadOrder['lines'][number] | undefined {
  const v = r.values;
  const before = errors.refusedRows;
  const fail = (field: OrderColumn, message: string) => {
    errors.add(r.row, field, message);
    return null;
  };
  const sku = v.sku ?? fail('sku', 'Required');
  if (sku && sku.length > 40) fail('sku', 'At most 40 characters');
  const product = sku ? l.products.get(sku.toLowerCase()) : undefined;
  const description = v.description ?? product?.name ?? fail('description', 'Give a description (the SKU is not in your catalogue)');
  if (description && description.length > 500) fail('description', 'At most 500 characters');
  const hsCode = v.hsCode ? v.hsCode.replace(/[.\s]/g, '') : (product?.hsCode ?? null);
  if (v.hsCode && fieldProblems.hsCode(hsCode!)) fail('hsCode', fieldProblems.hsCode(hsCode!)!);
  const unit = v.unit ? v.unit.toUpperCase() : (product?.unit ?? 'PCS');
  if (v.unit && fieldProblems.unit(unit)) fail('unit', fieldProblems.unit(unit)!);
  const quantity = v.quantity ? cellText.decimal(v.quantity) : fail('quantity', 'Required');
  if (quantity && quantityCheck(quantity)) fail('quantity', quantityCheck(quantity)!);
  const catalogPrice = product && product.currency === currency ? product.unitPrice : null;
  const unitPrice = v.unitPrice ? cellText.decimal(v.unitPrice) : (catalogPrice ?? fail('unitPrice', 'Required (the SKU has no catalogue price in the order currency)'));
  if (v.unitPrice && unitPrice && priceCheck(unitPrice)) fail('unitPrice', priceCheck(unitPrice)!);
  const day = (column: 'cargoReadyDate' | 'requiredDeliveryDate') => {
    if (!v[column]) return fail(column, 'Required');
    return cellText.day(v[column]!) ?? fail(column, 'Give a day as YYYY-MM-DD');
  };
  const cargoReadyDate = day('cargoReadyDate');
  const requiredDeliveryDate = day('requiredDeliveryDate');
  if (cargoReadyDate && requiredDeliveryDate && requiredDeliveryDate < cargoReadyDate) fail('requiredDeliveryDate', 'The required delivery cannot be before cargo is ready');
  if (errors.refusedRows !== before || !sku || !description || !quantity || !unitPrice || !cargoReadyDate || !requiredDeliveryDate) return undefined;
  return { productId: product?.id ?? null, sku, description, hsCode, quantity, unit, unitPrice, cargoReadyDate, requiredDeliveryDate };
}
