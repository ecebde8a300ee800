import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containerNumber, containerNumberProblem, iso6346CheckDigit, isValidContainerNumber, normalizeContainerNumber } from '@portolan/sdk/shared';

describe('ISO 6346', () => {
  it('computes the check digit of the standard examples', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true);
    expect(containerNumberProblem('CSQU3054384')).toMatch(/check digit/);
    expect(containerNumberProblem('hello J123456')).toMatch(/must be/);
    expect(containerNumberProblem('CSQX3054383')).toMatch(/must be/);
  });

  it('normalizes spaces, dashes and case', () => expect(normalizeContainerNumber(' msku 123456-5 ')).toBe('MSKU1234565'));

  it('accepts every number it makes and refuses every other last digit', () => {
    fc.assert(
      fc.property(fc.constantFrom('MSKU', 'CSNU', 'TGHU', 'ABCJ', 'XYZZ'), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 1, max: 9 }), (prefix, serial, shift) => {
        const n = containerNumber(prefix, serial);
        expect(isValidContainerNumber(n)).toBe(true);
        const wrong = `${n.slice(0, 10)}${(Number(n[10]) + shift) % 10}`;
        expect(isValidContainerNumber(wrong)).toBe(false);
      }),
    );
  });
});
