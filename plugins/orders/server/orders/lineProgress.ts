import { daysBetween } from '@portolan/sdk/shared';
import { MILESTONES, type Milestone } from '../../shared/states';

export interface MilestoneDay { milestone: Milestone; plannedDate: string | null; actualDate: string | null }

/** A milestone's delay in days: actual (or today, once the planned day has passed without one) − planned; null when it cannot be late yet. Negative: early. */
export function milestoneDelay(plannedDate: string | null, actualDate: string | null, today: string): number | null {
  if (!plannedDate) return null;
  if (actualDate) return daysBetween(plannedDate, actualDate);
  return plannedDate < today ? daysBetween(plannedDate, today) : null;
}

/**
 * Where a line stands (README: "Delay is computed, not typed"): its milestone is the furthest one with an
 * actual day (ISSUED before any); its delay is how late it is now — the larger of the lateness of the
 * milestone it reached and the overdue days of the next one (once DELIVERED: the delivery's lateness
 * alone). Early is 0. `late` when the delay is above 0.
 */
export function lineProgress(days: readonly MilestoneDay[], today: string): { milestone: Milestone; delayDays: number; late: boolean } {
  const byMilestone = new Map(days.map((d) => [d.milestone, d]));
  let reached = -1;
  MILESTONES.forEach((m, i) => {
    if (byMilestone.get(m)?.actualDate) reached = i;
  });
  const milestone = MILESTONES[Math.max(reached, 0)]!;
  const delayOf = (i: number) => {
    const d = byMilestone.get(MILESTONES[i]!);
    return d ? (milestoneDelay(d.plannedDate, d.actualDate, today) ?? 0) : 0;
  };
  let delay = reached >= 0 ? delayOf(reached) : 0;
  if (milestone !== 'DELIVERED' && reached + 1 < MILESTONES.length) delay = Math.max(delay, delayOf(reached + 1));
  const delayDays = Math.max(0, delay);
  return { milestone, delayDays, late: delayDays > 0 };
}

/** The least advanced of several lines' milestones (the order's), ISSUED for none. */
export function leastMilestone(milestones: readonly Milestone[]): Milestone {
  if (!milestones.length) return 'ISSUED';
  return MILESTONES[Math.min(...milestones.map((m) => MILESTONES.indexOf(m)))]!;
}
