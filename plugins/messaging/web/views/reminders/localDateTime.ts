const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

/**
 * Date-times as the reminder form holds them: a `datetime-local` value in the browser's zone
 * ("2026-11-24T18:15") and the ISO 8601 instant with the browser's offset the server receives
 * ("2026-11-24T18:15:00+01:00").
 */
export const localDateTime = {
  /** A Date as a `datetime-local` value (minutes, local time). */
  toInput(date: Date): string {
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  },
  /** A `datetime-local` value as an ISO instant with the local offset; undefined when unreadable. */
  toIso(input: string): string | undefined {
    const date = new Date(input);
    if (!input || Number.isNaN(date.getTime())) return undefined;
    const offset = -date.getTimezoneOffset();
    const sign = offset >= 0 ? '+' : '-';
    return `${localDateTime.toInput(date)}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  },
  /** Tomorrow at 9:00 local time. */
  tomorrowAtNine(now: Date = new Date()): Date {
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0, 0);
  },
  /** Whole minutes from now until `date` (at least 1). */
  minutesUntil(date: Date, now: Date = new Date()): number {
    return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 60_000));
  },
};
