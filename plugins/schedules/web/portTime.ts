const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day `2026-12-01` as `1 Dec 2026` ('—' when unreadable). */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : '—';
}

/**
 * A port-local timestamp (ISO with the port's offset, as the API answers) at the port's own wall
 * clock: `3 Dec 2026, 18:00 (UTC+05:30)`; `short` leaves the offset out.
 */
export function formatPortTime(value: string | null | undefined, short = false): string {
  const m = STAMP.exec(value ?? '');
  if (!m) return '—';
  const text = `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}, ${m[4]}:${m[5]}`;
  return short ? text : `${text} (UTC${m[6] === 'Z' ? '' : m[6]})`;
}

/** Today and a day `days` later as `YYYY-MM-DD` (UTC). */
export const dayFrom = (days: number, from: Date | string = new Date()): string => new Date((typeof from === 'string' ? Date.parse(`${from}T00:00:00Z`) : from.getTime()) + days * 86_400_000).toISOString().slice(0, 10);
