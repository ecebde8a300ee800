import { describe, expect, it } from 'vitest';
import { invoicePdfMoney } from './invoicePdfMoney';

describe('invoicePdfMoney', () => {
  it.each([
    [11800150, 'INR', '1,18,001.50'],
    [118001, 'INR', '1,180.01'],
    [5, 'INR', '0.05'],
    [0, 'INR', '0.00'],
    [123456789012, 'INR', '1,23,45,67,890.12'],
    [123456, 'USD', '1,234.56'],
    [-250, 'USD', '-2.50'],
    [3704, 'JPY', '3,704'],
    [3704, 'KWD', '3.704'],
    [105131, 'BHD', '105.131'],
  ])('%d %s → %s', (minor, currency, text) => expect(invoicePdfMoney(minor, currency)).toBe(text));
});
