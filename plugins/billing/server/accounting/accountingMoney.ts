import { currencyDigits } from '@portolan/sdk/shared';


/** Minor units as the vendor's JSON number in major units (built from the digits, no float arithmetic): 118050 INR → 1180.5. */
export function majorOf(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return Number(digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`);
}

/** A decimal string as a JSON number ("1250.500000" → 1250.5). */
export function decimalNumber(value: string): number {
  return Number(value);
}

/** round(amount × rate / 100) half-up, amounts in minor units, rate a percent with at most 2 decimals. */
export function percentOf(minor: number, rate: number): number {
  const hundredths = BigInt(Math.round(rate * 100));
  const numerator = BigInt(minor) * hundredths;
  return Number((numerator + 5000n) / 10000n);
}
