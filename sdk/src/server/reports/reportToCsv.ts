import type { ReportResult } from '../../shared/reports';
import { reportCell } from './reportCells';

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet does not run it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A report's rows as CSV (RFC 4180, header of column titles, `\n` line ends). */
export function reportToCsv(result: ReportResult): string {
  const lines = [result.columns.map((c) => cell(c.title)).join(',')];
  for (const row of result.rows) lines.push(result.columns.map((c) => cell(reportCell(row, c))).join(','));
  return `${lines.join('\n')}\n`;
}
