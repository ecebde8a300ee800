import Big from 'big.js';
import { COUNTRY_NAMES, containerNumberProblem, normalizeContainerNumber } from '@portolan/sdk/server';

/**
 * Value checks and normalizations of the PDF reader's fields: each answers the normalized value, or
 * undefined when the text is not a valid value of that kind.
 */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function isoDay(year: number, month: number, day: number): string | undefined {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date pattern found anywhere in a text (DD/MM/YYYY, DD.MM.YYYY, DD-MM-YYYY, DD-MMM-YYYY, DD MMM YYYY, YYYY-MM-DD). */
export const DATE_PATTERN = /\b(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}[-\s/]?[A-Za-z]{3}[A-Za-z]*[-\s/,]*\d{4})\b/;

/** `DD/MM/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY`, `DD-MMM-YYYY`, `DD MMM YYYY`, `YYYY-MM-DD` → `YYYY-MM-DD` (Indian documents write the day first). */
export function dateValue(text: string): string | undefined {
  const found = DATE_PATTERN.exec(text)?.[1];
  if (!found) return undefined;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(found);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(found);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[-\s/]?([A-Za-z]{3})[A-Za-z]*[-\s/,]*(\d{4})$/.exec(found);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toUpperCase());
    return month < 0 ? undefined : isoDay(Number(m[3]), month + 1, Number(m[1]));
  }
  return undefined;
}

/** An amount with thousands separators (Western or Indian grouping), optional currency words around it → a decimal string without separators. */
export function amountValue(text: string): string | undefined {
  const m = /(?:^|[^\d.,])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,])/.exec(` ${text}`);
  if (!m) return undefined;
  const plain = m[1]!.replace(/,/g, '');
  try {
    return new Big(plain).toString() === 'NaN' ? undefined : plain;
  } catch {
    return undefined;
  }
}

/** A count of packages: the first whole number (`120 CARTONS`, `1,200 PKGS`). */
export function integerValue(text: string): string | undefined {
  const m = /(?:^|[^\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]\d)/.exec(` ${text}`);
  return m ? String(Number(m[1]!.replace(/,/g, ''))) : undefined;
}

/** A weight in kilograms (`12,450.500 KGS`, `12450.5 kg`; tonnes `12.45 MT` are converted). */
export function weightKgValue(text: string): string | undefined {
  const amount = amountValue(text);
  if (!amount) return undefined;
  if (/\b(MT|MTS|TONNES?|TONS?)\b/i.test(text) && !/\bKGS?\b/i.test(text)) return new Big(amount).times(1000).toString();
  return amount;
}

/** Seven digits (ICEGATE shipping bill number). */
export function sbNumberValue(text: string): string | undefined {
  return /(?:^|\D)(\d{7})(?!\d)/.exec(text)?.[1];
}

/** Customs location code: a UN/LOCODE of India and a digit (INNSA1, INMAA1, INBLR4). */
export function portCodeValue(text: string): string | undefined {
  return /\b(IN[A-Z0-9]{3}\d)\b/.exec(text.toUpperCase())?.[1];
}

/** Importer-Exporter Code: ten characters (the PAN, or ten digits for older codes). */
export function iecValue(text: string): string | undefined {
  return /\b([A-Z]{5}\d{4}[A-Z]|\d{10})\b/.exec(text.toUpperCase())?.[1];
}

/** GSTIN: state code, PAN, entity number, Z, check character (format checked). */
export function gstinValue(text: string): string | undefined {
  return /\b(\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])\b/.exec(text.toUpperCase())?.[1];
}

/** ISO 4217 codes the reader accepts (the currencies export invoices are written in). */
const CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'JPY', 'AED', 'SGD', 'AUD', 'CAD', 'CHF', 'CNY', 'HKD', 'SAR', 'ZAR', 'NZD', 'SEK', 'NOK', 'DKK', 'INR', 'MYR', 'THB', 'KWD', 'QAR', 'OMR', 'BHD', 'RUB', 'KRW']);

export function currencyValue(text: string): string | undefined {
  return text
    .toUpperCase()
    .split(/[^A-Z]+/)
    .find((word) => CURRENCIES.has(word));
}

const COUNTRY_CODES = new Map<string, string>(Object.entries(COUNTRY_NAMES).map(([code, name]) => [name.toUpperCase(), code]));
for (const [alias, code] of [
  ['USA', 'US'],
  ['U.S.A.', 'US'],
  ['UNITED STATES OF AMERICA', 'US'],
  ['UNITED STATES', 'US'],
  ['UK', 'GB'],
  ['U.K.', 'GB'],
  ['UAE', 'AE'],
  ['U.A.E.', 'AE'],
  ['HOLLAND', 'NL'],
] as const)
  COUNTRY_CODES.set(alias, code);

/** A country by ISO 3166 code or English name → its two-letter code. */
export function countryValue(text: string): string | undefined {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (/^[A-Z]{2}$/.test(t) && COUNTRY_NAMES[t]) return t;
  return COUNTRY_CODES.get(t) ?? COUNTRY_CODES.get(t.replace(/^THE /, ''));
}

/** A name or place: letters, at least two characters, not just a label's punctuation. */
export function textValue(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ').replace(/^[\s:.-]+|[\s:]+$/g, '');
  return /[A-Za-z]{2}/.test(t) ? t : undefined;
}

/** A reference (invoice number, B/L number, voyage): letters/digits with / - . and no spaces. */
export function referenceValue(text: string): string | undefined {
  const m = /^[\s:#.-]*([A-Za-z0-9][A-Za-z0-9/.-]{1,34})(?:\s|$)/.exec(text);
  return m && /\d/.test(m[1]!) ? m[1]!.replace(/[.]$/, '') : undefined;
}

/** PREPAID or COLLECT. */
export function freightTermsValue(text: string): string | undefined {
  const t = text.toUpperCase();
  if (/\bPRE-?PAID\b/.test(t)) return 'PREPAID';
  if (/\bCOLLECT\b/.test(t)) return 'COLLECT';
  return undefined;
}

/** The container numbers in a text (ISO 6346, check digit verified), normalized. */
export function containerNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.toUpperCase().matchAll(/\b([A-Z]{3}[UJZ])\s?(\d{6})[\s-]?(\d)\b/g)) {
    const number = normalizeContainerNumber(`${m[1]}${m[2]}${m[3]}`);
    if (!containerNumberProblem(number)) found.push(number);
  }
  return found;
}
