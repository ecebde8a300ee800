import { formatDateTime } from '@portolan/sdk';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The browser's time zone: reminders and notifications show local time. */
export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant as people read it in a list: relative ("in 15 minutes", "2 hours ago", "now") and absolute
 * in local time ("24 Nov 2026, 18:15 GMT+1").
 */
export function formatWhen(iso: string, now: number = Date.now()): { relative: string; absolute: string } {
  const diff = Date.parse(iso) - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms - 30_000) ?? ['minute', 60_000];
  const amount = Math.round(diff / size);
  return { relative: amount === 0 ? 'now' : relative.format(amount, unit), absolute: formatDateTime(iso, { timeZone: LOCAL_ZONE }) };
}
