import { ON_TIME_TOLERANCE_HOURS } from '../../shared/widgets';
import { registerFactException, type FactExceptionSql } from './factFilterSql';

/**
 * The Watch Tower's exception kinds: each one's SQL condition over `analytics_facts`, registered with
 * factFilterSql's hook so `drill.exception=<kind>` lists exactly the shipments the widget counts.
 * Conditions take `column` (prefixes a column with the query's alias) and `param` (binds a value, e.g.
 * the request's "now"; never SQL now(), so a count and its drill list agree).
 */

type Column = (name: string) => string;

/** At sea now: departed, not arrived at the POD, not cancelled. */
export function inTransitSql(column: Column): string {
  return `(${column('atd')} IS NOT NULL AND ${column('ata')} IS NULL AND ${column('status')} <> 'CANCELLED')`;
}

/** At sea with a current ETA later than the first promised ETA + ON_TIME_TOLERANCE_HOURS. */
export function delayedSql(column: Column): string {
  return `(${inTransitSql(column)} AND ${column('eta')} > ${column('first_eta')} + make_interval(hours => ${ON_TIME_TOLERANCE_HOURS}))`;
}

/** How long before the Watch Tower raises a late departure (hours), a transshipment dwell, uncollected cargo, an unreturned empty (days). */
export const WATCH_TOWER_LIMITS = { lateDepartureHours: 24, dwellDays: 5, notCollectedDays: 3, emptyNotReturnedDays: 10 } as const;

export interface WatchTowerException {
  /** The `drill.exception` value. */
  kind: string;
  title: string;
  /** What it means (the widget's notes). */
  description: string;
  condition: FactExceptionSql;
  /** ORDER BY expression (over unqualified columns) putting the most urgent first, for the example references. */
  urgency: string;
}

const L = WATCH_TOWER_LIMITS;
const HOUR_MS = 3_600_000;
const before = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();

export const WATCH_TOWER_EXCEPTIONS: readonly WatchTowerException[] = [
  {
    kind: 'lateDeparture',
    title: 'Late departure',
    description: `Not departed ${L.lateDepartureHours} h after its ETD (not cancelled).`,
    condition: ({ column, param, now }) =>
      `${column('atd')} IS NULL AND ${column('status')} <> 'CANCELLED' AND ${column('etd')} < ${param(before(now, L.lateDepartureHours), 'timestamptz')}`,
    urgency: 'etd ASC',
  },
  {
    kind: 'etaSlipped',
    title: 'ETA slipped',
    description: `At sea with an ETA more than ${ON_TIME_TOLERANCE_HOURS} h after the first promised one.`,
    condition: ({ column }) => delayedSql(column),
    urgency: '(eta - first_eta) DESC',
  },
  {
    kind: 'longTransshipmentDwell',
    title: 'Long transshipment dwell',
    description: `Waiting at a transshipment port for more than ${L.dwellDays} days.`,
    condition: ({ column, param, now }) =>
      `${column('waiting_port')} IS NOT NULL AND ${column('status')} <> 'CANCELLED' AND ${column('waiting_since')} < ${param(before(now, L.dwellDays * 24), 'timestamptz')}`,
    urgency: 'waiting_since ASC',
  },
  {
    kind: 'arrivedNotCollected',
    title: 'Arrived, not collected',
    description: `Arrived at the POD more than ${L.notCollectedDays} days ago, not gated out nor delivered.`,
    condition: ({ column, param, now }) =>
      `${column('ata')} IS NOT NULL AND ${column('gate_out_at')} IS NULL AND ${column('status')} NOT IN ('DELIVERED', 'CANCELLED') AND ${column('ata')} < ${param(before(now, L.notCollectedDays * 24), 'timestamptz')}`,
    urgency: 'ata ASC',
  },
  {
    kind: 'emptyNotReturned',
    title: 'Empty not returned',
    description: `FCL containers gated out more than ${L.emptyNotReturnedDays} days ago and not all returned empty.`,
    condition: ({ column, param, now }) =>
      `${column('mode')} = 'FCL' AND ${column('gate_out_at')} IS NOT NULL AND ${column('empty_return_at')} IS NULL AND ${column('status')} <> 'CANCELLED' AND ${column('gate_out_at')} < ${param(before(now, L.emptyNotReturnedDays * 24), 'timestamptz')}`,
    urgency: 'gate_out_at ASC',
  },
];

for (const exception of WATCH_TOWER_EXCEPTIONS) registerFactException(exception.kind, exception.condition);

/** The exception of a kind, or undefined. */
export function watchTowerException(kind: string): WatchTowerException | undefined {
  return WATCH_TOWER_EXCEPTIONS.find((e) => e.kind === kind);
}
