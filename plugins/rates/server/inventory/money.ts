import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';

/** Big.js rounding mode 2: half to even (banker's rounding). */
const HALF_EVEN = 2;

/** An exact decimal rounded half-even to the currency's minor unit, as text with exactly those digits ('1234.50'). */
export function roundMoney(value: Big | string, currency: string): string {
  return new Big(value).toFixed(currencyDigits(currency), HALF_EVEN);
}

/** A stored amount (numeric text such as '1250.000000' or '1250') with the currency's minor digits. */
export function moneyText(value: unknown, currency: string): string {
  return roundMoney(String(value), currency);
}

/** An exchange rate as text: at most 10 decimals, half-even, no trailing zeros ('0.92', '83.2'). */
export function rateText(value: Big): string {
  return value.round(10, HALF_EVEN).toFixed();
}

/** `a / b` with 20 decimals (Big.js default precision of division). */
export function divide(a: Big | string, b: Big | string): Big {
  return new Big(a).div(b);
}
