import { describe, expect, it } from 'vitest';
import { fiscalYearOf, formatInvoiceNumber } from './invoiceNumber';

describe('fiscalYearOf', () => {
  it('runs April to March in India', () => {
    expect(fiscalYearOf('2027-03-31', 'IN')).toBe('2026-27');
    expect(fiscalYearOf('2026-04-01', 'IN')).toBe('2026-27');
    expect(fiscalYearOf('2026-03-31', 'IN')).toBe('2025-26');
    expect(fiscalYearOf('2026-01-15', 'in')).toBe('2025-26');
    expect(fiscalYearOf('2099-12-31', 'IN')).toBe('2099-00');
  });

  it('reads the day part of a timestamp', () => {
    expect(fiscalYearOf('2026-04-01T00:30:00.000Z', 'IN')).toBe('2026-27');
  });

  it('is the calendar year elsewhere', () => {
    expect(fiscalYearOf('2026-03-31', 'NL')).toBe('2026');
    expect(fiscalYearOf('2026-04-01', 'US')).toBe('2026');
    expect(fiscalYearOf('2026-12-31', 'AE')).toBe('2026');
  });

  it('refuses what is not a day', () => {
    expect(() => fiscalYearOf('31/03/2026', 'IN')).toThrow(/not a YYYY-MM-DD day/);
    expect(() => fiscalYearOf('2026-13-01', 'IN')).toThrow(/not a YYYY-MM-DD day/);
  });
});

describe('formatInvoiceNumber', () => {
  it('writes prefix, short Indian fiscal year and a 5-digit sequence', () => {
    expect(formatInvoiceNumber('INV', '2026-27', 1)).toBe('INV/26-27/00001');
    expect(formatInvoiceNumber('CN', '2025-26', 123)).toBe('CN/25-26/00123');
    expect(formatInvoiceNumber('INV', '2026-27', 99999)).toBe('INV/26-27/99999');
  });

  it('keeps a calendar year whole', () => {
    expect(formatInvoiceNumber('INV', '2026', 7)).toBe('INV/2026/00007');
  });

  it('allows exactly 16 characters and refuses 17 (GST rule 46)', () => {
    expect(formatInvoiceNumber('BWLG', '2026-27', 42)).toBe('BWLG/26-27/00042');
    expect(() => formatInvoiceNumber('BWLOG', '2026-27', 42)).toThrow(/"BWLOG\/26-27\/00042" is longer than 16 characters/);
  });

  it('throws beyond 16 characters, naming the number', () => {
    expect(() => formatInvoiceNumber('BWLOGS', '2026-27', 1)).toThrow(/"BWLOGS\/26-27\/00001" is longer than 16 characters/);
    expect(() => formatInvoiceNumber('INVOICE', '2026', 1)).toThrow(/longer than 16 characters/);
  });

  it('lets the sequence grow past 5 digits while it fits', () => {
    expect(formatInvoiceNumber('IN', '2026-27', 123456)).toBe('IN/26-27/123456');
  });

  it('refuses characters rule 46 does not allow, a bad sequence and a bad fiscal year', () => {
    expect(() => formatInvoiceNumber('IN V', '2026-27', 1)).toThrow(/only letters, digits/);
    expect(() => formatInvoiceNumber('INV', '2026-27', 0)).toThrow(/positive integer/);
    expect(() => formatInvoiceNumber('INV', '2026-27', 1.5)).toThrow(/positive integer/);
    expect(() => formatInvoiceNumber('INV', 'FY26', 1)).toThrow(/fiscal year "FY26"/);
  });
});
