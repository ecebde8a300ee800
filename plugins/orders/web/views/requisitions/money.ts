import Big from 'big.js';
import { formatMoney } from '@portolan/sdk';

const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;

/** A non-negative decimal string as the forms accept it (`1250`, `1250.5`, up to 4 decimals). */
export const isAmount = (text: string): boolean => DECIMAL.test(text.trim());

/** An exact decimal amount with its currency for people (`USD 1,234.50`), `—` when there is none. */
export function money(amount: string | null | undefined, currency: string): string {
  return amount === null || amount === undefined || amount === '' ? '—' : formatMoney({ decimal: amount }, currency);
}

/** quantity × unit price, exact, 2 decimals (half up); null while either is not a number yet. */
export function lineAmount(quantity: string, unitPrice: string): string | null {
  if (!isAmount(quantity) || !isAmount(unitPrice)) return null;
  return new Big(quantity.trim()).times(unitPrice.trim()).round(2, Big.roundHalfUp).toFixed(2);
}

/** The exact sum of the amounts given (nulls skipped), 2 decimals. */
export function totalOf(amounts: ReadonlyArray<string | null>): string {
  return amounts.reduce<Big>((sum, a) => (a === null ? sum : sum.plus(a)), new Big(0)).toFixed(2);
}
