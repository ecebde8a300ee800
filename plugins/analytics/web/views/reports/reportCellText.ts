import type { ReportColumn, ReportRow } from '@portolan/sdk';

const formats = new Map<number, Intl.NumberFormat>();
const numberFormat = (digits: number) => {
  let format = formats.get(digits);
  if (!format) formats.set(digits, (format = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format;
};

/** A cell of a report row as people read it (numbers grouped with the column's digits, percent with `%`, nothing as an em dash). */
export function reportCellText(column: ReportColumn, row: ReportRow): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '' || typeof value === 'object') return '—';
  if (column.type === 'text' || column.type === 'date' || (column.type === 'money' && typeof value === 'string')) return String(value);
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const text = numberFormat(column.digits ?? (column.type === 'percent' || column.type === 'days' ? 1 : 0)).format(n);
  return column.type === 'percent' ? `${text}%` : text;
}
