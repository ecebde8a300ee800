import type { ReactNode } from 'react';
import type { DataColumn } from '@portolan/sdk';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Downloads rows as CSV: the shown columns, raw field values where the column id is a field. */
export function downloadCsv<T extends { _id: string }>(name: string, columns: DataColumn<T>[], rows: T[]): void {
  const plain = (row: T, column: DataColumn<T>): unknown => {
    const value = (row as Record<string, unknown>)[column.id];
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v && 'number' in v ? (v as { number: string }).number : String(v))).join(' ');
    if (value !== undefined) return value;
    const rendered: ReactNode = column.render(row);
    return typeof rendered === 'string' || typeof rendered === 'number' ? rendered : '';
  };
  const lines = [columns.map((c) => cell(c.title)).join(','), ...rows.map((row) => columns.map((c) => cell(plain(row, c))).join(','))];
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
