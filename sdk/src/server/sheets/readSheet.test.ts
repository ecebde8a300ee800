import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { headerKey, readSheet } from './readSheet';

const known = new Set(['pol', 'pod', '20gp']);
const isHeader = (cell: string) => known.has(headerKey(cell));

describe('readSheet', () => {
  it('finds the header row under a title block and numbers rows as the sheet does; CSV separators are detected', async () => {
    const csv = await readSheet('rates.csv', Buffer.from('\uFEFFPOL;POD;Rate;Rate\n\nINNSA;NLRTM;100;\n'));
    expect(csv).toEqual({ headerRow: 1, headers: ['POL', 'POD', 'Rate', 'Rate (2)'], rows: [{ row: 3, cells: ['INNSA', 'NLRTM', '100', null] }] });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Q1');
    sheet.addRow(['Carrier rate sheet']);
    sheet.addRow(['POL', 'POD', null, '20GP']);
    sheet.addRow(['CNSHA', 'NLRTM', 'x', { formula: '1000+450.5', result: 1450.5 }]);
    sheet.addRow(['CNNGB', 'DEHAM', new Date(Date.UTC(2030, 0, 31)), 0.1 + 0.2]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSheet('q1.XLSX', bytes, { isHeader })).toEqual({
      headerRow: 2,
      headers: ['POL', 'POD', 'Column C', '20GP'],
      rows: [{ row: 3, cells: ['CNSHA', 'NLRTM', 'x', '1450.5'] }, { row: 4, cells: ['CNNGB', 'DEHAM', '2030-01-31', '0.3'] }],
    });
    // Without a header recogniser the title row is the header row.
    expect((await readSheet('q1.xlsx', bytes)).headerRow).toBe(1);
  });

  it('refuses what it cannot read with a 400 naming the file', async () => {
    const problem = async (name: string, bytes: Buffer) => readSheet(name, bytes).then(() => undefined, (e: { statusCode: number; field?: string; message: string }) => [e.statusCode, e.message]);
    expect(await problem('a.pdf', Buffer.from('x'))).toEqual([400, 'The file must be a .csv or .xlsx sheet']);
    expect(await problem('a.xlsx', Buffer.from('POL,POD'))).toEqual([400, 'The file is not an XLSX workbook']);
    expect(await problem('a.csv', Buffer.from('\n\n'))).toEqual([400, 'The sheet is empty']);
    expect(await problem('a.csv', Buffer.from('POL,POD\n'))).toEqual([400, 'The sheet has no rows under its headers']);
    expect(await problem('a.csv', Buffer.from('a\u0000b'))).toEqual([400, 'The file is not a CSV text file']);
  });

  it('compares headers by letters and digits only', () => {
    expect(['Ship To_Code', 'shipToCode', ' SHIP-TO CODE '].map(headerKey)).toEqual(['shiptocode', 'shiptocode', 'shiptocode']);
  });
});
