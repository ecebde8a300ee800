/** ISO 4217 currency codes this runtime knows (Intl's list: active codes, no funds or test codes). */
const KNOWN = new Set(Intl.supportedValuesOf('currency'));
const digitsCache = new Map<string, number>();

/** Whether `code` is an ISO 4217 currency. */
export function isCurrency(code: string): boolean {
  return KNOWN.has(code);
}

/** The ISO 4217 minor-unit digits of a currency (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}
