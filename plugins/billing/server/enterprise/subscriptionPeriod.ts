export type BillingCycle = 'MONTHLY' | 'QUARTERLY' | 'YEARLY';

const MONTHS: Record<BillingCycle, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };

/** `YYYY-MM-DD` of a date (UTC) or of a date column's value. */
export function isoDate(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The day a period of `cycle` starting on `start` is followed by (the next period's start; the day clamped to the month's end). */
export function nextPeriodStart(start: string, cycle: BillingCycle): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = m - 1 + MONTHS[cycle];
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(year, month, Math.min(d, last))));
}

/** The last day (inclusive) of the period of `cycle` starting on `start`. */
export function periodEndOf(start: string, cycle: BillingCycle): string {
  const next = new Date(`${nextPeriodStart(start, cycle)}T00:00:00Z`);
  return isoDate(new Date(next.getTime() - 86_400_000));
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDate(d) === value;
}
