import type { SailingRow } from '../sailingRow';

/** What a schedule source is asked: a lane (ports or places, UN/LOCODE) and a window of departure days. */
export interface RouteQuery {
  origin: string;
  destination: string;
  fromDay: string;
  toDay: string;
}

/** A source's routes as sailings, and the routes it could not read (with why). */
export interface FetchedRoutes {
  sailings: SailingRow[];
  skipped: Array<{ index: number; reason: string }>;
}

/** A carrier schedule service (a DCSA Commercial Schedules API, or another that maps to sailings). */
export interface ScheduleSource {
  /** Shown to users ("DCSA Commercial Schedules (MAEU, HLCU)"). */
  readonly name: string;
  readonly carriers: readonly string[];
  /** Throws a ScheduleSourceError when the source cannot be reached or answers something unreadable. */
  fetchRoutes(query: RouteQuery): Promise<FetchedRoutes>;
}

/** The source failed as a whole (unreachable, refused, or not the standard's answer). */
export class ScheduleSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleSourceError';
  }
}
