import Big from 'big.js';
import { currencyDigits, isCurrency, todayUtc, type FieldErrors } from '@portolan/sdk';
import { INCOTERMS, type Incoterm } from '../../../shared/states';
import type { NewOrderLine, NewPurchaseOrder, PurchaseOrderDetails, SupplierOption } from '../../../shared/types';
import { lineValuesFrom } from '../lines/lineValuesFrom';

/** The fields of a line in the editor (text, as the cells hold them). */
export const LINE_FIELDS = ['productId', 'sku', 'description', 'hsCode', 'quantity', 'unit', 'unitPrice', 'cargoReadyDate', 'requiredDeliveryDate'] as const;
export type LineField = (typeof LINE_FIELDS)[number];
export type LineValues = Record<LineField, string>;
/**
 * The form's values: the order's fields, `lines` (how many) and each line's cells as `lines.<i>.<field>`
 * — the names the server's 400 uses (`data.lines.2.quantity` → the quantity cell of line 3).
 */
export type OrderValues = Record<string, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const HS = /^[0-9][0-9.]{3,13}$/;
/** At most this many lines in one order. */
export const MAX_LINES = 500;

export const lineKey = (i: number, field: LineField) => `lines.${i}.${field}`;

export function emptyLine(previous?: LineValues): LineValues {
  return { productId: '', sku: '', description: '', hsCode: '', quantity: '', unit: previous?.unit ?? 'PCS', unitPrice: '', cargoReadyDate: previous?.cargoReadyDate ?? '', requiredDeliveryDate: previous?.requiredDeliveryDate ?? '' };
}

/** A line of the API (a record's, an uploaded file's) as editor cells. */
export function lineValuesOf(line: Partial<NewOrderLine>): LineValues {
  return lineValuesFrom(line, LINE_FIELDS, { unit: 'PCS' });
}

export function linesOf(values: OrderValues): LineValues[] {
  const count = Number(values.lines) || 0;
  return Array.from({ length: count }, (_, i) => Object.fromEntries(LINE_FIELDS.map((f) => [f, values[lineKey(i, f)] ?? ''])) as LineValues);
}

/** The values with these lines instead of the current ones. */
export function withLines(values: OrderValues, lines: LineValues[]): OrderValues {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('lines.')));
  const cells = lines.flatMap((line, i) => LINE_FIELDS.map((f) => [lineKey(i, f), line[f]] as const));
  return { ...kept, ...Object.fromEntries(cells), lines: String(lines.length) };
}

/** The starting values: a record's (edit), or a new order dated today with one empty line. */
export function orderValuesOf(record?: PurchaseOrderDetails): OrderValues {
  const head: OrderValues = {
    poNumber: record?.poNumber ?? '',
    supplierId: record?.supplierId ?? '',
    orderDate: record?.orderDate ?? todayUtc(),
    incoterm: record?.incoterm ?? 'FOB',
    currency: record?.currency ?? 'USD',
    paymentTerms: record?.paymentTerms ?? '',
    shipFrom: record?.shipFrom ?? '',
    pol: record?.pol ?? '',
    pod: record?.pod ?? '',
    shipToLocationId: record?.shipToLocationId ?? '',
    notes: record?.notes ?? '',
  };
  const lines = record ? record.lines.filter((l) => !l.cancelled).map(lineValuesOf) : [emptyLine()];
  return withLines(head, lines);
}

/** What a supplier's pick fills in: its currency, payment terms and port (as the POL), where it has them. */
export function withSupplier(values: OrderValues, supplier: SupplierOption): OrderValues {
  return {
    ...values,
    supplierId: supplier._id,
    ...(supplier.currency && { currency: supplier.currency }),
    ...(supplier.paymentTerms && { paymentTerms: supplier.paymentTerms }),
    ...(supplier.port && { pol: supplier.port }),
  };
}

/** A line's amount: quantity × unit price, rounded half-up to the currency's minor unit (the server's rule); undefined while either is not a number. */
export function lineAmount(quantity: string, unitPrice: string, currency: string): string | undefined {
  if (!DECIMAL.test(quantity.trim()) || !DECIMAL.test(unitPrice.trim())) return undefined;
  const digits = isCurrency(currency) ? currencyDigits(currency) : 2;
  return new Big(quantity.trim()).times(unitPrice.trim()).round(digits, Big.roundHalfUp).toFixed(digits);
}

/** The order's total: the exact sum of the lines' amounts (the lines not yet priced left out). */
export function orderTotal(lines: LineValues[], currency: string): string {
  const digits = isCurrency(currency) ? currencyDigits(currency) : 2;
  return lines
    .map((l) => lineAmount(l.quantity, l.unitPrice, currency))
    .filter((a): a is string => a !== undefined)
    .reduce((sum, a) => sum.plus(a), new Big(0))
    .toFixed(digits);
}

const text = (v: string | undefined) => v?.trim() || undefined;
const orNull = (v: string | undefined) => v?.trim() || null;

/** The body of a create or update (`{data: NewPurchaseOrder}`). */
export function orderDataOf(v: OrderValues): NewPurchaseOrder {
  return {
    poNumber: orNull(v.poNumber),
    supplierId: v.supplierId,
    orderDate: v.orderDate,
    incoterm: v.incoterm as Incoterm,
    currency: v.currency.trim().toUpperCase(),
    paymentTerms: orNull(v.paymentTerms),
    shipFrom: orNull(v.shipFrom),
    pol: orNull(v.pol),
    pod: orNull(v.pod),
    shipToLocationId: orNull(v.shipToLocationId),
    notes: orNull(v.notes),
    lines: linesOf(v).map((l) => ({
      ...(l.productId && { productId: l.productId }),
      sku: l.sku.trim(),
      ...(text(l.description) && { description: l.description.trim() }),
      hsCode: orNull(l.hsCode),
      quantity: l.quantity.trim(),
      ...(text(l.unit) && { unit: l.unit.trim().toUpperCase() }),
      unitPrice: l.unitPrice.trim(),
      cargoReadyDate: l.cargoReadyDate,
      requiredDeliveryDate: l.requiredDeliveryDate,
    })),
  };
}

function lineProblems(lines: LineValues[]): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    const at = (f: LineField, message: string) => (errors[lineKey(i, f)] = message);
    if (!l.sku.trim()) at('sku', 'Give the SKU');
    else if (l.sku.length > 64) at('sku', 'At most 64 characters');
    if (l.description.length > 500) at('description', 'At most 500 characters');
    if (l.hsCode.trim() && !HS.test(l.hsCode.trim())) at('hsCode', 'An HS code, e.g. 6109.10');
    if (!DECIMAL.test(l.quantity.trim())) at('quantity', 'A quantity, e.g. 120');
    else if (new Big(l.quantity.trim()).lte(0)) at('quantity', 'The quantity must be above 0');
    if (l.unit.length > 16) at('unit', 'At most 16 characters');
    if (!DECIMAL.test(l.unitPrice.trim())) at('unitPrice', 'A price, e.g. 4.25');
    if (!DAY.test(l.cargoReadyDate)) at('cargoReadyDate', 'Choose the cargo-ready day');
    if (!DAY.test(l.requiredDeliveryDate)) at('requiredDeliveryDate', 'Choose the required delivery day');
    else if (DAY.test(l.cargoReadyDate) && l.requiredDeliveryDate < l.cargoReadyDate) at('requiredDeliveryDate', 'The required delivery cannot be before cargo is ready');
  });
  return errors;
}

/** The client checks, mirroring the server's schema and rules; each message beside its field or cell. */
export function orderProblems(v: OrderValues): FieldErrors {
  const errors: FieldErrors = {};
  if (v.poNumber.length > 40) errors.poNumber = 'At most 40 characters';
  if (!v.supplierId) errors.supplierId = 'Choose the supplier';
  if (!DAY.test(v.orderDate)) errors.orderDate = 'Choose the order date';
  if (!(INCOTERMS as readonly string[]).includes(v.incoterm)) errors.incoterm = 'Choose an Incoterm';
  if (!isCurrency(v.currency.trim().toUpperCase())) errors.currency = 'An ISO 4217 currency, e.g. USD';
  if (v.paymentTerms.length > 200) errors.paymentTerms = 'At most 200 characters';
  if (v.shipFrom.length > 200) errors.shipFrom = 'At most 200 characters';
  if (v.pol && !LOCODE.test(v.pol)) errors.pol = 'A UN/LOCODE, e.g. CNSHA';
  if (v.pod && !LOCODE.test(v.pod)) errors.pod = 'A UN/LOCODE, e.g. NLRTM';
  if (v.pol && v.pod && v.pol === v.pod) errors.pod = 'The port of discharge must differ from the port of loading';
  if (v.notes.length > 4000) errors.notes = 'At most 4,000 characters';
  const lines = linesOf(v);
  if (!lines.length) errors.lines = 'Add at least one line';
  else if (lines.length > MAX_LINES) errors.lines = `At most ${MAX_LINES} lines`;
  return { ...errors, ...lineProblems(lines) };
}
