import { badRequest } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';

/** A major-units amount ("25000.00") → minor units of `currency`, or a 400 naming `amount`. */
export function amountMinorOf(amount: string, currency: string): number {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(amount);
  if (!match || (match[2] ?? '').length > digits) throw badRequest(`amount must be a positive amount in ${currency} with at most ${digits} decimals (e.g. "25000.00"), not "${amount.slice(0, 30)}"`, 'amount');
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
  if (minor <= 0) throw badRequest('amount must be more than 0', 'amount');
  return minor;
}

/** Minor units → the major-units decimal string lines take. */
export function majorOf(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
