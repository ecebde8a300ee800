import { currencyDigits } from '../../shared/currencies';

/** What `formatMoney` accepts: minor units (an integer: cents, fils…) or an exact decimal string ('1234.50'). */
export type MoneyAmount = { minor: number | bigint | string } | { decimal: string };

/** Minor units as an exact decimal string (12345 USD → '123.45', 5 KWD → '0.005'); no float arithmetic. */
export function minorToDecimal(minor: number | bigint | string, currency: string): string {
  const text = typeof minor === 'string' ? minor.trim() : typeof minor === 'bigint' ? minor.toString() : Number.isSafeInteger(minor) ? String(minor) : '';
  if (!/^-?\d+$/.test(text)) throw new RangeError(`Not an amount in minor units: ${String(minor)}`);
  const negative = text.startsWith('-');
  const digits = currencyDigits(currency);
  const units = (negative ? text.slice(1) : text).padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const fraction = digits ? `.${units.slice(units.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Money for people: the amount with its ISO 4217 code, `USD 1,234.50` (locale 'en' by default).
 * The amount is never a float: give minor units (`{ minor: 123450 }`) or a decimal string
 * (`{ decimal: '1234.5' }`); Intl.NumberFormat formats the decimal string exactly.
 */
export function formatMoney(amount: MoneyAmount, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  const decimal = 'minor' in amount ? minorToDecimal(amount.minor, code) : amount.decimal.trim();
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`Not a decimal amount: ${decimal}`);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'code' });
  // Intl.NumberFormat reads a string as an exact decimal (no rounding through a double).
  return format.format(decimal as unknown as number);
}
