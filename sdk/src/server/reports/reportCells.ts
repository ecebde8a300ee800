import type { ReportColumn, ReportResult } from '../../shared/reports';

/** A row's value in a column as plain data (numbers stay numbers; drill maps and undefined become empty). */
export function reportCell(row: ReportResult['rows'][number], column: ReportColumn): string | number | null {
  const value = row[column.key];
  if (value === undefined || value === null || typeof value === 'object') return null;
  return value;
}
