import { COUNTRY_NAMES, isCurrency, LOCODE } from '@portolan/sdk/shared';
import { badRequest } from '@portolan/sdk/server';

/**
 * What is wrong with a code or value the JSON schema cannot judge (null when nothing is): the company
 * master, locations, products and the bulk uploads read them the same way. Values arrive trimmed and
 * upper-cased where the code is upper case.
 */
export const fieldProblems = {
  country: (code: string) => (/^[A-Z]{2}$/.test(code) && COUNTRY_NAMES[code] ? null : 'Give an ISO 3166 country code such as IN or CN'),
  port: (code: string) => (LOCODE.test(code) ? null : 'Give a UN/LOCODE such as INNSA or CNSHA'),
  currency: (code: string) => (/^[A-Z]{3}$/.test(code) && isCurrency(code) ? null : 'Give an ISO 4217 currency code such as USD or INR'),
  email: (text: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text) && text.length <= 254 ? null : 'Give an email address such as orders@example.com'),
  hsCode: (code: string) => (/^\d{6}(\d{2}){0,2}$/.test(code) ? null : 'An HS code has 6, 8 or 10 digits'),
  unit: (code: string) => (/^[A-Z]{2,5}$/.test(code) ? null : 'A unit is 2–5 letters such as PCS, KG or CTN'),
  masterCode: (code: string) => (/^[A-Z0-9][A-Z0-9_-]{0,19}$/.test(code) ? null : 'A code is 1–20 letters, digits, - or _ (such as SUP-NINGBO)'),
  sku: (sku: string) => (/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(sku) ? null : 'A SKU is 1–40 letters, digits, . _ / or -, starting with a letter or digit'),
} as const;

/** Trimmed text, null when empty or absent. */
export function textOrNull(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

/** Trimmed upper-case code, null when empty or absent. */
export function codeOrNull(value: string | null | undefined): string | null {
  return textOrNull(value)?.toUpperCase() ?? null;
}

/** The value after `check`, or a 400 naming `field` with the problem. Null passes. */
export function checked(value: string | null, check: (v: string) => string | null, field: string): string | null {
  if (value === null) return null;
  const problem = check(value);
  if (problem) throw badRequest(problem, field);
  return value;
}

/**
 * A checker of decimal text (`1234.5`, no exponent or separators): at most `digits` digits before the
 * point and `scale` after, above 0 when `positive` (else 0 or more) — as the numeric columns store it.
 */
export function decimalCheck(digits: number, scale: number, positive: boolean): (text: string) => string | null {
  const shape = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`);
  return (text) => {
    if (!shape.test(text)) return `Give a decimal number such as ${positive ? '12.5' : '0.00'} (at most ${scale} decimals)`;
    if (positive && !/[1-9]/.test(text)) return 'Must be above 0';
    return null;
  };
}
