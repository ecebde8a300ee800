const isIndia = (country: string) => String(country ?? '').trim().toUpperCase() === 'IN';

/**
 * The financial year of a day (`YYYY-MM-DD`, or an ISO timestamp whose day part is read as is) for the
 * issuer's country: India April–March ('2026-04-01' → '2026-27', '2026-03-31' → '2025-26'); elsewhere
 * the calendar year ('2026').
 */
export function fiscalYearOf(date: string, country: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(date ?? ''));
  if (!m) throw new Error(`date "${date}" is not a YYYY-MM-DD day`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) throw new Error(`date "${date}" is not a YYYY-MM-DD day`);
  if (!isIndia(country)) return String(year);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST rule 46(b): at most 16 characters, letters, digits, hyphen and slash. */
const RULE_46 = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * `<prefix>/<short fiscal year>/<n, 5 digits>`: 'INV', '2026-27', 7 → 'INV/26-27/00007'; a calendar
 * year stays whole ('INV/2026/00007'). Throws when the result breaks GST rule 46 (longer than 16
 * characters, or characters other than letters, digits, '-' and '/'), or n is not a positive integer.
 */
export function formatInvoiceNumber(prefix: string, fiscalYear: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`invoice sequence ${n} must be a positive integer`);
  const fy = /^\d{4}-\d{2}$/.test(fiscalYear) ? fiscalYear.slice(2) : fiscalYear;
  if (!/^(\d{2}-\d{2}|\d{4})$/.test(fy)) throw new Error(`fiscal year "${fiscalYear}" is neither "2026-27" nor "2026"`);
  const number = `${prefix}/${fy}/${String(n).padStart(5, '0')}`;
  if (number.length > 16) throw new Error(`invoice number "${number}" is longer than 16 characters (GST rule 46); use a shorter prefix`);
  if (!RULE_46.test(number)) throw new Error(`invoice number "${number}" may hold only letters, digits, "-" and "/" (GST rule 46)`);
  return number;
}
