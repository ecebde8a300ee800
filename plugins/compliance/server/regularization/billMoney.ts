import { currencyDigits } from '@portolan/sdk/shared';

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,6}))?$/;

/**
 * A decimal string amount in the currency's minor units, exactly (string digits into a BigInt, never a
 * float); undefined when the text is not a plain non-negative decimal or has more fraction digits than the
 * currency's minor unit. (BigInt rather than big.js: validating a 5,000-row batch calls it per row.)
 */
export function minorOfDecimal(amount: string, currency: string): bigint | undefined {
  return scaled(amount, currencyDigits(currency));
}

function scaled(text: string, digits: number): bigint | undefined {
  const match = DECIMAL.exec(String(text).trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  return BigInt(match[1] + fraction.padEnd(digits, '0'));
}

/** Minor units (a bigint, a number or the database's text) as a decimal string with the currency's digits. */
export function decimalOfMinor(minor: bigint | number | string, currency: string): string {
  const digits = currencyDigits(currency);
  const value = BigInt(String(minor));
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${whole}` : whole;
}

/** The database's bigint (number or text) as a bigint. */
export function bigOf(value: unknown): bigint {
  return BigInt(String(value ?? 0));
}

/** A percentage such as '1.00' in hundredths of a percent (100n). */
function basisOf(tolerancePercent: string): bigint {
  const bp = scaled(tolerancePercent, 2);
  if (bp === undefined) throw new Error(`Not a tolerance percentage: ${tolerancePercent}`);
  return bp;
}

/** The most that may be realized on an invoice: its value × (1 + tolerance %), rounded down to a minor unit. */
export function ceilingOf(invoiceMinor: bigint, tolerancePercent: string): bigint {
  return (invoiceMinor * (10_000n + basisOf(tolerancePercent))) / 10_000n;
}

/** The least that counts as realized in full: the invoice value × (1 − tolerance %), rounded up to a minor unit. */
export function floorOf(invoiceMinor: bigint, tolerancePercent: string): bigint {
  return (invoiceMinor * (10_000n - basisOf(tolerancePercent)) + 9_999n) / 10_000n;
}
