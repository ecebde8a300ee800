import { describe, expect, it } from 'vitest';
import { Converter } from './exchangeRates';
import { roundMoney } from './money';
import { revenueTons, scoreOptions, sortOptions } from './RateSearchService';
import { checkRateInput, type RateInput } from './rateInput';
import type { RateOption } from '../../shared/types';

describe('money', () => {
  it('rounds half to even at the currency minor unit', () => {
    expect(roundMoney('10.005', 'USD')).toBe('10.00');
    expect(roundMoney('10.015', 'USD')).toBe('10.02');
    expect(roundMoney('2.5', 'JPY')).toBe('2');
    expect(roundMoney('3.5', 'JPY')).toBe('4');
    expect(roundMoney('1.23456', 'KWD')).toBe('1.235');
  });

  it('converts through the table base with a 10-decimal cross rate', () => {
    const c = new Converter({ base: 'USD', rates: { EUR: '0.9215', INR: '84.45' }, rateDate: '2026-11-20', source: 'test' });
    expect(c.rate('USD', 'EUR')).toBe('0.9215');
    expect(c.rate('EUR', 'INR')).toBe('91.6440586001');
    expect(c.convert('100', 'EUR', 'INR')).toBe('9164.41');
    expect(c.convert('1000.00', 'USD', 'USD')).toBe('1000.00');
    expect(c.knows('GBP')).toBe(false);
  });

  it('counts W/M as the greater of tonnes and cubic metres', () => {
    expect(revenueTons({ weightKg: '2500', volumeM3: '1.2' }).toFixed()).toBe('2.5');
    expect(revenueTons({ weightKg: '800', volumeM3: '3.25' }).toFixed()).toBe('3.25');
  });

  it('scores and sorts options: cheapest, fastest, best value', () => {
    const option = (id: string, total: string, transitDays: number | null) => ({ id, total, transitDays, score: 0 }) as RateOption;
    const options = [option('a', '1000.00', 30), option('b', '800.00', 40), option('c', '1200.00', 20)];
    scoreOptions(options);
    expect(options.map((o) => o.score)).toEqual([76, 85, 77]);
    sortOptions(options, 'cheapest');
    expect(options.map((o) => o.id)).toEqual(['b', 'a', 'c']);
    sortOptions(options, 'fastest');
    expect(options.map((o) => o.id)).toEqual(['c', 'a', 'b']);
    sortOptions(options, 'best');
    expect(options.map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('rate rules', () => {
  const base: RateInput = { kind: 'FCL', side: 'BUY', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', amount: '1250.00', currency: 'USD', validFrom: '2026-01-01', validTo: '2026-03-31' };
  it('accepts a complete rate and names each problem', () => {
    expect(checkRateInput(base)).toEqual([]);
    expect(checkRateInput({ ...base, origin: 'XXXXX', currency: 'ABC', amount: '0' }).map((e) => e.field)).toEqual(['origin', 'currency', 'amount']);
    expect(checkRateInput({ ...base, kind: 'TRANSPORT', origin: 'INTKD', containerType: null }).map((e) => e.field)).toEqual(['containerType']);
    expect(checkRateInput({ ...base, via: ['SGSIN', 'INTKD'] }).map((e) => e.field)).toEqual(['via.1']);
  });
});
