import { RELATIVE_RANGES, type RelativeRange } from '../../../shared/types';
import { relativeRange } from '../../../shared/relativeRange';

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

/** The calendar days a relative range covers today (`fixed` keeps the dates given): the server's own rule. */
export function rangeDates(range: RelativeRange, fixed: { from: string; to: string }, now: Date = new Date()): { from: string; to: string } {
  return relativeRange(range, now, fixed);
}

/** The relative range (not `fixed`) whose days today are exactly these, if any: what a preset picker shows. */
export function rangeOf(dates: { from: string; to: string }, now: Date = new Date()): RelativeRange | undefined {
  return RELATIVE_RANGES.find((r) => {
    if (r === 'fixed') return false;
    const d = rangeDates(r, dates, now);
    return d.from === dates.from && d.to === dates.to;
  });
}
