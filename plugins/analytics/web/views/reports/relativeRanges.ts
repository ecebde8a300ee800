import { RELATIVE_RANGES, type RelativeRange } from '../../../shared/types';

/** How each relative range reads in a picker. */
export const RELATIVE_RANGE_LABELS: Record<RelativeRange, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  last365: 'Last 12 months',
  previousMonth: 'Previous month',
  monthToDate: 'Month to date',
  yearToDate: 'Year to date',
  fixed: 'Fixed dates (as chosen)',
};

export const RELATIVE_RANGE_OPTIONS = RELATIVE_RANGES.map((value) => ({ value, label: RELATIVE_RANGE_LABELS[value] }));

const day = (date: Date) => date.toISOString().slice(0, 10);
const daysBack = (now: Date, days: number) => day(new Date(now.getTime() - (days - 1) * 86_400_000));

/**
 * The calendar days (UTC, both ends included) a relative range covers today; `fixed` (or an unknown
 * range) keeps the dates given.
 */
export function rangeDates(range: RelativeRange, fixed: { from: string; to: string }, now: Date = new Date()): { from: string; to: string } {
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
    default:
      return fixed;
  }
}

/** The relative range (not `fixed`) whose days today are exactly these, if any: what a preset picker shows. */
export function rangeOf(dates: { from: string; to: string }, now: Date = new Date()): RelativeRange | undefined {
  return RELATIVE_RANGES.find((r) => {
    if (r === 'fixed') return false;
    const d = rangeDates(r, dates, now);
    return d.from === dates.from && d.to === dates.to;
  });
}
