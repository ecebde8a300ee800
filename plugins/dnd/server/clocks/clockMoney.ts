import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';
import type { Money } from '../../shared/types';

/** An exact decimal amount in the currency's minor units (integer). */
export function minorOf(amount: string, currency: string): number {
  return Number(new Big(amount).times(new Big(10).pow(currencyDigits(currency))).round(0, Big.roundHalfEven).toFixed(0));
}

/** Minor units back to Money with the currency's digits; null when either is missing. */
export function moneyOf(minor: number | string | null | undefined, currency: string | null | undefined): Money | null {
  if (minor === null || minor === undefined || !currency) return null;
  const digits = currencyDigits(currency);
  return { amount: new Big(String(minor)).div(new Big(10).pow(digits)).toFixed(digits), currency };
}

/** Amounts summed per currency, largest first (then by currency). */
export function sumByCurrency(items: ReadonlyArray<{ minor: number | string | null; currency: string | null }>): Money[] {
  const sums = new Map<string, Big>();
  for (const { minor, currency } of items) {
    if (minor === null || minor === undefined || !currency) continue;
    sums.set(currency, (sums.get(currency) ?? new Big(0)).plus(String(minor)));
  }
  return [...sums.entries()]
    .sort((a, b) => b[1].cmp(a[1]) || a[0].localeCompare(b[0]))
    .map(([currency, minor]) => moneyOf(minor.toFixed(0), currency)!);
}
