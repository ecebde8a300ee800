import { describe, expect, it } from 'vitest';
import { gstinCheckChar, kycNumberProblem, normalizeKycNumber, panInside } from './kycNumbers';

describe('gstinCheckChar', () => {
  it('computes the check character of a published GSTIN by hand', () => {
    // 27AAPFU0939F1Z: values 2 7 10 10 25 15 30 0 9 3 9 15 1 35, factors 1 2 1 2 …
    // products 2 14 10 20 25 30 30 0 9 6 9 30 1 70 → quotient + remainder by 36: 70 → 1 + 34 = 35, the rest as is
    // sum 221; 221 mod 36 = 5; (36 − 5) mod 36 = 31 → V
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it("computes the demo Acme GSTIN's check character by hand", () => {
    // 27AACCA4821M1Z: values 2 7 10 10 12 12 10 4 8 2 1 22 1 35
    // products 2 14 10 20 12 24 10 8 8 4 1 44 1 70 → 44 → 1 + 8 = 9, 70 → 1 + 34 = 35
    // sum 158; 158 mod 36 = 14; 36 − 14 = 22 → M
    expect(gstinCheckChar('27AACCA4821M1Z')).toBe('M');
  });

  it('answers 0 when the sum is a multiple of 36', () => {
    // 00000000000000 sums to 0 → (36 − 0) mod 36 = 0
    expect(gstinCheckChar('00000000000000')).toBe('0');
  });
});

describe('kycNumberProblem', () => {
  it('accepts real-format numbers of each type', () => {
    expect(kycNumberProblem('GST', '27AAPFU0939F1ZV')).toBeUndefined();
    expect(kycNumberProblem('GST', '27AACCA4821M1ZM')).toBeUndefined();
    expect(kycNumberProblem('PAN', 'AACCA4821M')).toBeUndefined();
    expect(kycNumberProblem('PAN', 'ABCPE1234F')).toBeUndefined();
    expect(kycNumberProblem('IEC', 'AACCA4821M')).toBeUndefined();
    expect(kycNumberProblem('INCORPORATION', 'U74999MH2016PTC123456')).toBeUndefined();
    expect(kycNumberProblem('INCORPORATION', 'L17110MH1973PLC019786')).toBeUndefined();
  });

  it('refuses a GSTIN with a wrong check character, naming the expected one', () => {
    expect(kycNumberProblem('GST', '27AAPFU0939F1ZW')).toMatch(/check character is wrong \(expected V/);
  });

  it('refuses a GSTIN of the wrong length, state code or PAN part', () => {
    expect(kycNumberProblem('GST', '27AAPFU0939F1Z')).toMatch(/15 characters \(this one has 14\)/);
    expect(kycNumberProblem('GST', '39AAPFU0939F1ZV')).toMatch(/state code from 01 to 38 \(not 39\)/);
    expect(kycNumberProblem('GST', '00AAPFU0939F1ZV')).toMatch(/not 00/);
    expect(kycNumberProblem('GST', '27AAPXU0939F1ZV')).toMatch(/GSTIN's PAN's 4th letter/);
    expect(kycNumberProblem('GST', '27AAPFU0939F1YV')).toMatch(/2-digit state code/);
  });

  it("refuses a PAN of the wrong shape or holder type", () => {
    expect(kycNumberProblem('PAN', 'AACCA4821')).toMatch(/5 letters, 4 digits and a letter/);
    expect(kycNumberProblem('PAN', '1ACCA4821M')).toMatch(/5 letters/);
    expect(kycNumberProblem('PAN', 'AACXA4821M')).toMatch(/holder's type.*not X/);
  });

  it('refuses an IEC that is not 10 letters and digits', () => {
    expect(kycNumberProblem('IEC', 'AACCA4821')).toBe('An IEC has 10 characters (this one has 9)');
    expect(kycNumberProblem('IEC', 'AACCA-4821')).toMatch(/10 letters and digits/);
  });

  it('refuses a CIN of the wrong shape or a year in the future', () => {
    expect(kycNumberProblem('INCORPORATION', 'X74999MH2016PTC123456')).toMatch(/L or U/);
    expect(kycNumberProblem('INCORPORATION', 'U74999MH2031PTC123456', 2026)).toMatch(/from 1850 to 2026 \(not 2031\)/);
  });
});

describe('normalizeKycNumber and panInside', () => {
  it('upper-cases and drops spaces', () => expect(normalizeKycNumber(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV'));
  it("finds the PAN inside a GSTIN and an IEC, none in a CIN", () => {
    expect(panInside('GST', '27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(panInside('IEC', 'AAPFU0939F')).toBe('AAPFU0939F');
    expect(panInside('INCORPORATION', 'U74999MH2016PTC123456')).toBeUndefined();
  });
});
