import type { ReportResult } from '../../shared/reports';
import { reportCell } from './reportCells';

const FORMATS: Record<string, string> = { percent: '0.0"%"', days: '0.0', money: '#,##0.00', mass: '#,##0.0' };

/** A report as an XLSX workbook: one sheet of its rows (typed cells), one of the filter and notes. */
export async function reportToXlsx(result: ReportResult): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.created = new Date(result.generatedAt);
  const sheet = book.addWorksheet(result.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.columns = result.columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(12, c.title.length + 2), style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of result.rows) sheet.addRow(Object.fromEntries(result.columns.map((c) => [c.key, reportCell(row, c)])));
  const about = book.addWorksheet('About');
  const f = result.filter;
  about.addRows([
    ['Report', result.title],
    ['Generated', result.generatedAt],
    ['From', f.from],
    ['To', f.to],
    ['Carriers', f.carriers.join(', ') || 'all'],
    ['Origins', f.origins.join(', ') || 'all'],
    ['Destinations', f.destinations.join(', ') || 'all'],
    ['Modes', f.modes.join(', ') || 'all'],
    ...Object.entries(f.drill).map(([k, v]) => [`Only ${k}`, v]),
    ...(result.notes ?? []).map((n) => ['Note', n]),
  ]);
  about.getColumn(1).font = { bold: true };
  about.getColumn(2).width = 60;
  return new Uint8Array(await book.xlsx.writeBuffer());
}
