import { describe, expect, it } from 'vitest';
import { nextRunAt } from './nextRunAt';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  it('runs daily at the hour: today when the hour is still ahead, else tomorrow', () => {
    expect(nextRunAt('daily', 6, at('2026-03-11T05:59:59Z')).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    expect(nextRunAt('daily', 6, at('2026-03-11T06:00:00Z')).toISOString()).toBe('2026-03-12T06:00:00.000Z');
    expect(nextRunAt('daily', 0, at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('runs weekly on Mondays at the hour', () => {
    // 2026-03-09 is a Monday.
    expect(nextRunAt('weekly', 7, at('2026-03-09T06:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(nextRunAt('weekly', 7, at('2026-03-09T07:00:00Z')).toISOString()).toBe('2026-03-16T07:00:00.000Z');
    expect(nextRunAt('weekly', 7, at('2026-03-11T10:00:00Z')).toISOString()).toBe('2026-03-16T07:00:00.000Z');
    expect(nextRunAt('weekly', 23, at('2026-03-15T23:30:00Z')).toISOString()).toBe('2026-03-16T23:00:00.000Z');
  });

  it('runs monthly on the 1st at the hour, across a year end', () => {
    expect(nextRunAt('monthly', 6, at('2026-03-01T05:00:00Z')).toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(nextRunAt('monthly', 6, at('2026-03-01T06:00:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextRunAt('monthly', 6, at('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
