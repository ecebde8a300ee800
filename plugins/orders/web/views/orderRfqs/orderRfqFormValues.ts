import type { FieldErrors } from '@portolan/sdk';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { INCOTERMS, type Incoterm } from '../../../shared/states';
import type { NewOrderRfq, OrderRfqDetails, Product } from '../../../shared/types';
import { lineProblems } from '../requisitions/lineChecks';
import { idsOf, linesOf, orNull, withLines, type FormValues, type LineValues } from '../requisitions/lineValues';

/** The fields of one RFQ line in the form; `productId` and `requisitionLineItemId` ride along unseen. */
export const ORDER_RFQ_LINE_FIELDS = ['productId', 'requisitionLineItemId', 'sku', 'description', 'hsCode', 'quantity', 'unit', 'targetUnitPrice', 'neededBy'] as const;

/** `2026-12-01T17:00` (what a datetime-local input shows) of an ISO instant. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's starting values: the record's, or a new RFQ's (FOB, quotes due in a week at 17:00, one empty line). */
export function orderRfqValuesOf(record?: OrderRfqDetails): FormValues {
  const base: FormValues = {
    title: record?.title ?? '',
    currency: record?.currency ?? 'USD',
    incoterm: record?.incoterm ?? 'FOB',
    shipToLocationId: record?.shipToLocationId ?? '',
    quoteDeadline: record ? localDateTime(record.quoteDeadline) : `${addDays(todayUtc(), 7)}T17:00`,
    notes: record?.notes ?? '',
    supplierIds: record?.suppliers.map((s) => s.supplierId).join(',') ?? '',
  };
  const lines: LineValues[] = record
    ? record.lines.map((l) => ({
        productId: l.productId ?? '',
        requisitionLineItemId: l.requisitionLineItemId ?? '',
        sku: l.sku,
        description: l.description,
        hsCode: l.hsCode ?? '',
        quantity: l.quantity,
        unit: l.unit,
        targetUnitPrice: l.targetUnitPrice ?? '',
        neededBy: l.neededBy,
      }))
    : [{ neededBy: addDays(todayUtc(), 42) }];
  return withLines(base, lines, ORDER_RFQ_LINE_FIELDS);
}

/** What a catalogue product fills into an RFQ line (its current price as the target). */
export function orderRfqLineFromProduct(product: Product): LineValues {
  return { productId: product._id, sku: product.sku, description: product.name, hsCode: product.hsCode ?? '', unit: product.unit, targetUnitPrice: product.unitPrice };
}

/** The body of a create, or of a DRAFT's update. */
export function orderRfqDataOf(v: FormValues): NewOrderRfq {
  return {
    title: v.title.trim(),
    currency: v.currency,
    incoterm: v.incoterm as Incoterm,
    shipToLocationId: orNull(v.shipToLocationId),
    quoteDeadline: new Date(v.quoteDeadline).toISOString(),
    notes: orNull(v.notes),
    supplierIds: idsOf(v.supplierIds),
    lines: linesOf(v, ORDER_RFQ_LINE_FIELDS).map((l) => ({
      productId: orNull(l.productId),
      requisitionLineItemId: orNull(l.requisitionLineItemId),
      sku: l.sku.trim(),
      ...(l.description.trim() && { description: l.description.trim() }),
      hsCode: orNull(l.hsCode),
      quantity: l.quantity.trim(),
      ...(l.unit.trim() && { unit: l.unit.trim().toUpperCase() }),
      targetUnitPrice: orNull(l.targetUnitPrice),
      neededBy: l.neededBy,
    })),
  };
}

/** The client checks, mirroring the server's schema. */
export function orderRfqProblems(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.title.trim()) errors.title = 'Give the RFQ a title';
  else if (v.title.length > 200) errors.title = 'At most 200 characters';
  if (!/^[A-Z]{3}$/.test(v.currency)) errors.currency = 'Choose a currency';
  if (!(INCOTERMS as readonly string[]).includes(v.incoterm)) errors.incoterm = 'Choose an Incoterm';
  if (!v.quoteDeadline || Number.isNaN(new Date(v.quoteDeadline).getTime())) errors.quoteDeadline = 'Choose the quote deadline';
  else if (new Date(v.quoteDeadline).getTime() <= Date.now()) errors.quoteDeadline = 'The deadline must be in the future';
  if (v.notes.length > 5000) errors.notes = 'At most 5,000 characters';
  if (!idsOf(v.supplierIds).length) errors.supplierIds = 'Pick at least one supplier';
  else if (idsOf(v.supplierIds).length > 50) errors.supplierIds = 'At most 50 suppliers';
  const lines = linesOf(v, ORDER_RFQ_LINE_FIELDS);
  if (!lines.length) errors.lines = 'Add at least one line';
  else if (lines.length > 500) errors.lines = 'At most 500 lines';
  lines.forEach((l, i) => {
    if (l.hsCode.trim() && !/^\d{6}(\d{2}){0,2}$/.test(l.hsCode.trim())) errors[`lines.${i}.hsCode`] = '6, 8 or 10 digits';
  });
  return { ...errors, ...lineProblems(lines, { field: 'targetUnitPrice', required: false }) };
}
