import type { InvoiceTotals, TotalsInput } from './invoiceTotals';

export interface TotalsCase {
  name: string;
  /** The arithmetic, worked by hand (minor units; half-up = ties away from zero). */
  why: string;
  input: TotalsInput;
  /** The expected totals; `lines` are checked when given. */
  expected: Omit<InvoiceTotals, 'lines'> & { lines?: InvoiceTotals['lines'] };
}

const line = (quantity: string | number, unitPrice: string | number, taxRate: number) => ({ quantity, unitPrice, taxRate });
const t = (subtotalMinor: number, cgstMinor: number, sgstMinor: number, igstMinor: number, tdsMinor = 0): TotalsCase['expected'] => {
  const taxMinor = cgstMinor + sgstMinor + igstMinor;
  const totalMinor = subtotalMinor + taxMinor;
  return { subtotalMinor, cgstMinor, sgstMinor, igstMinor, taxMinor, totalMinor, tdsMinor, payableMinor: totalMinor - tdsMinor };
};

/**
 * Worked cases of `invoiceTotals`, computed by hand (not by the code). Each `why` is the arithmetic.
 * The `t(...)` helper only adds up what the case states: tax = CGST + SGST + IGST, total = subtotal + tax,
 * payable = total − TDS; the figures it is given are the hand-worked ones.
 */
export const TOTALS_CASES: TotalsCase[] = [
  {
    name: 'INR intra-state 18 % with paise rounding',
    why: '3 × 333.335 = 1000.005 → 100000.5 paise → 100001; CGST 9 % = 9000.09 → 9000; SGST the same; total 100001 + 18000 = 118001',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 0, lines: [line('3', '333.335', 18)] },
    expected: { ...t(100001, 9000, 9000, 0), lines: [{ amountMinor: 100001, cgstMinor: 9000, sgstMinor: 9000, igstMinor: 0 }] },
  },
  {
    name: 'INR inter-state IGST 18 %',
    why: '1 × 999.99 = 99999 paise; IGST 18 % = 17999.82 → 18000; total 117999',
    input: { currency: 'INR', regime: 'INTER', tdsRate: 0, lines: [line(1, '999.99', 18)] },
    expected: { ...t(99999, 0, 0, 18000), lines: [{ amountMinor: 99999, cgstMinor: 0, sgstMinor: 0, igstMinor: 18000 }] },
  },
  {
    name: 'INR intra-state, mixed 5 % and 18 % lines',
    why: '1 × 1000 = 100000 paise, CGST 2.5 % = 2500, SGST 2500; 2 × 499.75 = 99950, CGST 9 % = 8995.5 → 8996, SGST 8996; subtotal 199950, CGST 11496, SGST 11496, total 222942',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 0, lines: [line('1', '1000', 5), line('2', '499.75', 18)] },
    expected: {
      ...t(199950, 11496, 11496, 0),
      lines: [{ amountMinor: 100000, cgstMinor: 2500, sgstMinor: 2500, igstMinor: 0 }, { amountMinor: 99950, cgstMinor: 8996, sgstMinor: 8996, igstMinor: 0 }],
    },
  },
  {
    name: 'INR intra-state, the split is rounded per half (5 % on 50 paise)',
    why: '1 × 0.50 = 50 paise; CGST 2.5 % = 1.25 → 1, SGST 1; tax 2 (not round(2.5) = 3 on the whole); total 52',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 0, lines: [line('1', '0.50', 5)] },
    expected: t(50, 1, 1, 0),
  },
  {
    name: 'INR intra-state 0.25 %',
    why: '1 × 1000.00 = 100000 paise; CGST 0.125 % = 125, SGST 125; total 100250',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 0, lines: [line('1', '1000.00', 0.25)] },
    expected: t(100000, 125, 125, 0),
  },
  {
    name: 'EXPORT is zero-rated whatever the line rate',
    why: '2 × 15000 = 3000000 paise; EXPORT: no CGST/SGST/IGST although the line says 18 %; total 3000000',
    input: { currency: 'INR', regime: 'EXPORT', tdsRate: 0, lines: [line(2, 15000, 18)] },
    expected: { ...t(3000000, 0, 0, 0), lines: [{ amountMinor: 3000000, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 }] },
  },
  {
    name: 'NONE: USD from a non-Indian issuer',
    why: '3 × 19.99 = 59.97 → 5997 cents; no GST; total 5997',
    input: { currency: 'USD', regime: 'NONE', tdsRate: 0, lines: [line('3', '19.99', 0)] },
    expected: t(5997, 0, 0, 0),
  },
  {
    name: 'JPY has no minor units',
    why: '3 × 1234.5 = 3703.5 yen → 3704; IGST 18 % = 666.72 → 667; total 4371',
    input: { currency: 'JPY', regime: 'INTER', tdsRate: 0, lines: [line('3', '1234.5', 18)] },
    expected: t(3704, 0, 0, 667),
  },
  {
    name: 'KWD has 3 minor digits',
    why: '3 × 1.2345 = 3.7035 KWD → 3703.5 fils → 3704; no GST; total 3704',
    input: { currency: 'KWD', regime: 'NONE', tdsRate: 0, lines: [line('3', '1.2345', 0)] },
    expected: t(3704, 0, 0, 0),
  },
  {
    name: 'BHD has 3 minor digits, IGST 5 %',
    why: '1 × 100.125 = 100125 fils; IGST 5 % = 5006.25 → 5006; total 105131',
    input: { currency: 'BHD', regime: 'INTER', tdsRate: 0, lines: [line('1', '100.125', 5)] },
    expected: t(100125, 0, 0, 5006),
  },
  {
    name: 'half-up edge on the amount (x.xx5)',
    why: '1 × 10.005 = 1000.5 paise → 1001 (a float gives 10.005 × 100 = 1000.4999… → 1000); 0 %; total 1001',
    input: { currency: 'INR', regime: 'INTER', tdsRate: 0, lines: [line('1', '10.005', 0)] },
    expected: t(1001, 0, 0, 0),
  },
  {
    name: 'half-up edge on the tax',
    why: '1 × 10.10 = 1010 paise; IGST 5 % = 50.5 → 51; total 1061',
    input: { currency: 'INR', regime: 'INTER', tdsRate: 0, lines: [line('1', '10.10', 5)] },
    expected: t(1010, 0, 0, 51),
  },
  {
    name: 'TDS 2 % on the value before GST, rounded half-up',
    why: '1 × 10000.25 = 1000025 paise; CGST 9 % = 90002.25 → 90002, SGST 90002; total 1180029; TDS 2 % of 1000025 = 20000.5 → 20001; payable 1160028',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 2, lines: [line('1', '10000.25', 18)] },
    expected: t(1000025, 90002, 90002, 0, 20001),
  },
  {
    name: 'TDS 0.75 % given as a string',
    why: '1 × 5000 = 500000 paise; IGST 18 % = 90000; total 590000; TDS 0.75 % of 500000 = 3750; payable 586250',
    input: { currency: 'INR', regime: 'INTER', tdsRate: '0.75', lines: [line('1', '5000', 18)] },
    expected: t(500000, 0, 0, 90000, 3750),
  },
  {
    name: 'quantity with 4 decimals',
    why: '1.2345 × 99.99 = 123.437655 → 12343.7655 paise → 12344; IGST 18 % = 2221.92 → 2222; total 14566',
    input: { currency: 'INR', regime: 'INTER', tdsRate: 0, lines: [line('1.2345', '99.99', 18)] },
    expected: t(12344, 0, 0, 2222),
  },
  {
    name: 'many lines of 3 × 0.1 do not drift',
    why: '10 lines of 3 × 0.1 = 0.30 → 30 cents each; subtotal 300 (floats: 0.1 × 3 = 0.30000000000000004, summed unrounded they drift)',
    input: { currency: 'USD', regime: 'NONE', tdsRate: 0, lines: Array.from({ length: 10 }, () => line(3, 0.1, 0)) },
    expected: t(300, 0, 0, 0),
  },
  {
    name: 'many lines at a half cent are each rounded up',
    why: '10 lines of 1 × 1.005 = 100.5 cents → 101 each; subtotal 1010 (floats: Math.round(1.005 × 100) = 100, total 1000)',
    input: { currency: 'USD', regime: 'NONE', tdsRate: 0, lines: Array.from({ length: 10 }, () => line('1', '1.005', 0)) },
    expected: t(1010, 0, 0, 0),
  },
  {
    name: 'no lines',
    why: 'an empty draft adds up to 0 everywhere',
    input: { currency: 'INR', regime: 'INTRA', tdsRate: 2, lines: [] },
    expected: { ...t(0, 0, 0, 0, 0), lines: [] },
  },
];
