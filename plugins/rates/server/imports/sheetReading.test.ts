import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dateOf, decimalOf, mapRow } from './mapRow';
import { containerTypeOf, headerField, proposeMapping } from './proposeMapping';
import { readSheet } from './readSheet';

describe('reading what rate sheets write', () => {
  it('knows container types by ISO code and trade name', () => {
    expect(['22G1', '20GP', "20' DV", '40HC', '40 hq', '45HC', '20RF', '40RH', 'L5G1', '40FT'].map(containerTypeOf)).toEqual(['22G1', '22G1', '22G1', '45G1', '45G1', 'L5G1', '22R1', '45R1', 'L5G1', '42G1']);
    expect(containerTypeOf('Rate')).toBeUndefined();
  });

  it('guesses fields from headers, exact words first, then looser ones', () => {
    const guesses = ['POL', 'Port of Discharge', 'From', 'To', 'Valid From', 'Valid Till', 'Expiry date', 'SCAC', 'Ocean Freight', 'Curr', 'T/T', 'Free time', 'S/C No', 'Remarks', '40HC', 'Misc'].map(headerField);
    expect(guesses).toEqual(['origin', 'destination', 'origin', 'destination', 'validFrom', 'validTo', 'validTo', 'carrier', 'amount', 'currency', 'transitDays', 'freeDays', 'contractRef', 'remarks', 'amount:45G1', undefined]);
  });

  it('proposes each field once; a wide sheet drops the plain amount column, an LCL sheet the container columns', () => {
    expect(proposeMapping(['POL', 'Origin', 'POD', 'Rate', '20GP', '40HC'], 'FCL')).toEqual({ POL: 'origin', POD: 'destination', '20GP': 'amount:22G1', '40HC': 'amount:45G1' });
    expect(proposeMapping(['POL', 'POD', 'Rate', '20GP'], 'LCL')).toEqual({ POL: 'origin', POD: 'destination', Rate: 'amount' });
  });

  it('reads dates day first, ISO, with month names and as Excel serials; amounts with separators and symbols', () => {
    expect(['2030-01-31', '2030-01-31T00:00:00Z', '31/01/2030', '31.01.30', '1-Jan-2030', '01 January 2030', '2030/1/31', '47149', '31/02/2030', 'soon'].map(dateOf)).toEqual([
      '2030-01-31', '2030-01-31', '2030-01-31', '2030-01-31', '2030-01-01', '2030-01-01', '2030-01-31', '2029-01-31', '31/02/2030', 'soon',
    ]);
    expect(['1,250.00', '$1,250', 'USD 1250.5', '1.250,50', '99,5', '12 500', 'ten'].map(decimalOf)).toEqual(['1250.00', '1250', '1250.5', '1250.50', '99.5', '12500', 'ten']);
  });

  it('maps a wide row to one rate per container column with an amount, and tells one problem once with its column', () => {
    const headers = ['POL', 'POD', '20GP', '40HC', 'Currency', 'From', 'To'];
    const mapping = { POL: 'origin', POD: 'destination', '20GP': 'amount:22G1', '40HC': 'amount:45G1', Currency: 'currency', From: 'validFrom', To: 'validTo' };
    const rules = { headers, mapping, kind: 'FCL' as const, side: 'BUY' as const, chargeTypes: new Map() };
    const good = mapRow(['INNSA', 'NLRTM', '1200', null, 'USD', '01/01/2030', '31/03/2030'], rules);
    expect(good.errors).toEqual([]);
    expect(good.rates).toEqual([{ kind: 'FCL', side: 'BUY', origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', amount: '1200', currency: 'USD', validFrom: '2030-01-01', validTo: '2030-03-31' }]);
    const bad = mapRow(['INNSA', 'NL', '1200', 'lots', 'USD', '01/01/2030', '31/03/2030'], rules);
    expect(bad.rates).toHaveLength(2);
    expect(bad.errors).toEqual([
      { field: 'destination', message: 'must be a UN/LOCODE such as NLRTM', column: 'POD', value: 'NL' },
      { field: 'amount', message: 'must be a decimal amount such as 1250.00', column: '40HC', value: 'lots' },
    ]);
    expect(mapRow(['INNSA', 'NLRTM', null, null, 'USD', '01/01/2030', '31/03/2030'], rules).errors).toMatchObject([{ field: 'amount', column: null }]);
  });

  it('finds the header row of a rate sheet under a title block by the rate headers it holds (the SDK reader, readSheet.test.ts, does the rest)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Q1');
    sheet.addRow(['Carrier rate sheet']);
    sheet.addRow(['POL', 'POD', null, '20GP']);
    sheet.addRow(['CNSHA', 'NLRTM', 'x', { formula: '1000+450.5', result: 1450.5 }]);
    const xlsx = await readSheet('q1.XLSX', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(xlsx).toEqual({ headerRow: 2, headers: ['POL', 'POD', 'Column C', '20GP'], rows: [{ row: 3, cells: ['CNSHA', 'NLRTM', 'x', '1450.5'] }] });
  });
});
