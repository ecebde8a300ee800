import { describe, expect, it } from 'vitest';
import { ceilingOf, decimalOfMinor, floorOf, minorOfDecimal } from './billMoney';

describe('bill money', () => {
  it('reads decimals into minor units exactly, refusing more digits than the currency has', () => {
    expect(minorOfDecimal('18450.00', 'USD')).toBe(1_845_000n);
    expect(minorOfDecimal('0.1', 'USD')).toBe(10n);
    expect(minorOfDecimal('1500', 'JPY')).toBe(1500n);
    expect(minorOfDecimal('1.5', 'JPY')).toBeUndefined();
    expect(minorOfDecimal('12.345', 'KWD')).toBe(12_345n);
    expect(minorOfDecimal('12.345', 'USD')).toBeUndefined();
    expect(minorOfDecimal('-1', 'USD')).toBeUndefined();
    expect(minorOfDecimal('1e3', 'USD')).toBeUndefined();
  });
  it('writes minor units with the currency digits', () => {
    expect(decimalOfMinor(1_845_000n, 'USD')).toBe('18450.00');
    expect(decimalOfMinor('5', 'USD')).toBe('0.05');
    expect(decimalOfMinor(1500, 'JPY')).toBe('1500');
    expect(decimalOfMinor(-12n, 'EUR')).toBe('-0.12');
  });
  it('bounds realization by the tolerance, rounding toward the invoice value', () => {
    expect(ceilingOf(1_000_000n, '1.00')).toBe(1_010_000n);
    expect(ceilingOf(333n, '1.00')).toBe(336n); // 336.33 down
    expect(floorOf(1_000_000n, '1.00')).toBe(990_000n);
    expect(floorOf(333n, '1.00')).toBe(330n); // 329.67 up
    expect(floorOf(1_000_000n, '0')).toBe(1_000_000n);
    expect(ceilingOf(1_000_000n, '10')).toBe(1_100_000n);
  });
});
