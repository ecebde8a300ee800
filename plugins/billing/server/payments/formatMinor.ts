import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';

/** Minor units as the decimal string of the currency, grouped: (1234500, 'INR') → '12,345.00' (no float). */
export function decimalOfMinor(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = new Big(amountMinor).div(new Big(10).pow(digits)).toFixed(digits);
  const [whole, fraction] = text.split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  const grouped = whole!.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** Minor units with the currency code: (1234500, 'INR') → '12,345.00 INR'. */
export function formatMinor(amountMinor: number, currency: string): string {
  return `${decimalOfMinor(amountMinor, currency)} ${currency}`;
}
