import { describe, expect, it } from 'vitest';
import { amountValue, containerNumbersIn, countryValue, dateValue, weightKgValue } from './fieldFormats';
import { extractBillOfLading } from './extractBillOfLading';
import { extractShippingBill } from './extractShippingBill';
import type { PdfPage } from './pdfText';

/** A page from rows of [x, text] cells, 14 pt apart. */
function page(rows: Array<Array<[number, string]>>): PdfPage[] {
  return [{ number: 1, width: 595, height: 842, lines: rows.map((cells, i) => ({ y: 40 + i * 14, text: cells.map((c) => c[1]).join('   '), cells: cells.map(([x, text]) => ({ x, x2: x + text.length * 5, text })) })) }];
}
const field = (fields: ReturnType<typeof extractShippingBill>, name: string) => fields.find((f) => f.name === name)!;

describe('field formats', () => {
  it('reads dates in the day-first and ISO styles, refusing impossible days', () => {
    expect(['12/03/2025', '12-03-2025', '12.03.2025', '12-MAR-2025', '12 Mar 2025', '2025-03-12', 'Date: 12-Mar-2025'].map(dateValue)).toEqual(Array(7).fill('2025-03-12'));
    expect(dateValue('31/02/2025')).toBeUndefined();
    expect(dateValue('12-XYZ-2025')).toBeUndefined();
  });

  it('reads amounts with Western and Indian grouping without floats, and weights in tonnes', () => {
    expect(amountValue('USD 1,234,567.89')).toBe('1234567.89');
    expect(amountValue('12,34,567.50')).toBe('1234567.50');
    expect(amountValue('no amount')).toBeUndefined();
    expect(weightKgValue('12,450.500 KGS')).toBe('12450.500');
    expect(weightKgValue('12.45 MT')).toBe('12450');
  });

  it('keeps only container numbers whose ISO 6346 check digit is right', () => {
    expect(containerNumbersIn('MSKU 123456-5, MSKU1234566 and TGHU1234568')).toEqual(['MSKU1234565']);
  });

  it('reads countries by code, name and common alias', () => {
    expect(['DE', 'Germany', 'U.A.E.', 'USA', 'Atlantis'].map(countryValue)).toEqual(['DE', 'DE', 'AE', 'US', undefined]);
  });
});

describe('shipping bill rules', () => {
  it('takes a value right of its label or under it in the same column, with confidence 1, page and line', () => {
    const fields = extractShippingBill(
      page([
        [[40, 'Port Code'], [130, 'SB No'], [220, 'SB Date']],
        [[41, 'INNSA1'], [131, '1234567'], [221, '05-JAN-2026']],
        [[40, 'IEC No'], [150, 'AACCA4821M'], [310, 'GSTIN'], [430, '27AACCA4821M1ZM']],
        [[40, 'Invoice Value (FC)'], [150, '48,250.50'], [310, 'Invoice Currency'], [430, 'USD']],
      ]),
    );
    expect(field(fields, 'sbNumber')).toEqual({ name: 'sbNumber', value: '1234567', confidence: 1, page: 1, source: 'SB No … INNSA1   1234567   05-JAN-2026' });
    expect(field(fields, 'portCode').value).toBe('INNSA1');
    expect(field(fields, 'sbDate').value).toBe('2026-01-05');
    expect(field(fields, 'iec')).toMatchObject({ value: 'AACCA4821M', confidence: 1, source: 'IEC No   AACCA4821M   GSTIN   27AACCA4821M1ZM' });
    expect(field(fields, 'invoiceValue').value).toBe('48250.50');
    expect(field(fields, 'currency').value).toBe('USD');
  });

  it('falls back to the pattern with a lower confidence, and answers null with confidence 0 when absent', () => {
    const fields = extractShippingBill(page([[[40, 'Registration'], [150, '27AACCA4821M1ZM']]]));
    expect(field(fields, 'gstin')).toMatchObject({ value: '27AACCA4821M1ZM', confidence: 0.6, page: 1 });
    expect(field(fields, 'sbNumber')).toEqual({ name: 'sbNumber', value: null, confidence: 0, page: null, source: null });
  });

  it('does not take a neighbouring label for a value, nor a value that fails its format', () => {
    const fields = extractShippingBill(page([[[40, 'Buyer Country'], [150, 'Atlantis']], [[40, 'SB No'], [150, '12345']]]));
    expect(field(fields, 'buyerName').value).toBeNull();
    expect(field(fields, 'buyerCountry').value).toBeNull();
    expect(field(fields, 'sbNumber').value).toBeNull();
  });
});

describe('bill of lading rules', () => {
  it('reads inline labels, a combined vessel / voyage box and containers with seals from a table', () => {
    const fields = extractBillOfLading(
      page([
        [[36, 'B/L No.: MAEU123456789']],
        [[36, 'Ocean vessel / Voy. No.']],
        [[37, 'MAERSK ELBA / 245W']],
        [[36, 'Notify Party (see clause 22)']],
        [[37, 'SAME AS CONSIGNEE']],
        [[39, 'Container No.'], [150, 'Seal No.'], [250, 'Type']],
        [[39, 'MSKU1234565'], [150, 'ML-IN1234567'], [250, '40HC']],
        [[36, 'FREIGHT PREPAID']],
      ]),
    );
    const value = (name: string) => fields.find((f) => f.name === name)!.value;
    expect(value('blNumber')).toBe('MAEU123456789');
    expect([value('vessel'), value('voyage')]).toEqual(['MAERSK ELBA', '245W']);
    expect(value('notifyParty')).toBeNull();
    expect(fields.find((f) => f.name === 'containers')).toMatchObject({ value: 'MSKU1234565/ML-IN1234567', confidence: 1 });
    expect(value('freightTerms')).toBe('PREPAID');
    expect(fields.map((f) => f.name)).toEqual(['blNumber', 'shipper', 'consignee', 'notifyParty', 'vessel', 'voyage', 'portOfLoading', 'portOfDischarge', 'placeOfReceipt', 'placeOfDelivery', 'containers', 'packages', 'grossWeightKg', 'shippedOnBoardDate', 'freightTerms', 'issueDate']);
  });
});
