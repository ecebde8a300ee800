const DAY = 86_400_000;

/** Today's calendar day in UTC (YYYY-MM-DD): what validity windows and due days are compared with. */
export function todayUtc(now: number | Date = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (YYYY-MM-DD, UTC calendar). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}
