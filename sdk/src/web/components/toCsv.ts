import { isValidElement, type ReactNode } from 'react';
import type { DataColumn } from './DataTable';

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote what would break the row, and neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The text of a rendered cell: strings and numbers as they are, elements by their children. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * Rows as CSV (RFC 4180, `\n` line ends) in the given columns: a column's `csv(row)` when it has
 * one, else the text the cell shows.
 */
export function toCsv<T>(columns: DataColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(','), ...rows.map((row) => columns.map((c) => cell(c.csv ? c.csv(row) : textOf(c.render(row)))).join(','))];
  return `${lines.join('\n')}\n`;
}
