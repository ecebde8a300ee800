import { badRequest, headerKey, type Sheet } from '@portolan/sdk/server';

/** One row of an upload: its number (the sheet's row, or the 1-based index of JSON rows) and its values by column name (null = empty). */
export type UploadRow<C extends string> = { row: number; values: Record<C, string | null> };

/** Whether a header names one of the columns (case, spaces, underscores and punctuation ignored). */
export function isColumnOf(columns: readonly string[]): (header: string) => boolean {
  const keys = new Set(columns.map(headerKey));
  return (header) => keys.has(headerKey(header));
}

/** The upload's rows keyed by column; a column the headers lack is a 400 naming `field` when required (else empty). */
function rowsByColumn<C extends string>(headers: readonly string[], rows: Array<{ row: number; cells: Array<unknown> }>, columns: readonly C[], required: readonly C[], field: string): Array<UploadRow<C>> {
  const at = new Map(headers.map((h, i) => [headerKey(h), i] as const).reverse());
  const missing = required.filter((c) => !at.has(headerKey(c)));
  if (missing.length) throw badRequest(`The file has no column ${missing.join(', ')} (its columns: ${columns.join(', ')})`, field);
  const index = columns.map((c) => [c, at.get(headerKey(c))] as const);
  return rows.map(({ row, cells }) => {
    const values = {} as Record<C, string | null>;
    for (const [c, i] of index) {
      const cell = i === undefined ? null : cells[i];
      const text = cell === null || cell === undefined ? '' : String(cell).trim();
      values[c] = text ? text : null;
    }
    return { row, values };
  });
}

/** A read sheet's rows (SDK readSheet), numbered as the sheet numbers them. */
export function rowsOfSheet<C extends string>(sheet: Sheet, columns: readonly C[], required: readonly C[]): Array<UploadRow<C>> {
  return rowsByColumn(sheet.headers, sheet.rows, columns, required, 'file');
}

/** Rows sent as JSON objects (`{poNumber: 'PO-1', …}`), numbered from 1; keys matched like headers. */
export function rowsOfJson<C extends string>(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly C[], required: readonly C[]): Array<UploadRow<C>> {
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return rowsByColumn(headers, rows.map((r, i) => ({ row: i + 1, cells: headers.map((h) => r[h]) })), columns, required, 'data.rows');
}
