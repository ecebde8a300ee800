import { describe, expect, it } from 'vitest';
import { bucketView } from './ageingBuckets';
import { batchSummary, defaultAmount, draftRow, outstandingLeft, rowsFromSheet, suggestionsFor, toBatchRow } from './batchDraft';
import { BILL, EXACT_REMITTANCE, INVALID, REMITTANCE, VALID } from './regularizeFixtures';

describe('batch drafting', () => {
  it('defaults a row to the smaller of outstanding and available, less what is already drafted, exactly', () => {
    expect(defaultAmount(BILL, REMITTANCE, [])).toBe('48200.00');
    const first = draftRow(BILL, REMITTANCE, '48000.10');
    expect(outstandingLeft(BILL, [first])).toBe('199.90');
    expect(defaultAmount(BILL, REMITTANCE, [first])).toBe('199.90');
    expect(defaultAmount({ ...BILL, outstandingAmount: '90000.00' }, REMITTANCE, [first])).toBe('11999.90');
    expect(toBatchRow(first)).toEqual({ billId: 'b1', remittanceId: 'r1', amount: '48000.10', currency: 'USD' });
  });

  it('lists exact matches first, then the bill’s currency, and drops remittances with nothing left', () => {
    const eur = { ...REMITTANCE, _id: 'r3', bankReference: 'IRM-EUR', currency: 'EUR' };
    const order = suggestionsFor(BILL, [eur, REMITTANCE, EXACT_REMITTANCE], []);
    expect(order.map((s) => [s.remittance.bankReference, s.exact])).toEqual([
      ['IRM0099900', true],
      ['IRM0099887', false],
      ['IRM-EUR', false],
    ]);
    const used = draftRow(BILL, EXACT_REMITTANCE, '48200.00');
    expect(suggestionsFor(BILL, [EXACT_REMITTANCE], [used])).toEqual([]);
  });

  it('reads sheet rows by header and names missing columns and empty cells', () => {
    const read = rowsFromSheet([
      ['sbNumber', 'sbDate', 'portCode', 'remittanceReference', 'amount', 'currency'],
      ['4512345', '2026-03-10', 'innsa1', 'IRM0099887', '1,250.50', 'usd'],
      ['4512346', '2026-03-11', 'INNSA1', '', '10', 'USD'],
      ['', '', '', '', '', ''],
    ]);
    expect(read.rows.map(toBatchRow)).toEqual([{ sbNumber: '4512345', sbDate: '2026-03-10', portCode: 'INNSA1', remittanceReference: 'IRM0099887', amount: '1250.50', currency: 'USD' }]);
    expect(read.problems).toEqual([{ row: 2, field: 'remittanceReference', message: 'remittanceReference is empty' }]);
    expect(rowsFromSheet([['sbNumber', 'amount']]).problems.map((p) => p.field)).toEqual(['sbDate', 'portCode', 'remittanceReference', 'currency']);
  });

  it('sums up a validation', () => {
    expect(batchSummary(INVALID)).toBe('1 row with problems');
    expect(batchSummary({ ...VALID, batch: { ...VALID.batch, rowCount: 12, totals: [{ currency: 'USD', amount: '48200.00' }] } }).replace(/\u00a0/g, ' ')).toBe('Batch valid: 12 rows, USD 48,200.00');
  });

  it('turns an ageing bucket into the bills list’s overdue and due-date filters', () => {
    expect(bucketView('OVERDUE_90', '2026-11-24')).toEqual({ overdue: 'true', dueTo: '2026-08-25' });
    expect(bucketView('OVERDUE_1_30', '2026-11-24')).toEqual({ overdue: 'true', dueFrom: '2026-10-25', dueTo: '2026-11-23' });
    expect(bucketView('DUE_0_30', '2026-11-24')).toEqual({ overdue: 'false', dueFrom: '2026-11-24', dueTo: '2026-12-24' });
    expect(bucketView('DUE_180', '2026-11-24')).toEqual({ overdue: 'false', dueFrom: '2027-05-24' });
  });
});
