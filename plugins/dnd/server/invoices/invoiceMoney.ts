import Big from 'big.js';
import { badRequest, currencyDigits, isCurrency } from '@portolan/sdk/server';
import type { Money } from '../../shared/types';

/**
 * An entered amount in its currency's minor units (integer): a 400 naming `field` when the currency is
 * not ISO 4217 or the amount has more decimals than the currency has minor digits (never rounded).
 */
export function enteredMinor(money: Money, field: string, amountField = `${field}.amount`): number {
  if (!isCurrency(money.currency)) throw badRequest(`${money.currency} is not an ISO 4217 currency`, `${field}.currency`);
  const digits = currencyDigits(money.currency);
  const minor = new Big(money.amount).times(new Big(10).pow(digits));
  if (!minor.eq(minor.round(0))) throw badRequest(`${money.currency} amounts have at most ${digits} decimals`, amountField);
  return Number(minor.toFixed(0));
}

/** Minor units back to an exact decimal string with the currency's digits. */
export function amountOf(minor: number | string, currency: string): string {
  const digits = currencyDigits(currency);
  return new Big(String(minor)).div(new Big(10).pow(digits)).toFixed(digits);
}

/** A computed amount in minor units, rounded half-even to the currency's digits. */
export function computedMinor(money: Money): number {
  return Number(new Big(money.amount).times(new Big(10).pow(currencyDigits(money.currency))).round(0, Big.roundHalfEven).toFixed(0));
}
