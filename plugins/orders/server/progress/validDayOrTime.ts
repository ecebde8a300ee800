/** Whether a day or timestamp (progressSchemas' DAY_OR_TIME) names a real day (not 2026-02-30) and time. */
export function validDayOrTime(value: string): boolean {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isFinite(time) && new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`)).toISOString().slice(0, 10) === value.slice(0, 10);
}
