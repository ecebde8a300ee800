import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { addDays } from '@portolan/sdk/shared';
import { computeClock, lastFreeDay } from './computeClock';
import { portLocalDay } from './portLocalDay';
import { tierProblems } from './tierProblems';
import { weekendOf } from './weekendOf';
import type { TariffTerms } from './TariffTerms';
import { LOCAL_DAY_CASES, TARIFF_A, TARIFF_W, WORKED_CASES } from './workedCases.testTable';

describe('computeClock against the worked cases', () => {
  it.each(WORKED_CASES)('$name', (c) => {
    const result = computeClock({ terms: c.terms, startDay: c.startDay, stopDay: c.stopDay, today: c.today });
    expect(result.lastFreeDay).toBe(c.lastFreeDay);
    expect(result.chargeableDays).toBe(c.chargeableDays);
    expect(result.cost).toBe(c.cost);
    expect(result.breakdown.reduce((sum, b) => sum.plus(b.amount), new Big(0)).toFixed(2)).toBe(c.cost);
    expect(result.breakdown.reduce((sum, b) => sum + b.days, 0)).toBe(c.chargeableDays);
  });

  it('prices each tier band with its dates (5×75 + 10×150 + 1×300)', () => {
    const result = computeClock({ terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-22', today: '2026-03-30' });
    expect(result.breakdown).toEqual([
      { fromDay: 6, toDay: 10, firstDate: '2026-03-07', lastDate: '2026-03-11', days: 5, perDiem: '75.00', amount: '375.00' },
      { fromDay: 11, toDay: 20, firstDate: '2026-03-12', lastDate: '2026-03-21', days: 10, perDiem: '150.00', amount: '1500.00' },
      { fromDay: 21, toDay: 21, firstDate: '2026-03-22', lastDate: '2026-03-22', days: 1, perDiem: '300.00', amount: '300.00' },
    ]);
    expect(result.daysUsed).toBe(21);
    expect(result.freeDaysLeft).toBe(-16);
  });

  it('counts free days left in working days and projects the cost to an estimated stop', () => {
    const running = computeClock({ terms: TARIFF_W, startDay: '2026-03-05', stopDay: null, today: '2026-03-06', projectedStopDay: '2026-03-12' });
    expect(running.freeDaysLeft).toBe(2); // Mon 9 and Tue 10 are left; the weekend uses none
    expect(running.cost).toBe('0.00');
    expect(running.projectedChargeableDays).toBe(2);
    expect(running.projectedCost).toBe('200.00');
    const stopped = computeClock({ terms: TARIFF_W, startDay: '2026-03-05', stopDay: '2026-03-06', today: '2026-03-20', projectedStopDay: '2026-03-12' });
    expect(stopped.projectedCost).toBe('0.00');
  });

  it('treats no free days as charging from day 1', () => {
    const terms: TariffTerms = { freeDays: 0, dayBasis: 'CALENDAR', currency: 'USD', tiers: [{ fromDay: 1, toDay: null, perDiem: '10.00' }] };
    expect(lastFreeDay(terms, '2026-03-02')).toBe('2026-03-01');
    expect(computeClock({ terms, startDay: '2026-03-02', stopDay: '2026-03-02', today: '2026-03-02' }).cost).toBe('10.00');
  });
});

describe('portLocalDay', () => {
  it.each(LOCAL_DAY_CASES)('$instant in $timeZone is $day', ({ instant, timeZone, day }) => {
    expect(portLocalDay(instant, timeZone)).toBe(day);
  });
});

describe('weekendOf and tierProblems', () => {
  it('knows the Gulf and Iranian weekends', () => {
    expect(weekendOf('SA')).toEqual([5, 6]);
    expect(weekendOf('AE')).toEqual([6, 0]);
    expect(weekendOf('IR')).toEqual([5]);
    expect(weekendOf('IN')).toEqual([6, 0]);
  });

  it('names the tier that does not follow on, and accepts contiguous ones', () => {
    expect(tierProblems(5, TARIFF_A.tiers)).toEqual([]);
    expect(tierProblems(5, [{ fromDay: 7, toDay: 10, perDiem: '1' }, { fromDay: 11, toDay: 12, perDiem: 'x' }])).toEqual([
      ['0.fromDay', 'must be 6 (the day after the free days)'],
      ['1.toDay', 'must be empty: the last tier runs on'],
      ['1.perDiem', 'must be an amount like 75.00'],
    ]);
  });
});

const termsArbitrary = fc.record({
  freeDays: fc.integer({ min: 0, max: 14 }),
  dayBasis: fc.constantFrom('CALENDAR' as const, 'WORKING' as const),
  rates: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 4 }),
  widths: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }),
}).map(({ freeDays, dayBasis, rates, widths }): TariffTerms => {
  let from = freeDays + 1;
  const tiers = rates.map((cents, i) => {
    const last = i === rates.length - 1;
    const tier = { fromDay: from, toDay: last ? null : from + widths[i % widths.length] - 1, perDiem: (cents / 100).toFixed(2) };
    from = (tier.toDay ?? from) + 1;
    return tier;
  });
  return { freeDays, dayBasis, currency: 'USD', tiers };
});
const dayArbitrary = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2024-01-01', n));

describe('computeClock properties', () => {
  it('costs nothing while the stop is on or before the last free day, and never less for a later stop', () => {
    fc.assert(
      fc.property(termsArbitrary, dayArbitrary, fc.integer({ min: 0, max: 120 }), (terms, startDay, length) => {
        const cost = (days: number) => new Big(computeClock({ terms, startDay, stopDay: addDays(startDay, days), today: addDays(startDay, 400) }).cost);
        const free = lastFreeDay(terms, startDay);
        const withinFree = computeClock({ terms, startDay, stopDay: free < startDay ? startDay : free, today: free });
        if (terms.freeDays > 0) expect(withinFree.cost).toBe('0.00');
        expect(cost(length + 1).gte(cost(length))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
