import { currencyDigits, minorToDecimal } from '@portolan/sdk';


/**
 * `amountMinor` of `from` at `rate` (units of `to` per unit of `from`) in minor units of `to`, rounded half
 * up, exactly as the server converts an allocation (BigInt, no floats); undefined for a rate that is not a
 * plain decimal.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string): number | undefined {
  const text = rate.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const rateUnits = BigInt(whole + fraction);
  const up = currencyDigits(to);
  const down = currencyDigits(from) + fraction.length;
  const numerator = BigInt(amountMinor) * rateUnits * 10n ** BigInt(up);
  const divisor = 10n ** BigInt(down);
  const q = numerator / divisor;
  const rounded = (numerator % divisor) * 2n >= divisor ? q + 1n : q;
  return Number(rounded);
}

/**
 * A major-unit amount as typed ("1,250.5") in exact minor units of the currency (125050), with no float
 * arithmetic: undefined when it is not a plain non-negative decimal or has more decimals than the currency.
 */
export function majorToMinor(text: string, currency: string): number | undefined {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return undefined;
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = clean.split('.');
  if (fraction.length > digits) return undefined;
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : undefined;
}

/** Minor units as a major-unit input value ("1250.50"). */
export const minorToInput = (minor: number, currency: string): string => minorToDecimal(minor, currency);
