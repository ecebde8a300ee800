import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';

const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;

/**
 * A decimal string amount in the currency's minor units, exactly (big.js, never a float); undefined when
 * the text is not a plain non-negative decimal or has more fraction digits than the currency's minor unit.
 */
export function minorOfDecimal(amount: string, currency: string): bigint | undefined {
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return undefined;
  const digits = currencyDigits(currency);
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > digits) return undefined;
  return BigInt(new Big(text).times(new Big(10).pow(digits)).toFixed(0));
}

/** Minor units (a bigint, a number or the database's text) as a decimal string with the currency's digits. */
export function decimalOfMinor(minor: bigint | number | string, currency: string): string {
  const digits = currencyDigits(currency);
  return new Big(String(minor)).div(new Big(10).pow(digits)).toFixed(digits);
}

/** The database's bigint (number or text) as a bigint. */
export function bigOf(value: unknown): bigint {
  return BigInt(String(value ?? 0));
}

/** The most that may be realized on an invoice: its value × (1 + tolerance %), rounded down to a minor unit. */
export function ceilingOf(invoiceMinor: bigint, tolerancePercent: string): bigint {
  return BigInt(new Big(String(invoiceMinor)).times(new Big(100).plus(tolerancePercent)).div(100).round(0, Big.roundDown).toFixed(0));
}

/** The least that counts as realized in full: the invoice value × (1 − tolerance %), rounded up to a minor unit. */
export function floorOf(invoiceMinor: bigint, tolerancePercent: string): bigint {
  return BigInt(new Big(String(invoiceMinor)).times(new Big(100).minus(tolerancePercent)).div(100).round(0, Big.roundUp).toFixed(0));
}
