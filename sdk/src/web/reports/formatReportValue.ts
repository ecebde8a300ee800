import type { ReportColumn } from '../../shared/reports';

const formats = new Map<number, Intl.NumberFormat>();
function numberFormat(digits: number): Intl.NumberFormat {
  let format = formats.get(digits);
  if (!format) formats.set(digits, (format = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format;
}

/** The column's digits after the point: its own, else 1 for percent and days, 0 for the rest (money strings keep theirs). */
export function digitsOf(column: ReportColumn): number {
  return column.digits ?? (column.type === 'percent' || column.type === 'days' ? 1 : 0);
}

/**
 * A cell as people read it: numbers grouped with the column's digits, percent with a `%` (the value is
 * already a percentage: 87.5 → "87.5%"), money decimal strings as given (exact), dates and text as they
 * are, nothing as an em dash.
 */
export function formatReportValue(column: ReportColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column.type === 'text' || column.type === 'date') return String(value);
  if (column.type === 'money' && typeof value === 'string') return value;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const text = numberFormat(digitsOf(column)).format(n);
  return column.type === 'percent' ? `${text}%` : text;
}
