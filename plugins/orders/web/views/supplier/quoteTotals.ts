import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk';

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line's amount, unit price × quantity, exact (big.js) at the currency's digits; undefined until both are numbers. */
export function lineAmount(unitPrice: string, quantity: string, currency: string): string | undefined {
  if (!DECIMAL.test(unitPrice.trim()) || !DECIMAL.test(quantity.trim())) return undefined;
  return new Big(unitPrice.trim()).times(new Big(quantity.trim())).toFixed(currencyDigits(currency), Big.roundHalfEven);
}

/** The quote's total: the exact sum of the line amounts that can be computed. */
export function quoteTotal(lines: ReadonlyArray<{ unitPrice: string; quantity: string }>, currency: string): string {
  return lines
    .map((l) => lineAmount(l.unitPrice, l.quantity, currency))
    .reduce<Big>((total, amount) => (amount === undefined ? total : total.plus(amount)), new Big(0))
    .toFixed(currencyDigits(currency));
}
