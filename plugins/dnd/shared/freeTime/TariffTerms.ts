import type { DayBasis } from '../states';

/** One price band of a tariff: the clock's absolute days `fromDay`…`toDay` (null: and every day after) at `perDiem` a day. */
export interface Tier {
  fromDay: number;
  toDay: number | null;
  /** Exact decimal string, e.g. '75.00'. */
  perDiem: string;
}

/** What a clock is priced by: a tariff's terms (or an override's free days on top of them). */
export interface TariffTerms {
  freeDays: number;
  dayBasis: DayBasis;
  /** ISO 4217. */
  currency: string;
  /** Contiguous from `freeDays + 1`, the last open-ended (see `tierProblems`). */
  tiers: Tier[];
  /** Days of the week that are not working days (0 Sunday … 6 Saturday); default Saturday and Sunday. */
  weekend?: number[];
  /** Port-local non-working days (YYYY-MM-DD) besides weekends. */
  holidays?: string[];
}
