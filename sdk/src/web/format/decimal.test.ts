import { describe, expect, it } from 'vitest';
import { compareDecimals, divideDecimal, multiplyDecimal, percentDifference, sumDecimals, weightedMean } from './decimal';

describe('exact decimals of the rate search', () => {
  it('sums without float error, at the widest scale', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['179.13', '2000.00', '271.40'])).toBe('2450.53');
    expect(sumDecimals(['1.005', '-2.5'])).toBe('-1.495');
    expect(sumDecimals([])).toBe('0');
    expect(() => sumDecimals(['1e3'])).toThrow(RangeError);
  });

  it('compares across scales', () => {
    expect(compareDecimals('2300.10', '2300.1')).toBe(0);
    expect(compareDecimals('999.99', '1000')).toBe(-1);
    expect(compareDecimals('10000000000000000.01', '10000000000000000.001')).toBe(1);
  });

  it('divides with half-even rounding', () => {
    expect(divideDecimal('2000.00', '2', 2)).toBe('1000.00');
    expect(divideDecimal('1', '3', 2)).toBe('0.33');
    expect(divideDecimal('0.125', '1', 2)).toBe('0.12');
    expect(divideDecimal('0.135', '1', 2)).toBe('0.14');
    expect(divideDecimal('-10', '4', 0)).toBe('-2');
    expect(() => divideDecimal('1', '0', 2)).toThrow(RangeError);
  });

  it('weights a mean and says how far a value is from it in whole percent', () => {
    expect(weightedMean([{ value: '1100.00', weight: 36 }, { value: '1200.00', weight: 30 }], 2)).toBe('1145.45');
    expect(weightedMean([{ value: '1', weight: 0 }], 2)).toBeUndefined();
    expect(percentDifference('1000.00', '1145.45')).toBe(-13);
    expect(percentDifference('110', '100')).toBe(10);
    expect(percentDifference('100', '100.00')).toBe(0);
  });
});

describe('multiplyDecimal', () => {
  it('multiplies exactly and rounds half-even to the minor unit', () => {
    expect(multiplyDecimal('3', '1250.50', 2)).toBe('3751.50');
    expect(multiplyDecimal('0.1', '0.2', 2)).toBe('0.02');
    expect(multiplyDecimal('1000.05', '0.125', 2)).toBe('125.01');
    expect(multiplyDecimal('2.5', '0.01', 2)).toBe('0.02');
    expect(multiplyDecimal('-3', '1.005', 2)).toBe('-3.02');
    expect(multiplyDecimal('x', '1', 2)).toBeUndefined();
  });
});
