import type ExcelJS from 'exceljs';
import { badRequest } from '../HttpError';

/** One data row of a sheet: its 1-based sheet row number and its cells (aligned with the headers; null = empty). */
export type SheetRow = { row: number; cells: Array<string | null> };

/** A parsed sheet: the row holding the headers, the headers (unique, never empty) and the data rows under them (blank rows left out). */
export type Sheet = { headerRow: number; headers: string[]; rows: SheetRow[] };

export interface ReadSheetOptions {
  /**
   * Whether a cell reads like one of the caller's column headers: the header row is the first of the
   * opening rows with two or more such cells (sheets often open with a title block). Without it, or
   * when no row qualifies, the first non-blank row.
   */
  isHeader?: (cell: string) => boolean;
}

export const MAX_SHEET_ROWS = 50_000;
const MAX_COLUMNS = 200;
const MAX_CELL = 2000;
/** The header row is looked for in the first rows. */
const HEADER_SEARCH_ROWS = 20;

/** A header as matching compares it: lower case, letters and digits only (`Ship To_Code` → `shiptocode`). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Excel writes a binary double; `1234.56` stays `1234.56`, `0.1 + 0.2` becomes `0.3`. */
const numberText = (n: number) => String(Number(n.toPrecision(15)));

/** An XLSX cell value as text: numbers without binary noise, dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return null;
  }
  return null;
}

const tidy = (text: string | null): string | null => {
  if (text === null) return null;
  const t = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').trim();
  return t ? t.slice(0, MAX_CELL) : null;
};

/** The field separator of a CSV text: the one of `,` `;` tab the first line holds most of. */
function delimiterOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => line.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

async function readXlsx(bytes: Buffer): Promise<Array<Array<string | null>>> {
  // An .xlsx is a zip: anything else is refused before the parser sees it.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw badRequest('The file is not an XLSX workbook', 'file');
  // Loaded on first use: a server part that reads no sheet (an add-on) neither bundles nor loads it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The XLSX workbook could not be read', 'file');
  }
  // The first sheet that has anything in it.
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return [];
  if (sheet.rowCount > MAX_SHEET_ROWS + HEADER_SEARCH_ROWS) throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS.toLocaleString('en')} rows`, 'file');
  const rows: Array<Array<string | null>> = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Array<string | null> = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      if (col <= MAX_COLUMNS) cells[col - 1] = tidy(cellText(cell.value));
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? null);
  });
  return Array.from(rows, (r) => r ?? []);
}

async function readCsv(bytes: Buffer): Promise<Array<Array<string | null>>> {
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw badRequest('The file is not a CSV text file', 'file');
  const { parse } = await import('csv-parse/sync');
  try {
    const records = parse(text, { bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')), relax_column_count: true, relax_quotes: true, skip_empty_lines: false, to: MAX_SHEET_ROWS + HEADER_SEARCH_ROWS + 1 }) as string[][];
    if (records.length > MAX_SHEET_ROWS + HEADER_SEARCH_ROWS) throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS.toLocaleString('en')} rows`, 'file');
    return records.map((r) => r.slice(0, MAX_COLUMNS).map((c) => tidy(c)));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The CSV file could not be read: ${(error as Error).message.split('\n')[0].slice(0, 200)}`, 'file');
  }
}

/** The header row: the first of the opening rows with two or more known headers, else the first non-blank row. */
function headerRowIndex(rows: Array<Array<string | null>>, isHeader: ReadSheetOptions['isHeader']): number {
  const filled = (r: Array<string | null>) => r.some((c) => c !== null);
  if (isHeader) {
    for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
      if (rows[i].filter((c) => c !== null && isHeader(c)).length >= 2) return i;
    }
  }
  return rows.findIndex(filled);
}

/** Spreadsheet column letters: 0 → A, 26 → AA. */
const columnLetter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : columnLetter(Math.floor(i / 26) - 1) + columnLetter(i % 26));

/** Headers as the user sees them, made unique: a blank one is "Column C", a repeated one "Rate (2)". */
function uniqueHeaders(cells: Array<string | null>, width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const base = (cells[i] ?? '').slice(0, 100) || `Column ${columnLetter(i)}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/**
 * Reads an uploaded sheet (.csv or .xlsx by its name; lifted from the rates area's rate-sheet import
 * when the orders area needed the same) into headers and rows: CSV with its separator detected (`,`
 * `;` tab) and a BOM dropped, XLSX from its first non-empty sheet (numbers without binary noise, dates
 * as YYYY-MM-DD, formulas by their result); at most 50,000 rows and 200 columns. Anything unreadable —
 * not the format its name says, broken, empty, too large — is a 400 naming `file`, never a 500.
 */
export async function readSheet(fileName: string, bytes: Buffer, options: ReadSheetOptions = {}): Promise<Sheet> {
  const extension = fileName.toLowerCase().match(/\.(csv|xlsx)$/)?.[1];
  if (!extension) throw badRequest('The file must be a .csv or .xlsx sheet', 'file');
  const raw = extension === 'xlsx' ? await readXlsx(bytes) : await readCsv(bytes);
  const at = headerRowIndex(raw, options.isHeader);
  if (at < 0) throw badRequest('The sheet is empty', 'file');
  const width = Math.max(...raw.slice(at).map((r) => r.length));
  const headers = uniqueHeaders(raw[at], width);
  const rows: SheetRow[] = [];
  raw.forEach((cells, i) => {
    if (i <= at || !cells.some((c) => c !== null)) return;
    rows.push({ row: i + 1, cells: Array.from({ length: width }, (_, c) => cells[c] ?? null) });
  });
  if (rows.length === 0) throw badRequest('The sheet has no rows under its headers', 'file');
  if (rows.length > MAX_SHEET_ROWS) throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS.toLocaleString('en')} rows`, 'file');
  return { headerRow: at + 1, headers, rows };
}
