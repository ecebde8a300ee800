import { describe, expect, it } from 'vitest';
import { convert, lineAmounts, MissingRateError, money, optionAmounts, sellFromOf, type Exchange } from './quoteMath';

/** 1 USD = 0.92 EUR = 83.25 INR = 0.377 KWD = 149.5 JPY. */
const exchange: Exchange = { base: 'USD', rateDate: '2026-11-20', source: 'test', rates: { EUR: '0.92', INR: '83.25', KWD: '0.377', JPY: '149.5' } };
const line = (quantity: string, buyUnit: string, buyCurrency: string, margin: { type: 'PERCENT' | 'AMOUNT'; value: string } | null = null) => ({ quantity, buyUnit, buyCurrency, margin });

describe('quote math', () => {
  it('rounds half-even to the currency minor unit', () => {
    expect(money('2.345', 'USD')).toBe('2.34');
    expect(money('2.355', 'USD')).toBe('2.36');
    expect(money('2.5', 'JPY')).toBe('2');
    expect(money('3.5', 'JPY')).toBe('4');
    expect(money('1.0005', 'KWD')).toBe('1.000');
    expect(money('1.0015', 'KWD')).toBe('1.002');
  });

  it('converts through the base for cross rates', () => {
    // 100 EUR → USD = 100 / 0.92; → INR = × 83.25 = 9048.9130434…
    expect(money(convert('100', 'EUR', 'INR', exchange), 'INR')).toBe('9048.91');
    expect(money(convert('100', 'USD', 'EUR', exchange), 'EUR')).toBe('92.00');
    expect(convert('12.34', 'INR', 'INR', exchange).toString()).toBe('12.34');
    expect(() => convert('1', 'GBP', 'USD', exchange)).toThrow(MissingRateError);
  });

  it('prices a line: quantity × unit, converted, plus the line margin else the quote margin', () => {
    // 3 × 8500 INR = 25500 INR → USD 306.3063063… ; 10 % → 336.9369369… → 336.94 sell, 306.31 buy.
    expect(lineAmounts(line('3', '8500', 'INR'), { type: 'PERCENT', value: '10' }, 'USD', exchange)).toEqual({ buyAmount: '25500.00', buyConverted: '306.31', sellAmount: '336.94' });
    // The line's own AMOUNT margin wins over the quote's: 2 × 1450.50 USD + 75 USD.
    expect(lineAmounts(line('2', '1450.50', 'USD', { type: 'AMOUNT', value: '75' }), { type: 'PERCENT', value: '10' }, 'USD', exchange)).toEqual({
      buyAmount: '2901.00',
      buyConverted: '2901.00',
      sellAmount: '2976.00',
    });
    // No margin at all: sell = converted.
    expect(lineAmounts(line('1', '65', 'EUR'), null, 'USD', exchange)).toEqual({ buyAmount: '65.00', buyConverted: '70.65', sellAmount: '70.65' });
    // KWD has three decimals: 1 EUR 245 → 245 / 0.92 × 0.377 = 100.3967391… KWD.
    expect(lineAmounts(line('1', '245', 'EUR'), null, 'KWD', exchange).buyConverted).toBe('100.397');
  });

  it('totals an option from its rounded lines, exactly', () => {
    // Three lines each 1/3 USD-ish: sums of rounded lines, not rounded sums.
    const lines = [line('1', '0.335', 'USD'), line('1', '0.335', 'USD'), line('1', '0.335', 'USD')];
    const totals = optionAmounts(lines, { type: 'PERCENT', value: '0' }, 'USD', exchange);
    expect(totals.lines.map((l) => l.sellAmount)).toEqual(['0.34', '0.34', '0.34']);
    expect(totals).toMatchObject({ sellTotal: '1.02', buyTotal: '1.02', marginTotal: '0.00' });
    const priced = optionAmounts([line('1', '1000', 'USD'), line('2', '8500', 'INR')], { type: 'PERCENT', value: '12.5' }, 'USD', exchange);
    // 1000 → 1125.00; 17000 INR = 204.2042042… USD → buy 204.20, sell 229.7297297… → 229.73.
    expect(priced).toEqual({ lines: [{ buyAmount: '1000.00', buyConverted: '1000.00', sellAmount: '1125.00' }, { buyAmount: '17000.00', buyConverted: '204.20', sellAmount: '229.73' }], sellTotal: '1354.73', buyTotal: '1204.20', marginTotal: '150.53' });
  });

  it('takes the lowest option total as the quote sell-from', () => {
    expect(sellFromOf(['1200.50', '999.99', '1000'], 'USD')).toBe('999.99');
    expect(sellFromOf([], 'USD')).toBeNull();
  });
});
