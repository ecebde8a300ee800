import { describe, expect, it } from 'vitest';
import { parseCsv, readSheetFile, xlsxBlob } from '@portolan/sdk';
import { draftOf } from './bidDraft';
import { bidTemplateCsv, bidTemplateRows, bulkRowsOf, templateName } from './bidSpreadsheet';
import { LANES, VENDOR_RFQ } from './vendorFixtures';

describe('bid spreadsheet', () => {
  it('the CSV template lists the lanes with what was typed so far, and reads back as bulk rows', () => {
    const csv = bidTemplateCsv(LANES, draftOf(VENDOR_RFQ));
    const cells = parseCsv(csv);
    expect(cells[0]).toEqual(['lineNo', 'origin', 'destination', 'containerType', 'volume', 'commodity', 'requirements', 'amount', 'transitDays', 'freeDays', 'validTo', 'carrier', 'remarks']);
    expect(cells[1]).toEqual(['1', 'INNSA', 'NLRTM', '42G1', '40', 'Cotton yarn', '', '1250.50', '24', '14', '2027-12-31', 'MAEU', '']);
    expect(cells[3][6]).toBe('Food grade');
    expect(bulkRowsOf(cells)).toEqual([{ lineNo: 1, amount: '1250.50', transitDays: 24, freeDays: 14, validTo: '2027-12-31', carrier: 'MAEU', remarks: null }]);
    expect(templateName(VENDOR_RFQ, 'csv')).toBe('RFQ-2026-00001-bids.csv');
  });

  it('the XLSX template reads back through the same upload path', async () => {
    const blob = await xlsxBlob(bidTemplateRows(LANES, draftOf(VENDOR_RFQ)), 'Bids');
    const file = new File([await blob.arrayBuffer()], 'bids.xlsx');
    const cells = await readSheetFile(file);
    expect(cells).toHaveLength(4);
    expect(bulkRowsOf(cells)).toEqual([{ lineNo: 1, amount: '1250.50', transitDays: 24, freeDays: 14, validTo: '2027-12-31', carrier: 'MAEU', remarks: null }]);
  });

  it('reads headers loosely, lanes by ports when lineNo is absent, Excel date serials as days, and leaves bad days to the server', () => {
    const rows = bulkRowsOf([
      ['Origin', 'Destination', 'Container Type', 'Amount', 'Transit_Days', 'Free days', 'Valid To', 'Carrier'],
      ['innsa', 'nlrtm', '42g1', '1200', 'twenty', '', '46752', 'maeu'],
      ['INMUN', 'DEHAM', '45G1', '', '', '', '', ''],
    ]);
    expect(rows).toEqual([{ origin: 'INNSA', destination: 'NLRTM', containerType: '42G1', amount: '1200', freeDays: null, validTo: '2027-12-31', carrier: 'MAEU', remarks: null }]);
  });
});
