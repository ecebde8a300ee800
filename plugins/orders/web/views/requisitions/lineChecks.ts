import type { FieldErrors } from '@portolan/sdk';
import { isAmount } from './money';
import { lineKey, type LineValues } from './lineValues';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (text: string) => DAY.test(text.trim());

/**
 * The checks every purchasing line shares, mirroring the server's schema: a SKU, a quantity above 0, a
 * price (required or not), a needed-by day. Keys are the form's (`lines.<i>.<field>`).
 */
export function lineProblems(lines: LineValues[], price: { field: string; required: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, i) => {
    if (!line.sku.trim()) errors[lineKey(i, 'sku')] = 'Give the SKU';
    else if (line.sku.length > 64) errors[lineKey(i, 'sku')] = 'At most 64 characters';
    const quantity = line.quantity.trim();
    if (!isAmount(quantity) || Number(quantity) <= 0) errors[lineKey(i, 'quantity')] = 'A quantity above 0';
    const unitPrice = line[price.field].trim();
    if (unitPrice ? !isAmount(unitPrice) : price.required) errors[lineKey(i, price.field)] = 'An amount, e.g. 12.50';
    if (!isDay(line.neededBy)) errors[lineKey(i, 'neededBy')] = 'Choose the day';
    if ((line.description ?? '').length > 500) errors[lineKey(i, 'description')] = 'At most 500 characters';
  });
  return errors;
}
