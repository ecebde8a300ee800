import { formatDate } from '@portolan/sdk';

/**
 * The port-local day of a sailing time as people read it ('25 Nov 2026'): the calendar day written in
 * the ISO text with its own offset (`2026-11-25T10:00:00+05:30` departs on the 25th in Nhava Sheva,
 * whatever the day in UTC).
 */
export function localDay(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDate(iso.slice(0, 10)) : formatDate(iso);
}
