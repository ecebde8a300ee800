import { describe, expect, it } from 'vitest';
import type { BatchRow } from '../../shared/types';
import { validateBatch, type BatchLookup, type LookupBill, type LookupRemittance } from './validateBatch';

const TODAY = '2026-11-24';
const SETTINGS = { tolerancePercent: '1.00', bank: 'ICICI' as const };

const bill = (id: string, over: Partial<LookupBill> = {}): LookupBill => ({
  id, sbNumber: `100000${id.slice(-1)}`, sbDate: '2026-03-02', portCode: 'INNSA1', currency: 'USD', invoiceMinor: 1_000_000n, realizedMinor: 0n,
  state: 'OPEN', realizationDueDate: '2026-12-02', ...over,
});
const remittance = (id: string, over: Partial<LookupRemittance> = {}): LookupRemittance => ({
  id, bankReference: `IRM-${id}`, bank: 'ICICI', remittanceDate: '2026-06-15', currency: 'USD', amountMinor: 2_000_000n, utilizedMinor: 0n, purposeCode: 'P0102', ...over,
});
const lookup = (bills: LookupBill[], remittances: LookupRemittance[]): BatchLookup => ({ bills, remittances });
const codes = (r: ReturnType<typeof validateBatch>) => r.rows.map((x) => [x.index, x.problems.map((p) => `${p.field}:${p.code}`)]);

describe('validateBatch', () => {
  it('resolves bills by id or by SB number/date/port and remittances by id or reference, with exact minor units', () => {
    const rows: BatchRow[] = [
      { billId: 'b1', remittanceId: 'r1', amount: '4000.50', currency: 'USD' },
      { sbNumber: '1000002', sbDate: '2026-03-02', portCode: 'innsa1', remittanceReference: 'irm-r1', amount: '0.01', currency: 'USD' },
    ];
    const out = validateBatch(rows, lookup([bill('b1'), bill('b2')], [remittance('r1')]), SETTINGS, TODAY);
    expect(out.rows).toEqual([]);
    expect(out.problemCount).toBe(0);
    expect(out.resolved).toEqual([
      { billId: 'b1', remittanceId: 'r1', amountMinor: '400050', currency: 'USD' },
      { billId: 'b2', remittanceId: 'r1', amountMinor: '1', currency: 'USD' },
    ]);
  });

  it('names unknown bills and remittances on their own field', () => {
    const out = validateBatch(
      [
        { billId: 'nope', remittanceId: 'r1', amount: '1.00', currency: 'USD' },
        { sbNumber: '9999999', sbDate: '2026-03-02', portCode: 'INNSA1', remittanceReference: 'IRM-unknown', amount: '1.00', currency: 'USD' },
        { amount: '1.00', currency: 'USD' },
      ],
      lookup([bill('b1')], [remittance('r1')]),
      SETTINGS,
      TODAY,
    );
    expect(codes(out)).toEqual([
      [0, ['rows.0.billId:unknown-bill']],
      [1, ['rows.1.sbNumber:unknown-bill', 'rows.1.remittanceReference:unknown-remittance']],
      [2, ['rows.2.billId:missing-bill', 'rows.2.remittanceId:missing-remittance']],
    ]);
    expect(out.resolved[0].billId).toBeNull();
  });

  it('requires one currency for the row, the remittance and the bill, and amounts in its minor units', () => {
    const out = validateBatch(
      [
        { billId: 'b1', remittanceId: 'r2', amount: '10.00', currency: 'USD' },
        { billId: 'b2', remittanceId: 'r1', amount: '10.001', currency: 'USD' },
        { billId: 'b3', remittanceId: 'r1', amount: '0', currency: 'USD' },
        { billId: 'b4', remittanceId: 'r1', amount: '10', currency: 'XXY' },
      ],
      lookup([bill('b1'), bill('b2'), bill('b3'), bill('b4')], [remittance('r1'), remittance('r2', { currency: 'EUR' })]),
      SETTINGS,
      TODAY,
    );
    expect(codes(out)).toEqual([
      [0, ['rows.0.currency:currency-mismatch']],
      [1, ['rows.1.amount:bad-amount']],
      [2, ['rows.2.amount:bad-amount']],
      [3, ['rows.3.currency:bad-currency']],
    ]);
    expect(out.rows[0].problems[0].message).toBe('The row is in USD but remittance IRM-r2 is in EUR');
  });

  it('keeps a remittance within what it has left over the whole batch', () => {
    // IRM-r1: 20,000.00 of which 15,000.00 utilized → 5,000.00 left; the batch takes 3,000.00 + 2,000.01.
    const r1 = remittance('r1', { utilizedMinor: 1_500_000n });
    const exact = validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '3000.00', currency: 'USD' }, { billId: 'b2', remittanceId: 'r1', amount: '2000.00', currency: 'USD' }], lookup([bill('b1'), bill('b2')], [r1]), SETTINGS, TODAY);
    expect(exact.problemCount).toBe(0);
    const over = validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '3000.00', currency: 'USD' }, { billId: 'b2', remittanceId: 'r1', amount: '2000.01', currency: 'USD' }], lookup([bill('b1'), bill('b2')], [r1]), SETTINGS, TODAY);
    expect(codes(over)).toEqual([[0, ['rows.0.amount:remittance-exceeded']], [1, ['rows.1.amount:remittance-exceeded']]]);
    expect(over.rows[0].problems[0].message).toBe('The batch takes USD 5000.01 from remittance IRM-r1, which has USD 5000.00 left');
  });

  it('allows realizing up to the invoice value plus the tolerance, counting what was realized before', () => {
    // Invoice 10,000.00, 1% tolerance → at most 10,100.00; 4,000.00 realized before → 6,100.00 more at most.
    const b1 = bill('b1', { realizedMinor: 400_000n, state: 'PARTLY_REALIZED' });
    const ok = validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '6100.00', currency: 'USD' }], lookup([b1], [remittance('r1')]), SETTINGS, TODAY);
    expect(ok.problemCount).toBe(0);
    const over = validateBatch(
      [{ billId: 'b1', remittanceId: 'r1', amount: '6000.00', currency: 'USD' }, { billId: 'b1', remittanceId: 'r2', amount: '100.01', currency: 'USD' }],
      lookup([b1], [remittance('r1'), remittance('r2')]),
      SETTINGS,
      TODAY,
    );
    expect(codes(over)).toEqual([[0, ['rows.0.amount:over-realization']], [1, ['rows.1.amount:over-realization']]]);
    expect(over.rows[0].problems[0].message).toBe('Shipping bill 1000001 would be realized USD 10100.01, over its invoice value USD 10000.00 with the 1.00% tolerance');
    const strict = validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '6000.01', currency: 'USD' }], lookup([b1], [remittance('r1')]), { ...SETTINGS, tolerancePercent: '0' }, TODAY);
    expect(codes(strict)).toEqual([[0, ['rows.0.amount:over-realization']]]);
  });

  it('never regularizes a bill twice and refuses the same bill and remittance twice in a batch', () => {
    const out = validateBatch(
      [
        { billId: 'b9', remittanceId: 'r1', amount: '1.00', currency: 'USD' },
        { billId: 'b1', remittanceId: 'r1', amount: '1.00', currency: 'USD' },
        { billId: 'b1', remittanceReference: 'IRM-r1', amount: '2.00', currency: 'USD' },
      ],
      lookup([bill('b1'), bill('b9', { state: 'REGULARIZED', realizedMinor: 1_000_000n })], [remittance('r1')]),
      SETTINGS,
      TODAY,
    );
    expect(codes(out)).toEqual([
      [0, ['rows.0.billId:already-regularized']], // 10,000.00 + 1.00 is within the tolerance: only the state stops it
      [2, ['rows.2.remittanceReference:duplicate-pair']],
    ]);
    expect(out.rows[1].problems[0].message).toBe('Row 2 already matches this remittance to this bill');
  });

  it('checks the remittance date window: advance up to 365 days, not in the future, not after the due date', () => {
    const b1 = bill('b1', { sbDate: '2026-03-02', realizationDueDate: '2026-11-20' });
    const at = (remittanceDate: string) =>
      codes(validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '1.00', currency: 'USD' }], lookup([b1], [remittance('r1', { remittanceDate })]), SETTINGS, TODAY));
    expect(at('2025-03-02')).toEqual([]); // exactly 365 days before the SB date
    expect(at('2025-03-01')).toEqual([[0, ['rows.0.remittanceId:before-window']]]);
    expect(at('2026-11-20')).toEqual([]); // on the due date
    expect(at('2026-11-21')).toEqual([[0, ['rows.0.remittanceId:after-due']]]);
    expect(at('2026-11-25')).toEqual([[0, ['rows.0.remittanceId:future', 'rows.0.remittanceId:after-due']]]);
    const late = validateBatch([{ billId: 'b1', remittanceId: 'r1', amount: '1.00', currency: 'USD' }], lookup([b1], [remittance('r1', { remittanceDate: '2026-11-21' })]), SETTINGS, TODAY);
    expect(late.rows[0].problems[0].message).toContain("realized after the due date 2026-11-20: needs the bank's extension");
  });

  it('takes only export purpose codes and remittances received through the batch bank', () => {
    const out = validateBatch(
      [{ billId: 'b1', remittanceId: 'r1', amount: '1.00', currency: 'USD' }, { billId: 'b1', remittanceId: 'r2', amount: '1.00', currency: 'USD' }],
      lookup([bill('b1')], [remittance('r1', { purposeCode: 'P1301' }), remittance('r2', { bank: 'HDFC' })]),
      SETTINGS,
      TODAY,
    );
    expect(codes(out)).toEqual([[0, ['rows.0.remittanceId:not-export']], [1, ['rows.1.remittanceId:other-bank']]]);
  });

  it('validates 5,000 rows well under a second', () => {
    const bills = Array.from({ length: 5000 }, (_, i) => bill(`b${i}`, { sbNumber: String(2_000_000 + i) }));
    const remittances = Array.from({ length: 500 }, (_, i) => remittance(`r${i}`, { amountMinor: 100_000_000n }));
    const rows: BatchRow[] = bills.map((b, i) => ({ billId: b.id, remittanceId: `r${i % 500}`, amount: '9999.99', currency: 'USD' }));
    const started = performance.now();
    const out = validateBatch(rows, lookup(bills, remittances), SETTINGS, TODAY);
    expect(performance.now() - started).toBeLessThan(500);
    expect(out.problemCount).toBe(0);
    expect(out.resolved).toHaveLength(5000);
  });
});
