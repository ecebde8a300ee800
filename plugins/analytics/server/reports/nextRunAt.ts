import type { ReportSchedule } from '../../shared/types';

const HOUR = 3_600_000;

/**
 * The first run strictly after `after`: daily at `hour`:00 UTC, weekly on Mondays at that hour, monthly
 * on the 1st at that hour.
 */
export function nextRunAt(cadence: ReportSchedule['cadence'], hour: number, after: Date): Date {
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  const d = after.getUTCDate();
  if (cadence === 'monthly') {
    const thisMonth = new Date(Date.UTC(y, m, 1, hour));
    return thisMonth.getTime() > after.getTime() ? thisMonth : new Date(Date.UTC(y, m + 1, 1, hour));
  }
  let candidate = new Date(Date.UTC(y, m, d, hour));
  if (candidate.getTime() <= after.getTime()) candidate = new Date(candidate.getTime() + 24 * HOUR);
  if (cadence === 'weekly') {
    const toMonday = (8 - candidate.getUTCDay()) % 7; // getUTCDay: 0 Sunday … 1 Monday
    candidate = new Date(candidate.getTime() + toMonday * 24 * HOUR);
  }
  return candidate;
}
