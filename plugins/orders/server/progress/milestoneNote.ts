import { daysBetween } from '@portolan/sdk/shared';
import { MILESTONE_TITLES, type Milestone } from '../../shared/states';

/** "5 days late", "1 day early", "on time": an actual day against its planned day. */
export function delayText(plannedDate: string, actualDate: string): string {
  const days = daysBetween(plannedDate, actualDate);
  if (days === 0) return 'on time';
  const n = Math.abs(days);
  return `${n} day${n === 1 ? '' : 's'} ${days > 0 ? 'late' : 'early'}`;
}

/**
 * The audit note of one line's milestone change, e.g. "Line 2: Cargo ready actual 2026-11-20 (planned
 * 2026-11-15, 5 days late)". `change` holds what was sent (a null clears); `plannedDate` is the planned
 * day in force after the change.
 */
export function milestoneNote(lineNo: number, milestone: Milestone, change: { plannedDate?: string | null; actualDate?: string | null }, plannedDate: string | null): string {
  const parts: string[] = [];
  if (change.plannedDate !== undefined) parts.push(`planned ${change.plannedDate ?? 'cleared'}`);
  if (change.actualDate === null) parts.push('actual cleared');
  else if (change.actualDate !== undefined) {
    const against = plannedDate ? (change.plannedDate !== undefined ? ` (${delayText(plannedDate, change.actualDate)})` : ` (planned ${plannedDate}, ${delayText(plannedDate, change.actualDate)})`) : '';
    parts.push(`actual ${change.actualDate}${against}`);
  }
  return `Line ${lineNo}: ${MILESTONE_TITLES[milestone]} ${parts.join(', ')}`;
}
