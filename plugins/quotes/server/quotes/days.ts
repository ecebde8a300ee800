const DAY = 86_400_000;

/** Today's calendar day in UTC (YYYY-MM-DD): validity is compared with it. */
export function todayUtc(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (YYYY-MM-DD, UTC calendar). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
}
