import { describe, expect, it } from 'vitest';
import { draftTotals } from './draftTotals';

describe('draftTotals (the editor preview)', () => {
  it('adds lines and GST exactly, rounding each half-up to the minor unit (as the server does: 0.025 → 0.03), with TDS on the subtotal', () => {
    const t = draftTotals('INR', [{ quantity: '3', unitPrice: '0.1', taxRate: '18' }, { quantity: '1', unitPrice: '12500.50', taxRate: '18' }, { quantity: '0.5', unitPrice: '0.05', taxRate: '5' }], '2');
    expect(t.lines).toEqual(['0.30', '12500.50', '0.03']);
    expect(t.subtotal).toBe('12500.83');
    expect(t.tax).toBe('2250.14');
    expect(t.total).toBe('14750.97');
    expect(t.tds).toBe('250.02');
    expect(t.payable).toBe('14500.95');
  });

  it('uses the currency minor unit (JPY none, KWD three) and skips lines not yet numbers', () => {
    expect(draftTotals('JPY', [{ quantity: '1', unitPrice: '1000.4', taxRate: '0' }], '0').total).toBe('1000');
    const kwd = draftTotals('KWD', [{ quantity: '2', unitPrice: '1.2345', taxRate: '0' }, { quantity: '', unitPrice: '5', taxRate: '18' }], '0');
    expect(kwd.lines).toEqual(['2.469', undefined]);
    expect(kwd.total).toBe('2.469');
  });
});
