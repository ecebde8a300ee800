import type { FieldErrors } from '@portolan/sdk';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import type { NewRequisition, NewRequisitionLine, Product, RequisitionDetails } from '../../../shared/types';
import { lineValuesFrom } from '../lines/lineValuesFrom';
import { isDay, lineProblems } from './lineChecks';
import { linesOf, orNull, withLines, type FormValues, type LineValues } from './lineValues';

/** The fields of one requisition line in the form; `productId` rides along unseen. */
export const REQUISITION_LINE_FIELDS = ['productId', 'sku', 'description', 'category', 'quantity', 'unit', 'estimatedUnitPrice', 'neededBy'] as const;

/** The form's starting values: the record's, or a new requisition's (needed in four weeks, one empty line). */
export function requisitionValuesOf(record?: RequisitionDetails): FormValues {
  const neededBy = record?.neededBy ?? addDays(todayUtc(), 28);
  const base: FormValues = {
    title: record?.title ?? '',
    locationId: record?.locationId ?? '',
    department: record?.department ?? '',
    neededBy,
    currency: record?.currency ?? 'USD',
    justification: record?.justification ?? '',
  };
  const lines = record ? record.lines.map(requisitionLineOf) : [requisitionLineOf({ neededBy })];
  return withLines(base, lines, REQUISITION_LINE_FIELDS);
}

/** A line of the form from an uploaded or new line. */
export function requisitionLineOf(line: Partial<NewRequisitionLine>): LineValues {
  return lineValuesFrom(line, REQUISITION_LINE_FIELDS);
}

/** What a catalogue product fills into a requisition line. */
export function requisitionLineFromProduct(product: Product): LineValues {
  return { productId: product._id, sku: product.sku, description: product.name, category: product.category, unit: product.unit, estimatedUnitPrice: product.unitPrice };
}

/** The body of a create or of a DRAFT's update. */
export function requisitionDataOf(v: FormValues): NewRequisition {
  return {
    title: v.title.trim(),
    locationId: orNull(v.locationId),
    department: orNull(v.department),
    neededBy: v.neededBy,
    currency: v.currency,
    justification: orNull(v.justification),
    lines: linesOf(v, REQUISITION_LINE_FIELDS).map((l) => ({
      productId: orNull(l.productId),
      sku: l.sku.trim(),
      ...(l.description.trim() && { description: l.description.trim() }),
      ...(l.category.trim() && { category: l.category.trim() }),
      quantity: l.quantity.trim(),
      ...(l.unit.trim() && { unit: l.unit.trim().toUpperCase() }),
      estimatedUnitPrice: l.estimatedUnitPrice.trim(),
      neededBy: l.neededBy,
    })),
  };
}

/** The client checks, mirroring the server's schema. */
export function requisitionProblems(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.title.trim()) errors.title = 'Give the requisition a title';
  else if (v.title.length > 200) errors.title = 'At most 200 characters';
  if (!isDay(v.neededBy)) errors.neededBy = 'Choose the day it is needed by';
  if (!/^[A-Z]{3}$/.test(v.currency)) errors.currency = 'Choose a currency';
  if (v.department.length > 100) errors.department = 'At most 100 characters';
  if (v.justification.length > 5000) errors.justification = 'At most 5,000 characters';
  const lines = linesOf(v, REQUISITION_LINE_FIELDS);
  if (!lines.length) errors.lines = 'Add at least one line';
  else if (lines.length > 500) errors.lines = 'At most 500 lines';
  return { ...errors, ...lineProblems(lines, { field: 'estimatedUnitPrice', required: true }) };
}
