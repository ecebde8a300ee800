import { describe, expect, it } from 'vitest';
import { formatMoney, minorToDecimal } from './formatMoney';
import { formatDate } from './formatDate';
import { formatDateTime } from './formatDateTime';
import { formatPort } from './formatPort';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatters', () => {
  it('formats money from minor units with the currency code, by the ISO 4217 digits of the currency', () => {
    expect(nbsp(formatMoney({ minor: 123450 }, 'USD'))).toBe('USD 1,234.50');
    expect(nbsp(formatMoney({ minor: 1234 }, 'JPY'))).toBe('JPY 1,234');
    expect(nbsp(formatMoney({ minor: 5 }, 'KWD'))).toBe('KWD 0.005');
    expect(nbsp(formatMoney({ minor: -99 }, 'eur'))).toBe('-EUR 0.99');
    expect(minorToDecimal(1, 'USD')).toBe('0.01');
  });

  it('formats decimal strings exactly, beyond what a float holds', () => {
    expect(nbsp(formatMoney({ decimal: '90071992547409931.07' }, 'USD'))).toBe('USD 90,071,992,547,409,931.07');
    expect(nbsp(formatMoney({ minor: '9007199254740993107' }, 'USD'))).toBe('USD 90,071,992,547,409,931.07');
  });

  it('refuses floats and garbage instead of showing a wrong amount', () => {
    expect(() => formatMoney({ minor: 12.5 }, 'USD')).toThrow(RangeError);
    expect(() => formatMoney({ decimal: '12,5' }, 'USD')).toThrow(RangeError);
  });

  it('formats ISO 8601 instants in UTC by default, or in a port zone, with the zone named', () => {
    expect(formatDate('2026-03-12T23:30:00-02:00')).toBe('13 Mar 2026');
    expect(formatDateTime('2026-03-12T14:30:00Z')).toBe('12 Mar 2026, 14:30 UTC');
    expect(formatDateTime('2026-03-12T14:30:00Z', { timeZone: 'Asia/Kolkata' })).toBe('12 Mar 2026, 20:00 GMT+5:30');
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('formats ports as name and UN/LOCODE', () => {
    expect(formatPort('cnsha', 'Shanghai')).toBe('Shanghai (CNSHA)');
    expect(formatPort('XXABC')).toBe('XXABC');
    expect(formatPort(undefined)).toBe('—');
  });
});
