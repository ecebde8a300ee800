import type { ContainerJourney } from '@portolan/sdk/server';
import type { ChaScorecard } from '../../shared/types';
import { clearanceOf, type ClearanceDirection } from './clearanceOf';

/** What the scorecard needs of an assignment. */
export interface ScoredAssignment {
  shipmentId: string;
  shipmentReference: string;
  port: string;
  direction: ClearanceDirection;
}

/** The q-quantile (0–1) of sorted values, linearly interpolated, one decimal; null for none. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const value = sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
  return Math.round(value * 10) / 10;
}

function summary(hours: number[], within: number): { medianHours: number | null; p90Hours: number | null; withinTargetPercent: number | null } {
  const sorted = [...hours].sort((a, b) => a - b);
  return {
    medianHours: quantile(sorted, 0.5),
    p90Hours: quantile(sorted, 0.9),
    withinTargetPercent: sorted.length ? Math.round((within / sorted.length) * 1000) / 10 : null,
  };
}

/**
 * A CHA's scorecard (pure): one clearance per container of each assigned shipment at the assignment's
 * port and direction (containers without a start event there yet are left out); `measured` counts the
 * complete windows, which alone make the median, p90 and within-target share, overall and by port.
 */
export function chaScorecard(cha: { id: string; name: string }, assignments: readonly ScoredAssignment[], journeys: readonly ContainerJourney[]): ChaScorecard {
  const clearances: ChaScorecard['clearances'] = [];
  for (const a of assignments) {
    for (const j of journeys.filter((x) => x.shipmentId === a.shipmentId)) {
      const c = clearanceOf(j, a.direction, a.port);
      if (c) clearances.push({ shipmentId: a.shipmentId, shipmentReference: a.shipmentReference, containerNumber: j.number, port: a.port, direction: a.direction, ...c });
    }
  }
  clearances.sort((x, y) => y.startAt.localeCompare(x.startAt) || x.containerNumber.localeCompare(y.containerNumber));
  const done = clearances.filter((c) => c.hours !== null);
  const byPortKeys = [...new Set(assignments.map((a) => `${a.port}|${a.direction}`))].sort();
  const byPort = byPortKeys.map((key) => {
    const [port, direction] = key.split('|') as [string, ClearanceDirection];
    const here = done.filter((c) => c.port === port && c.direction === direction);
    const { medianHours, withinTargetPercent } = summary(here.map((c) => c.hours!), here.filter((c) => c.withinTarget).length);
    return { port, direction, measured: here.length, medianHours, withinTargetPercent };
  });
  return {
    chaId: cha.id,
    chaName: cha.name,
    assigned: assignments.length,
    measured: done.length,
    ...summary(done.map((c) => c.hours!), done.filter((c) => c.withinTarget).length),
    byPort,
    clearances,
  };
}

/** Scorecards best first: the higher within-target share, then the lower median (unmeasured last), then the name. */
export function rankScorecards(cards: ChaScorecard[]): ChaScorecard[] {
  const high = (n: number | null) => (n === null ? -1 : n);
  const low = (n: number | null) => (n === null ? Number.POSITIVE_INFINITY : n);
  return [...cards].sort((a, b) => high(b.withinTargetPercent) - high(a.withinTargetPercent) || low(a.medianHours) - low(b.medianHours) || a.chaName.localeCompare(b.chaName));
}
