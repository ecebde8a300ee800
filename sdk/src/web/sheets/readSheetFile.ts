import { parseCsv } from './parseCsv';

/**
 * The cells of an uploaded sheet (a bulk create, a bid spreadsheet), read in the browser: `.xlsx` (its
 * first sheet, the reader loaded on first use) or CSV. Throws with a message for the user when the
 * file cannot be read.
 */
export async function readSheetFile(file: File): Promise<string[][]> {
  if (/\.xlsx$/i.test(file.name)) return (await import('./parseXlsx')).parseXlsx(await file.arrayBuffer());
  return parseCsv(await file.text());
}
