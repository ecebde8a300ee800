import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GST_RATES, type TaxRegime } from '../../shared/types';
import { invoiceTotals } from './invoiceTotals';
import { TOTALS_CASES } from './invoiceTotals.cases';

describe('invoiceTotals: the worked cases', () => {
  it.each(TOTALS_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = invoiceTotals(c.input);
    const { lines, ...totals } = c.expected;
    expect({ ...result, lines: undefined }).toEqual({ ...totals, lines: undefined });
    if (lines) expect(result.lines).toEqual(lines);
  });

  it('has at least 12 cases', () => expect(TOTALS_CASES.length).toBeGreaterThanOrEqual(12));
});

describe('invoiceTotals: what it refuses', () => {
  const base = { currency: 'INR', regime: 'INTRA' as TaxRegime, tdsRate: 0 };
  it.each([
    ['a negative quantity', { ...base, lines: [{ quantity: '-1', unitPrice: '10', taxRate: 18 }] }, /lines\[0\]\.quantity must not be negative/],
    ['a quantity that is not a number', { ...base, lines: [{ quantity: 'two', unitPrice: '10', taxRate: 18 }] }, /lines\[0\]\.quantity must be a decimal/],
    ['a unit price that is not a number', { ...base, lines: [{ quantity: '1', unitPrice: '1,000', taxRate: 18 }] }, /lines\[0\]\.unitPrice must be a decimal/],
    ['an unknown currency', { ...base, currency: 'XYZ', lines: [] }, /currency "XYZ" is not an ISO 4217/],
    ['a lower-case currency', { ...base, currency: 'inr', lines: [] }, /currency "inr"/],
    ['a rate that is not a GST rate', { ...base, lines: [{ quantity: '1', unitPrice: '10', taxRate: 15 }] }, /lines\[0\]\.taxRate must be one of the GST rates/],
    ['a TDS rate above 100', { ...base, tdsRate: 101, lines: [] }, /tdsRate must be between 0 and 100/],
    ['a negative TDS rate', { ...base, tdsRate: '-1', lines: [] }, /tdsRate must be between 0 and 100/],
    ['an unknown regime', { ...base, regime: 'VAT' as TaxRegime, lines: [] }, /regime must be one of/],
  ])('throws for %s', (_name, input, message) => {
    expect(() => invoiceTotals(input)).toThrow(message);
  });
});

describe('invoiceTotals: properties', () => {
  const decimalString = (maxWhole: number, places: number) =>
    fc.tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 })).map(([w, f]) => `${w}.${String(f).padStart(places, '0')}`);
  const arbitraryInput = fc.record({
    currency: fc.constantFrom('INR', 'USD', 'JPY', 'KWD', 'EUR'),
    regime: fc.constantFrom<TaxRegime>('INTRA', 'INTER', 'EXPORT', 'NONE'),
    tdsRate: fc.constantFrom(0, 1, 2, '0.75', 10),
    lines: fc.array(fc.record({ quantity: decimalString(1000, 4), unitPrice: decimalString(1_000_000, 3), taxRate: fc.constantFrom(...GST_RATES) }), { maxLength: 12 }),
  });

  it('total = subtotal + tax, tax = CGST + SGST + IGST, payable = total − TDS, all integers', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = invoiceTotals(input);
        for (const v of [r.subtotalMinor, r.cgstMinor, r.sgstMinor, r.igstMinor, r.taxMinor, r.totalMinor, r.tdsMinor, r.payableMinor]) expect(Number.isSafeInteger(v)).toBe(true);
        expect(r.totalMinor).toBe(r.subtotalMinor + r.taxMinor);
        expect(r.taxMinor).toBe(r.cgstMinor + r.sgstMinor + r.igstMinor);
        expect(r.payableMinor).toBe(r.totalMinor - r.tdsMinor);
        expect(r.subtotalMinor).toBe(r.lines.reduce((s, l) => s + l.amountMinor, 0));
        expect(r.lines).toHaveLength(input.lines.length);
      }),
      { numRuns: 300 },
    );
  });

  it('CGST = SGST and no IGST in INTRA; only IGST in INTER; no tax in EXPORT and NONE', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = invoiceTotals(input);
        for (const l of r.lines) {
          if (input.regime === 'INTRA') expect([l.cgstMinor === l.sgstMinor, l.igstMinor]).toEqual([true, 0]);
          if (input.regime === 'INTER') expect([l.cgstMinor, l.sgstMinor]).toEqual([0, 0]);
          if (input.regime === 'EXPORT' || input.regime === 'NONE') expect([l.cgstMinor, l.sgstMinor, l.igstMinor]).toEqual([0, 0, 0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('each line\'s tax is within half a minor unit of the exact rate (per half in INTRA)', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = invoiceTotals(input);
        r.lines.forEach((l, i) => {
          const rate = input.lines[i]!.taxRate;
          // Rates are at most 2 decimals; scale by 100 to compare integers: |tax × 10000 − amount × rate × 100| ≤ 5000.
          const exact = (n: number) => Math.round(n * 100);
          if (input.regime === 'INTER') expect(Math.abs(l.igstMinor * 10000 - l.amountMinor * exact(rate))).toBeLessThanOrEqual(5000);
          if (input.regime === 'INTRA') expect(Math.abs(l.cgstMinor * 20000 - l.amountMinor * exact(rate))).toBeLessThanOrEqual(10000);
        });
      }),
      { numRuns: 200 },
    );
  });
});
