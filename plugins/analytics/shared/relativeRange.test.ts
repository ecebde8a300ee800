import { describe, expect, it } from 'vitest';
import { relativeRange } from './relativeRange';

const stored = { from: '2025-02-03', to: '2025-02-09' };

describe('relativeRange', () => {
  it('ends the last N days today, today included', () => {
    const now = new Date('2026-03-15T23:30:00Z');
    expect(relativeRange('last7', now, stored)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(relativeRange('last30', now, stored)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(relativeRange('last90', now, stored)).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(relativeRange('last365', now, stored)).toEqual({ from: '2025-03-16', to: '2026-03-15' });
  });

  it('takes the whole previous calendar month, across a year end and a leap February', () => {
    expect(relativeRange('previousMonth', new Date('2026-01-10T08:00:00Z'), stored)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(relativeRange('previousMonth', new Date('2024-03-01T00:00:00Z'), stored)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('starts month to date on the 1st and year to date on 1 January', () => {
    const now = new Date('2026-07-04T12:00:00Z');
    expect(relativeRange('monthToDate', now, stored)).toEqual({ from: '2026-07-01', to: '2026-07-04' });
    expect(relativeRange('yearToDate', now, stored)).toEqual({ from: '2026-01-01', to: '2026-07-04' });
    expect(relativeRange('monthToDate', new Date('2026-07-01T00:00:00Z'), stored)).toEqual({ from: '2026-07-01', to: '2026-07-01' });
  });

  it('keeps the stored dates for a fixed range', () => {
    expect(relativeRange('fixed', new Date('2026-07-04T12:00:00Z'), stored)).toEqual(stored);
  });
});
