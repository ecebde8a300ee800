/** An exact decimal as an integer and a scale: '12.50' → { units: 1250n, scale: 2 }. */
function parseDecimal(text: string): { units: bigint; scale: number } | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

const ten = (n: number): bigint => 10n ** BigInt(n);

/** `numerator / denominator` rounded half-even to an integer (denominator > 0). */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const twice = (n % denominator) * 2n;
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** Is `text` an exact decimal with at most `maxScale` fraction digits (and at most 12 whole digits)? */
export function isDecimal(text: string, maxScale = 12): boolean {
  const parsed = parseDecimal(text);
  return parsed !== undefined && parsed.scale <= maxScale && text.trim().replace(/^-/, '').split('.')[0].length <= 12;
}

/**
 * `amount` of a currency worth `fromRate` units per base, in a currency worth `toRate` units per base:
 * `amount × toRate / fromRate`, computed on integers (no float) and rounded half-even to `digits`
 * fraction digits (the target currency's ISO 4217 minor unit). Undefined for a malformed input or a zero rate.
 */
export function convertAmount(amount: string, fromRate: string, toRate: string, digits: number): string | undefined {
  const a = parseDecimal(amount);
  const from = parseDecimal(fromRate);
  const to = parseDecimal(toRate);
  if (!a || !from || !to || from.units === 0n) return undefined;
  // amount × to / from = (a.units × to.units × 10^from.scale) / (from.units × 10^(a.scale + to.scale))
  let numerator = a.units * to.units * ten(from.scale) * ten(digits);
  let denominator = from.units * ten(a.scale + to.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const scaled = divideHalfEven(numerator, denominator);
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(text.length - digits)}` : ''}`;
}
