import BigBase from 'big.js';
import { currencyDigits } from '@portolan/sdk/server';
import type { Margin, QuoteRecord } from '../../shared/types';

/** A private Big with room for cross-rate divisions; every amount leaves through `money` (half-even). */
const Big = BigBase();
Big.DP = 40;
Big.RM = Big.roundHalfEven;

export type Exchange = QuoteRecord['exchange'];

/** A line as typed or associated: what the math needs. */
export type LineInput = { quantity: string; buyUnit: string; buyCurrency: string; margin: Margin | null };
export type LineAmounts = { buyAmount: string; buyConverted: string; sellAmount: string };
export type OptionAmounts = { lines: LineAmounts[]; sellTotal: string; buyTotal: string; marginTotal: string };

/** A currency the exchange snapshot has no rate for (the caller names the field). */
export class MissingRateError extends Error {
  constructor(readonly currency: string) {
    super(`No exchange rate for ${currency} in the quote's exchange table`);
  }
}

/** `amount` rounded half-even to the currency's minor unit, as a fixed decimal string. */
export function money(amount: BigBase.Big | string, currency: string): string {
  return new Big(amount).toFixed(currencyDigits(currency), Big.roundHalfEven);
}

/** a − b, rounded to the currency. */
export function difference(a: string, b: string, currency: string): string {
  return money(new Big(a).minus(b), currency);
}

function rateOf(exchange: Exchange, currency: string): BigBase.Big {
  if (currency === exchange.base) return new Big(1);
  const rate = exchange.rates[currency];
  if (rate === undefined || !(Number(rate) > 0)) throw new MissingRateError(currency);
  return new Big(rate);
}

/** `amount` of `from` in `to`, unrounded: 1 base = rates[c] of c, so cross rates go through the base. */
export function convert(amount: BigBase.Big | string, from: string, to: string, exchange: Exchange): BigBase.Big {
  const value = new Big(amount);
  if (from === to) return value;
  return value.div(rateOf(exchange, from)).times(rateOf(exchange, to));
}

/** Whether the snapshot can convert `currency` (the base or a positive rate). */
export function hasRate(exchange: Exchange, currency: string): boolean {
  return currency === exchange.base || Number(exchange.rates[currency]) > 0;
}

/**
 * One line: buyAmount = quantity × buyUnit (buy currency, rounded); buyConverted = buyAmount in the
 * quote currency; margin = the line's, else the quote's (PERCENT of the converted buy, AMOUNT in the
 * quote currency); sellAmount = converted + margin. Converted and sell are rounded half-even to the
 * quote currency's minor unit, each from the exact converted amount.
 */
export function lineAmounts(line: LineInput, quoteMargin: Margin | null, currency: string, exchange: Exchange): LineAmounts {
  const buyAmount = money(new Big(line.quantity).times(line.buyUnit), line.buyCurrency);
  const converted = convert(buyAmount, line.buyCurrency, currency, exchange);
  const margin = line.margin ?? quoteMargin;
  const marginAmount = !margin ? new Big(0) : margin.type === 'PERCENT' ? converted.times(margin.value).div(100) : new Big(margin.value);
  return { buyAmount, buyConverted: money(converted, currency), sellAmount: money(converted.plus(marginAmount), currency) };
}

/** An option's lines and totals: sums of the rounded lines (exact), margin = sell − buy. */
export function optionAmounts(lines: LineInput[], quoteMargin: Margin | null, currency: string, exchange: Exchange): OptionAmounts {
  const amounts = lines.map((l) => lineAmounts(l, quoteMargin, currency, exchange));
  const sell = amounts.reduce((sum, l) => sum.plus(l.sellAmount), new Big(0));
  const buy = amounts.reduce((sum, l) => sum.plus(l.buyConverted), new Big(0));
  return { lines: amounts, sellTotal: money(sell, currency), buyTotal: money(buy, currency), marginTotal: money(sell.minus(buy), currency) };
}

/** The lowest option sell total (quotes.sell_from), or null without options. */
export function sellFromOf(totals: string[], currency: string): string | null {
  if (totals.length === 0) return null;
  return money(totals.reduce((low, t) => (new Big(t).lt(low) ? new Big(t) : low), new Big(totals[0]!)), currency);
}
