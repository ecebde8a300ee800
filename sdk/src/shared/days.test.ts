import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, todayUtc } from './days';

describe('days', () => {
  it('reads today in UTC whatever the clock zone', () => {
    expect(todayUtc(Date.parse('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts whole days between two days, signed', () => {
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('isDay', () => {
  it('takes a real calendar day written YYYY-MM-DD and nothing else', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].map(isDay)).toEqual([true, true, true]);
    expect(['2026-02-30', '2025-02-29', '2026-2-1', '2026-02-28T00:00:00Z', '', 20260228, null].map(isDay)).toEqual([false, false, false, false, false, false, false]);
  });
});
