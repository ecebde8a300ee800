/**
 * Worked D&D cases, computed by hand from the tariff rules (README "How the clock counts"), not by the
 * code: day 1 is the start day (port-local), the stop day is a used day, free days count calendar or
 * working days, chargeable days are calendar days after the last free day, each priced by the tier that
 * holds its absolute day number (free days + days since the last free day).
 *
 * Tariff A (calendar): 5 free days; days 6–10 USD 75; 11–20 USD 150; 21+ USD 300.
 * Tariff W (working, Sat/Sun off): 4 free working days; 5–7 EUR 100; 8+ EUR 200.
 * Tariff H (working, Fri/Sat off, holiday 2026-03-31): 3 free working days; 4+ SAR 180.50.
 */
import type { TariffTerms } from './TariffTerms';

export const TARIFF_A: TariffTerms = {
  freeDays: 5, dayBasis: 'CALENDAR', currency: 'USD',
  tiers: [{ fromDay: 6, toDay: 10, perDiem: '75.00' }, { fromDay: 11, toDay: 20, perDiem: '150.00' }, { fromDay: 21, toDay: null, perDiem: '300.00' }],
};
export const TARIFF_W: TariffTerms = {
  freeDays: 4, dayBasis: 'WORKING', currency: 'EUR', weekend: [6, 0],
  tiers: [{ fromDay: 5, toDay: 7, perDiem: '100.00' }, { fromDay: 8, toDay: null, perDiem: '200.00' }],
};
export const TARIFF_H: TariffTerms = {
  freeDays: 3, dayBasis: 'WORKING', currency: 'SAR', weekend: [5, 6], holidays: ['2026-03-31'],
  tiers: [{ fromDay: 4, toDay: null, perDiem: '180.50' }],
};

export interface WorkedCase {
  name: string;
  terms: TariffTerms;
  startDay: string;
  /** The stop day, or null (running: counted to `today`). */
  stopDay: string | null;
  today: string;
  lastFreeDay: string;
  chargeableDays: number;
  cost: string;
}

export const WORKED_CASES: WorkedCase[] = [
  // Tariff A. Start Mon 2026-03-02: day 5 = Fri 03-06 is the last free day.
  { name: 'A: stopped on day 3, inside free time', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-04', today: '2026-03-20', lastFreeDay: '2026-03-06', chargeableDays: 0, cost: '0.00' },
  { name: 'A: stopped on the last free day', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-06', today: '2026-03-20', lastFreeDay: '2026-03-06', chargeableDays: 0, cost: '0.00' },
  { name: 'A: stopped the day after the last free day (day 6)', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-07', today: '2026-03-20', lastFreeDay: '2026-03-06', chargeableDays: 1, cost: '75.00' },
  { name: 'A: stopped on day 10, the end of tier 1', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-11', today: '2026-03-20', lastFreeDay: '2026-03-06', chargeableDays: 5, cost: '375.00' },
  { name: 'A: stopped on day 11, the first day of tier 2', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-12', today: '2026-03-20', lastFreeDay: '2026-03-06', chargeableDays: 6, cost: '525.00' },
  { name: 'A: stopped on day 21, into tier 3 (5×75 + 10×150 + 1×300)', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-22', today: '2026-03-30', lastFreeDay: '2026-03-06', chargeableDays: 16, cost: '2175.00' },
  { name: 'A: running, today day 8 (3 chargeable days)', terms: TARIFF_A, startDay: '2026-03-02', stopDay: null, today: '2026-03-09', lastFreeDay: '2026-03-06', chargeableDays: 3, cost: '225.00' },
  { name: 'A: same day start and stop', terms: TARIFF_A, startDay: '2026-03-02', stopDay: '2026-03-02', today: '2026-03-02', lastFreeDay: '2026-03-06', chargeableDays: 0, cost: '0.00' },
  { name: 'A: across the end of February (2026 is not a leap year)', terms: TARIFF_A, startDay: '2026-02-26', stopDay: '2026-03-05', today: '2026-03-05', lastFreeDay: '2026-03-02', chargeableDays: 3, cost: '225.00' },
  // Tariff W. Start Thu 2026-03-05: working days Thu 5, Fri 6, Mon 9, Tue 10 → last free day Tue 03-10.
  { name: 'W: the weekend does not use free time', terms: TARIFF_W, startDay: '2026-03-05', stopDay: '2026-03-10', today: '2026-03-20', lastFreeDay: '2026-03-10', chargeableDays: 0, cost: '0.00' },
  // Charged days are calendar days: Wed 11 (day 5), Thu 12 (6), Fri 13 (7) at 100; Sat 14 (8), Sun 15 (9) at 200.
  { name: 'W: charges run over the next weekend in calendar days', terms: TARIFF_W, startDay: '2026-03-05', stopDay: '2026-03-15', today: '2026-03-20', lastFreeDay: '2026-03-10', chargeableDays: 5, cost: '700.00' },
  // Start on Sat 2026-03-07: the first working day is Mon 9; 9, 10, 11, 12 → last free day Thu 03-12.
  { name: 'W: a clock starting on a Saturday', terms: TARIFF_W, startDay: '2026-03-07', stopDay: '2026-03-13', today: '2026-03-20', lastFreeDay: '2026-03-12', chargeableDays: 1, cost: '100.00' },
  // Tariff H. Start Sun 2026-03-29: working Sun 29, Mon 30, (Tue 31 holiday), Wed 1 Apr → last free day 2026-04-01.
  { name: 'H: Friday–Saturday weekend and a holiday', terms: TARIFF_H, startDay: '2026-03-29', stopDay: '2026-04-04', today: '2026-04-10', lastFreeDay: '2026-04-01', chargeableDays: 3, cost: '541.50' },
];

/**
 * Time zones around midnight: the same instants fall on different port-local days. Each case: an
 * event instant, the port's zone, and the port-local day it counts on.
 */
export const LOCAL_DAY_CASES: Array<{ instant: string; timeZone: string; day: string }> = [
  { instant: '2026-03-01T23:30:00Z', timeZone: 'Asia/Kolkata', day: '2026-03-02' },
  { instant: '2026-03-01T18:29:59Z', timeZone: 'Asia/Kolkata', day: '2026-03-01' },
  { instant: '2026-03-01T18:30:00Z', timeZone: 'Asia/Kolkata', day: '2026-03-02' },
  { instant: '2026-03-02T03:00:00Z', timeZone: 'America/Los_Angeles', day: '2026-03-01' },
  { instant: '2026-03-02T08:00:00Z', timeZone: 'America/Los_Angeles', day: '2026-03-02' },
  { instant: '2026-03-29T00:30:00Z', timeZone: 'Europe/Berlin', day: '2026-03-29' },
  { instant: '2026-03-28T23:30:00Z', timeZone: 'Europe/Amsterdam', day: '2026-03-29' },
  { instant: '2026-03-01T15:59:59Z', timeZone: 'Asia/Shanghai', day: '2026-03-01' },
  { instant: '2026-03-01T16:00:00Z', timeZone: 'Asia/Shanghai', day: '2026-03-02' },
  { instant: '2026-03-01T12:00:00+05:30', timeZone: 'UTC', day: '2026-03-01' },
];
