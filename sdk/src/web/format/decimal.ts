/**
 * Exact decimal arithmetic on the API's money strings (`'1234.50'`), through BigInt at a common scale:
 * stage subtotals, per-container prices and "below the lane average" are never computed with floats.
 */

type Scaled = { units: bigint; scale: number };

function parse(value: string): Scaled {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Not a decimal amount: ${value}`);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole + fraction) * (text.startsWith('-') ? -1n : 1n);
  return { units, scale: fraction.length };
}

function rescale(a: Scaled, scale: number): bigint {
  return a.units * 10n ** BigInt(scale - a.scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** How a result is rounded: half-even (the server's rule for converted quote lines) or half-up, away from zero (invoice amounts and GST). */
export type Rounding = 'halfEven' | 'halfUp';

/** Divides with half-even (default) or half-up rounding. */
function divideHalfEven(n: bigint, d: bigint, rounding: Rounding = 'halfEven'): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  const r2 = (an % ad) * 2n;
  if (r2 > ad || (r2 === ad && (rounding === 'halfUp' || q % 2n === 1n))) q += 1n;
  return negative ? -q : q;
}

/** The exact sum of decimal strings, at the largest scale among them (`['0.1', '0.20']` → `'0.30'`); `'0'` for none. */
export function sumDecimals(values: readonly string[]): string {
  if (!values.length) return '0';
  const parsed = values.map(parse);
  const scale = Math.max(...parsed.map((p) => p.scale));
  return format(
    parsed.reduce((total, p) => total + rescale(p, scale), 0n),
    scale,
  );
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b`. */
export function compareDecimals(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  const scale = Math.max(pa.scale, pb.scale);
  const x = rescale(pa, scale);
  const y = rescale(pb, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `value / divisor` rounded half-even (or `rounding`) to `digits` decimals (a line's price per container). */
export function divideDecimal(value: string, divisor: string, digits: number, rounding: Rounding = 'halfEven'): string {
  const a = parse(value);
  const b = parse(divisor);
  if (b.units === 0n) throw new RangeError('Division by zero');
  // value/divisor = (a.units / 10^a.scale) / (b.units / 10^b.scale); scaled by 10^digits.
  const n = a.units * 10n ** BigInt(b.scale + digits);
  const d = b.units * 10n ** BigInt(a.scale);
  return format(divideHalfEven(n, d, rounding), digits);
}

/** The weighted mean `Σ value·weight / Σ weight`, rounded half-even to `digits`; undefined when the weights sum to 0. */
export function weightedMean(values: ReadonlyArray<{ value: string; weight: number }>, digits: number): string | undefined {
  const parsed = values.map((v) => ({ p: parse(v.value), w: BigInt(v.weight) }));
  const scale = Math.max(0, ...parsed.map((v) => v.p.scale));
  const weights = parsed.reduce((sum, v) => sum + v.w, 0n);
  if (weights === 0n) return undefined;
  const total = parsed.reduce((sum, v) => sum + rescale(v.p, scale) * v.w, 0n);
  return divideDecimal(format(total, scale), weights.toString(), digits);
}

/** How far `value` is from `reference`, in whole percent rounded half-even (`'88'` vs `'100'` → -12). */
export function percentDifference(value: string, reference: string): number {
  const v = parse(value);
  const r = parse(reference);
  const scale = Math.max(v.scale, r.scale);
  const ref = rescale(r, scale);
  if (ref === 0n) return 0;
  return Number(divideHalfEven((rescale(v, scale) - ref) * 100n, ref));
}

/** `parse`, or undefined for text that is not a decimal. */
function tryParse(text: string): Scaled | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** Is `text` an exact decimal with at most `maxScale` fraction digits (and at most 12 whole digits)? */
export function isDecimal(text: string, maxScale = 12): boolean {
  const parsed = tryParse(text);
  return parsed !== undefined && parsed.scale <= maxScale && text.trim().replace(/^-/, '').split('.')[0].length <= 12;
}

/**
 * `amount` of a currency worth `fromRate` units per base, in a currency worth `toRate` units per base:
 * `amount × toRate / fromRate` on integers, rounded half-even to `digits` fraction digits (the target
 * currency's ISO 4217 minor unit). Undefined for a malformed input or a zero rate.
 */
export function convertAmount(amount: string, fromRate: string, toRate: string, digits: number): string | undefined {
  const a = tryParse(amount);
  const from = tryParse(fromRate);
  const to = tryParse(toRate);
  if (!a || !from || !to || from.units === 0n) return undefined;
  // amount × to / from = (a × to × 10^from.scale) / (from × 10^(a.scale + to.scale)), scaled by 10^digits
  let numerator = a.units * to.units * 10n ** BigInt(from.scale + digits);
  let denominator = from.units * 10n ** BigInt(a.scale + to.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return format(divideHalfEven(numerator, denominator), digits);
}

/** `a × b` rounded half-even (or `rounding`) to `digits` fraction digits (`'3'` × `'1250.50'` → `'3751.50'`); undefined for a malformed input. */
export function multiplyDecimal(a: string, b: string, digits: number, rounding: Rounding = 'halfEven'): string | undefined {
  const x = tryParse(a);
  const y = tryParse(b);
  if (!x || !y) return undefined;
  return format(divideHalfEven(x.units * y.units * 10n ** BigInt(digits), 10n ** BigInt(x.scale + y.scale), rounding), digits);
}
