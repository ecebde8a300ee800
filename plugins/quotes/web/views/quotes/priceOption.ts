import { convertAmount, isDecimal, multiplyDecimal, sumDecimals } from '@portolan/sdk';
import { currencyDigits } from '@portolan/sdk/shared';
import type { Margin, QuoteRecord } from '../../../shared/types';

/** What pricing a line needs (as the editor holds it: text). */
export type LineToPrice = { quantity: string; buyUnit: string; buyCurrency: string; margin: Margin | null };
/** A priced line; `problem` says why it could not be priced (the amounts are then absent). */
export type PricedLine = { buyAmount?: string; buyConverted?: string; sellAmount?: string; problem?: string };
export type PricedOption = { lines: PricedLine[]; sellTotal?: string; buyTotal?: string; marginTotal?: string };

const scaleOf = (value: string) => (value.split('.')[1] ?? '').length;
/** a × b with no rounding at all. */
const exactProduct = (a: string, b: string) => multiplyDecimal(a, b, scaleOf(a) + scaleOf(b))!;
const negate = (value: string) => (value.startsWith('-') ? value.slice(1) : `-${value}`);

function rateOf(exchange: QuoteRecord['exchange'], currency: string): string | undefined {
  if (currency === exchange.base) return '1';
  const rate = exchange.rates[currency];
  return rate !== undefined && isDecimal(rate) && Number(rate) > 0 ? rate : undefined;
}

/**
 * One line as the server prices it (server/quotes/quoteMath.ts): buy = quantity × unit rounded to the buy
 * currency; converted = buy × to ÷ from (1 base = rates[c] of c) rounded half-even to the quote currency;
 * sell = the exact converted amount plus the margin (the line's, else the quote's: PERCENT of converted,
 * AMOUNT in the quote currency), rounded once. All exact: BigInt decimals, never floats.
 */
export function priceLine(line: LineToPrice, quoteMargin: Margin | null, currency: string, exchange: QuoteRecord['exchange']): PricedLine {
  if (!isDecimal(line.quantity) || Number(line.quantity) <= 0) return { problem: 'Enter a quantity above 0' };
  if (!isDecimal(line.buyUnit) || line.buyUnit.startsWith('-')) return { problem: 'Enter a buy unit amount, e.g. 1250.50' };
  const margin = line.margin ?? quoteMargin;
  if (margin && !isDecimal(margin.value)) return { problem: 'Enter the margin as a decimal' };
  const from = rateOf(exchange, line.buyCurrency);
  const to = rateOf(exchange, currency);
  if (!from) return { problem: `No exchange rate for ${line.buyCurrency} on the quote's table` };
  if (!to) return { problem: `No exchange rate for ${currency} on the quote's table` };
  const digits = currencyDigits(currency);
  const buyAmount = multiplyDecimal(line.quantity, line.buyUnit, currencyDigits(line.buyCurrency))!;
  const buyConverted = convertAmount(buyAmount, from, to, digits)!;
  let sellAmount = buyConverted;
  if (margin?.type === 'PERCENT') {
    // buy × (100 + p) × to ÷ (from × 100), rounded once
    sellAmount = convertAmount(exactProduct(buyAmount, sumDecimals(['100', margin.value])), exactProduct(from, '100'), to, digits)!;
  } else if (margin?.type === 'AMOUNT') {
    // (buy × to + value × from) ÷ from, rounded once
    const numerator = sumDecimals([exactProduct(buyAmount, to), exactProduct(margin.value, from)]);
    sellAmount = numerator.startsWith('-') ? negate(convertAmount(negate(numerator), from, '1', digits)!) : convertAmount(numerator, from, '1', digits)!;
  }
  return { buyAmount, buyConverted, sellAmount };
}

/** An option's lines and totals: sums of the rounded lines, margin = sell − buy; no totals while a line cannot be priced. */
export function priceOption(lines: LineToPrice[], quoteMargin: Margin | null, currency: string, exchange: QuoteRecord['exchange']): PricedOption {
  const priced = lines.map((l) => priceLine(l, quoteMargin, currency, exchange));
  if (priced.some((l) => l.problem)) return { lines: priced };
  const sellTotal = sumDecimals(priced.map((l) => l.sellAmount!));
  const buyTotal = sumDecimals(priced.map((l) => l.buyConverted!));
  const digits = currencyDigits(currency);
  const fix = (v: string) => multiplyDecimal(v, '1', digits)!;
  return { lines: priced, sellTotal: fix(sellTotal), buyTotal: fix(buyTotal), marginTotal: fix(sumDecimals([sellTotal, negate(buyTotal)])) };
}
