import { currencyDigits } from '@portolan/sdk/shared';
import { groupedAmount } from '@portolan/sdk/server/pdf';

/** '12345678' → '1,23,45,678' (Indian grouping: thousands, then every two digits). */
function indianGrouped(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/**
 * An amount in minor units as printed on an invoice, with the currency's ISO 4217 digits, never through
 * a float: (11800150, 'INR') → '1,18,001.50' (Indian grouping for rupees); (123456, 'USD') → '1,234.56';
 * (3704, 'JPY') → '3,704'; (3704, 'KWD') → '3.704'.
 */
export function invoicePdfMoney(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  const fraction = digits ? text.slice(-digits) : '';
  const grouped = currency === 'INR' ? indianGrouped(whole) : groupedAmount(whole);
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
