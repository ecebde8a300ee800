import { serviceToken } from '../ServiceToken';

/** One sailing of a carrier's schedule, as other areas see it (the schedules plugin owns the data). */
export interface Sailing {
  scheduleId: string;
  carrier: string;
  service: string | null;
  vessel: string;
  voyage: string;
  /** Port of loading and discharge (UN/LOCODE). */
  origin: string;
  destination: string;
  /** Transshipment ports in order; empty = direct. */
  via: string[];
  /** ISO 8601 with zone. */
  departsAt: string;
  arrivesAt: string;
  transitDays: number;
}

/** What `nextSailings` looks for. */
export interface SailingQuery {
  origin: string;
  destination: string;
  /** SCAC codes; none = every carrier. */
  carriers?: readonly string[];
  /** Departing on or after this calendar day (YYYY-MM-DD). */
  fromDay: string;
  /** How many per carrier (default 3). */
  perCarrier?: number;
}

/**
 * What the schedules plugin offers others (the rates area's options show the sailings that fit them):
 * the sailings a company may see, in departure order. Answers nothing when the company switched the
 * schedules plugin off.
 */
export interface ScheduleSailings {
  nextSailings(companyId: string, query: SailingQuery): Promise<Sailing[]>;
}

export const SCHEDULE_SAILINGS = serviceToken<ScheduleSailings>('schedules.sailings', 'the sailings of carrier schedules by lane and date, for rate options');
