import { dateTimeFormat, type DateFormatOptions } from './formatDate';

/**
 * An ISO 8601 instant as a time with its zone: '12 Mar 2026, 14:30 UTC' (or, with a port's
 * `timeZone`, that port's local time and zone, e.g. '12 Mar 2026, 20:00 GMT+5:30'); '—' for none or
 * an unreadable value.
 */
export function formatDateTime(value: string | null | undefined, options: DateFormatOptions = {}): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? dateTimeFormat('dateTime', options).format(time) : '—';
}
