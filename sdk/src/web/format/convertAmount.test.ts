import { describe, expect, it } from 'vitest';
import { convertAmount, isDecimal } from './decimal';

describe('convertAmount', () => {
  it('converts through the base exactly, rounding half-even to the target minor unit', () => {
    // 1 USD = 0.92 EUR = 83.25 INR: 1000 EUR → 1000 × 83.25 / 0.92 = 90489.130434… INR
    expect(convertAmount('1000', '0.92', '83.25', 2)).toBe('90489.13');
    expect(convertAmount('0.1', '1', '0.2', 2)).toBe('0.02');
    expect(convertAmount('0.125', '1', '1', 2)).toBe('0.12');
    expect(convertAmount('0.135', '1', '1', 2)).toBe('0.14');
    expect(convertAmount('1234.5', '1', '149.5', 0)).toBe('184558');
    expect(convertAmount('1', '1', '0.3771', 3)).toBe('0.377');
    expect(convertAmount('-10', '1', '0.92', 2)).toBe('-9.20');
  });

  it('refuses malformed amounts and zero rates', () => {
    expect(convertAmount('1e3', '1', '1', 2)).toBeUndefined();
    expect(convertAmount('10', '0', '1', 2)).toBeUndefined();
    expect(isDecimal('83.250000')).toBe(true);
    expect(isDecimal('83,25')).toBe(false);
  });
});
