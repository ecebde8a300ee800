/** ISO 4217 currency codes this runtime knows (Intl's list: active codes, no funds or test codes). */
const KNOWN = new Set(Intl.supportedValuesOf('currency'));
const digitsCache = new Map<string, number>();

/** Whether `code` is an ISO 4217 currency (upper case). */
export function isCurrency(code: string): boolean {
  return KNOWN.has(code);
}

/** ISO 4217 minor-unit digits of a currency (USD 2, JPY 0, KWD 3), as Intl knows them. */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(code, digits);
  }
  return digits;
}
