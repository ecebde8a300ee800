import type { FieldErrors } from '@portolan/sdk';
import { lineKey, type LineValues } from './lineValues';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server's numeric(14,3) quantity and numeric(18,4) price, and its units (`PCS`, `KG`). */
const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
const PRICE = /^\d{1,14}(\.\d{1,4})?$/;
const UNIT = /^[A-Z]{2,5}$/;
export const isDay = (text: string) => DAY.test(text.trim());

/**
 * The checks every purchasing line shares, mirroring the server's schema: a SKU, a quantity above 0, a
 * price (required or not), a unit of 2–5 letters, a needed-by day. Keys are the form's (`lines.<i>.<field>`).
 */
export function lineProblems(lines: LineValues[], price: { field: string; required: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, i) => {
    if (!line.sku.trim()) errors[lineKey(i, 'sku')] = 'Give the SKU';
    else if (line.sku.trim().length > 40) errors[lineKey(i, 'sku')] = 'At most 40 characters';
    const quantity = line.quantity.trim();
    if (!QUANTITY.test(quantity) || Number(quantity) <= 0) errors[lineKey(i, 'quantity')] = 'A quantity above 0, at most 3 decimals';
    const unitPrice = line[price.field].trim();
    if (unitPrice ? !PRICE.test(unitPrice) : price.required) errors[lineKey(i, price.field)] = 'An amount, e.g. 12.50';
    if (line.unit.trim() && !UNIT.test(line.unit.trim().toUpperCase())) errors[lineKey(i, 'unit')] = '2 to 5 letters, e.g. PCS';
    if (!isDay(line.neededBy)) errors[lineKey(i, 'neededBy')] = 'Choose the day';
    if ((line.description ?? '').length > 500) errors[lineKey(i, 'description')] = 'At most 500 characters';
    if ((line.category ?? '').length > 60) errors[lineKey(i, 'category')] = 'At most 60 characters';
  });
  return errors;
}
