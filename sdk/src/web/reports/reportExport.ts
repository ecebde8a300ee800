import type { ReportColumn, ReportRow } from '../../shared/reports';
import type { DataColumn } from '../components/DataTable';
import { toCsv } from '../components/toCsv';
import { saveBlob } from '../saveBlob';
import { xlsxBlob } from '../sheets/xlsxBlob';
import { cellValue } from './aggregateMeasure';
import { formatReportValue } from './formatReportValue';

/** The rows in view as CSV (SDK `toCsv`): a header of column titles, plain values (numbers unformatted, exact money strings). */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  const dataColumns: DataColumn<ReportRow>[] = columns.map((c) => ({ id: c.key, title: c.title, render: (row) => formatReportValue(c, cellValue(row, c.key)), csv: (row) => cellValue(row, c.key) }));
  return toCsv(dataColumns, [...rows]);
}

/** The rows in view as spreadsheet cells (header first) for `writeXlsx`: numbers stay numbers. */
export function reportCells(columns: readonly ReportColumn[], rows: readonly ReportRow[]): Array<Array<string | number | null>> {
  return [columns.map((c) => c.title), ...rows.map((row) => columns.map((c) => cellValue(row, c.key)))];
}

/** Saves what is shown as `<name>.csv` or `<name>.xlsx` (the XLSX writer loads on first use). */
export async function exportReport(format: 'csv' | 'xlsx', fileName: string, columns: readonly ReportColumn[], rows: readonly ReportRow[], sheetName?: string): Promise<void> {
  if (format === 'csv') {
    saveBlob(new Blob([reportCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  saveBlob(await xlsxBlob(reportCells(columns, rows), sheetName), `${fileName}.xlsx`);
}
