import type { RelativeRange } from './types';

const day = (date: Date) => date.toISOString().slice(0, 10);
const daysBack = (now: Date, days: number) => day(new Date(now.getTime() - (days - 1) * 86_400_000));

/**
 * The calendar days (UTC, both ends included) a saved view's or schedule's range covers at `now`:
 * `lastN` ends today, `previousMonth` is the whole last calendar month, `monthToDate` / `yearToDate`
 * start on the 1st / 1 January; `fixed` keeps the stored dates.
 */
export function relativeRange(range: RelativeRange, now: Date, stored: { from: string; to: string }): { from: string; to: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (range) {
    case 'last7':
      return { from: daysBack(now, 7), to: day(now) };
    case 'last30':
      return { from: daysBack(now, 30), to: day(now) };
    case 'last90':
      return { from: daysBack(now, 90), to: day(now) };
    case 'last365':
      return { from: daysBack(now, 365), to: day(now) };
    case 'previousMonth':
      return { from: day(new Date(Date.UTC(y, m - 1, 1))), to: day(new Date(Date.UTC(y, m, 0))) };
    case 'monthToDate':
      return { from: day(new Date(Date.UTC(y, m, 1))), to: day(now) };
    case 'yearToDate':
      return { from: day(new Date(Date.UTC(y, 0, 1))), to: day(now) };
    case 'fixed':
      return { from: stored.from, to: stored.to };
  }
}
