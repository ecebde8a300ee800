import type { ContainerJourney } from '@portolan/sdk/server';
import { CLEARANCE_TARGET_HOURS } from '../../shared/states';

export type ClearanceDirection = 'IMPORT' | 'EXPORT';

/** One container's customs clearance window at a port: start and end instants, hours (one decimal) and whether within the NTRS target. */
export interface Clearance {
  startAt: string;
  /** Null while the window is open (no end event yet): hours and withinTarget are then null. */
  endAt: string | null;
  hours: number | null;
  withinTarget: boolean | null;
}

/** The events that open and close the window (DCSA equipment event codes, actual events at the port). */
const WINDOW: Record<ClearanceDirection, { start: string; end: string }> = {
  // Import: discharged from the vessel → gate out full from the terminal (out of customs' charge).
  IMPORT: { start: 'DISC', end: 'GTOT' },
  // Export: gate in full at the terminal → loaded on the vessel (let export order given).
  EXPORT: { start: 'GTIN', end: 'LOAD' },
};

/**
 * The clearance of one container at `port` (pure): the first ACT start event there, then the first ACT
 * end event there at or after it; undefined when the container has no start event at the port yet.
 * Within target: at most CLEARANCE_TARGET_HOURS of the direction.
 */
export function clearanceOf(journey: Pick<ContainerJourney, 'events'>, direction: ClearanceDirection, port: string): Clearance | undefined {
  const { start, end } = WINDOW[direction];
  const at = (e: { eventAt: string }) => Date.parse(e.eventAt);
  const actual = journey.events.filter((e) => e.classifier === 'ACT' && e.eventType === 'EQUIPMENT' && e.location === port).sort((a, b) => at(a) - at(b));
  const opened = actual.find((e) => e.eventCode === start);
  if (!opened) return undefined;
  const closed = actual.find((e) => e.eventCode === end && at(e) >= at(opened));
  if (!closed) return { startAt: new Date(at(opened)).toISOString(), endAt: null, hours: null, withinTarget: null };
  const hours = Math.round((at(closed) - at(opened)) / 360_000) / 10;
  return { startAt: new Date(at(opened)).toISOString(), endAt: new Date(at(closed)).toISOString(), hours, withinTarget: hours <= CLEARANCE_TARGET_HOURS[direction] };
}
