import type { ReportRow } from '../../shared/reports';
import { cellValue } from './aggregateMeasure';

/** Rows sorted by one column: numbers (and decimal strings) by value, text by locale, empty cells last either way. */
export function sortRows(rows: readonly ReportRow[], sort: { key: string; direction: 'asc' | 'desc' } | null | undefined): ReportRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'desc' ? -1 : 1;
  const numeric = (v: string | number) => (typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined);
  return [...rows].sort((ra, rb) => {
    const a = cellValue(ra, sort.key);
    const b = cellValue(rb, sort.key);
    if (a === null || a === '') return b === null || b === '' ? 0 : 1;
    if (b === null || b === '') return -1;
    const na = numeric(a);
    const nb = numeric(b);
    if (na !== undefined && nb !== undefined) return sign * (na - nb);
    return sign * String(a).localeCompare(String(b), 'en', { numeric: true });
  });
}
