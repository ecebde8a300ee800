import Big from 'big.js';
import { addDays, daysBetween } from '@portolan/sdk/shared';
import type { TariffTerms, Tier } from './TariffTerms';

export interface ClockInput {
  terms: TariffTerms;
  /** Port-local day the clock started (day 1). */
  startDay: string;
  /** Port-local day it stopped (a used day), or null while it runs. */
  stopDay: string | null;
  /** Port-local today: a running clock counts to here. */
  today: string;
  /** When the clock is expected to stop (a planned or estimated event), for the projected cost; default: `stopDay`, else `today`. */
  projectedStopDay?: string | null;
}

/** One band of the cost: consecutive chargeable days of one tier. */
export interface CostBand {
  fromDay: number;
  toDay: number;
  firstDate: string;
  lastDate: string;
  days: number;
  perDiem: string;
  amount: string;
}

export interface ClockResult {
  /** The last day without charge (port-local). */
  lastFreeDay: string;
  /** Calendar days from the start to the stop (or today), both counted. */
  daysUsed: number;
  /** Free days left as of the stop (or today): in the tariff's basis while positive; negative = calendar days over. */
  freeDaysLeft: number;
  chargeableDays: number;
  /** Exact decimal string with 2 places, in `terms.currency`. */
  cost: string;
  breakdown: CostBand[];
  projectedStopDay: string;
  projectedChargeableDays: number;
  projectedCost: string;
}

const DAY_OF_WEEK = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The last free day: with calendar days, day `freeDays` of the clock; with working days, the day the
 * `freeDays`-th working day falls on (weekend days and holidays use no free time). No free days: the day before the start.
 */
export function lastFreeDay(terms: TariffTerms, startDay: string): string {
  if (terms.freeDays <= 0) return addDays(startDay, -1);
  if (terms.dayBasis === 'CALENDAR') return addDays(startDay, terms.freeDays - 1);
  const weekend = new Set(terms.weekend ?? [6, 0]);
  if (weekend.size >= 7) throw new Error('A working-day tariff needs working days in its week');
  const holidays = new Set(terms.holidays ?? []);
  let day = startDay;
  let counted = 0;
  for (;;) {
    if (!weekend.has(DAY_OF_WEEK(day)) && !holidays.has(day)) counted += 1;
    if (counted === terms.freeDays) return day;
    day = addDays(day, 1);
  }
}

function tierOf(tiers: readonly Tier[], absoluteDay: number): Tier | undefined {
  return tiers.find((t) => absoluteDay >= t.fromDay && (t.toDay === null || absoluteDay <= t.toDay));
}

/** The chargeable days after `free` up to `end` (both port-local), priced by tier on their absolute day number. */
function price(terms: TariffTerms, free: string, end: string): { days: number; cost: Big; bands: CostBand[] } {
  const days = Math.max(0, daysBetween(free, end));
  const bands: CostBand[] = [];
  let cost = new Big(0);
  let n = 1;
  while (n <= days) {
    const absolute = terms.freeDays + n;
    const tier = tierOf(terms.tiers, absolute);
    if (!tier) throw new Error(`No tier of the tariff covers day ${absolute}`);
    const lastOfTier = tier.toDay === null ? days : Math.min(days, tier.toDay - terms.freeDays);
    const count = lastOfTier - n + 1;
    const amount = new Big(tier.perDiem).times(count);
    cost = cost.plus(amount);
    bands.push({ fromDay: absolute, toDay: terms.freeDays + lastOfTier, firstDate: addDays(free, n), lastDate: addDays(free, lastOfTier), days: count, perDiem: tier.perDiem, amount: amount.toFixed(2) });
    n = lastOfTier + 1;
  }
  return { days, cost, bands };
}

/**
 * A D&D clock priced by its tariff (README "How the clock counts"): day 1 is the start day, the stop day
 * is used, free time counts calendar or working days, and each chargeable (calendar) day after the last
 * free day is priced by the tier holding its absolute day number. Pure; all days port-local.
 */
export function computeClock(input: ClockInput): ClockResult {
  const { terms, startDay } = input;
  const end = input.stopDay ?? input.today;
  const effectiveEnd = daysBetween(startDay, end) < 0 ? startDay : end;
  const free = lastFreeDay(terms, startDay);
  const toDate = price(terms, free, effectiveEnd);
  const projectedStopDay = input.projectedStopDay && daysBetween(effectiveEnd, input.projectedStopDay) > 0 && !input.stopDay ? input.projectedStopDay : effectiveEnd;
  const projected = projectedStopDay === effectiveEnd ? toDate : price(terms, free, projectedStopDay);
  const freeDaysLeft = toDate.days > 0 ? -toDate.days : freeDaysBetween(terms, effectiveEnd, free);
  return {
    lastFreeDay: free,
    daysUsed: daysBetween(startDay, effectiveEnd) + 1,
    freeDaysLeft,
    chargeableDays: toDate.days,
    cost: toDate.cost.toFixed(2),
    breakdown: toDate.bands,
    projectedStopDay,
    projectedChargeableDays: projected.days,
    projectedCost: projected.cost.toFixed(2),
  };
}

/** Free days still to use after `day` up to and including the last free day, in the tariff's basis. */
function freeDaysBetween(terms: TariffTerms, day: string, free: string): number {
  const span = daysBetween(day, free);
  if (span <= 0) return 0;
  if (terms.dayBasis === 'CALENDAR') return span;
  const weekend = new Set(terms.weekend ?? [6, 0]);
  const holidays = new Set(terms.holidays ?? []);
  let left = 0;
  for (let i = 1; i <= span; i += 1) {
    const d = addDays(day, i);
    if (!weekend.has(DAY_OF_WEEK(d)) && !holidays.has(d)) left += 1;
  }
  return left;
}
