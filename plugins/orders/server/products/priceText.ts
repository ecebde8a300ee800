import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';

/** A stored price (numeric, 4 decimals) as decimal text with the currency's minor digits at least: `12.5000` USD → `12.50`, `0.1250` → `0.125`. */
export function priceText(value: unknown, currency: string): string {
  const big = new Big(String(value ?? '0'));
  const decimals = big.toString().split('.')[1]?.length ?? 0;
  return big.toFixed(Math.max(decimals, currencyDigits(currency)));
}
