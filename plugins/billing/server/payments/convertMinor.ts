import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';

/**
 * `amountMinor` of `from` (its ISO 4217 minor units) at `rate` (units of `to` per unit of `from`), in
 * minor units of `to`, rounded half up — exact decimals (big.js), never floats:
 * round(amountMinor × rate × 10^(digits(to) − digits(from))).
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string | number | Big): number {
  const scaled = new Big(amountMinor).times(rate).times(new Big(10).pow(currencyDigits(to))).div(new Big(10).pow(currencyDigits(from)));
  return Number(scaled.round(0, Big.roundHalfUp).toFixed(0));
}
