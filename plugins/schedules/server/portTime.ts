/** ISO 8601 with an explicit offset: `2026-12-03T18:00:00+05:30` (the port's wall clock). */
const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A timestamp with its offset (minutes east of UTC), or undefined when it is not ISO 8601 with a zone. */
export function parsePortTime(text: string): { at: Date; offset: number } | undefined {
  const m = ISO_WITH_ZONE.exec(text.trim());
  if (!m) return undefined;
  const zone = m[7];
  const offset = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  if (Math.abs(offset) > 840) return undefined;
  const at = new Date(text.trim());
  if (Number.isNaN(at.getTime())) return undefined;
  // Date accepts 2026-02-31 by rolling over: refuse a day that is not on the calendar.
  const local = new Date(at.getTime() + offset * 60_000);
  if (local.getUTCDate() !== Number(m[3]) || local.getUTCMonth() + 1 !== Number(m[2])) return undefined;
  return { at, offset };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `at` as the wall clock of a port `offset` minutes east of UTC, with that offset. */
export function portIso(at: Date | string, offset: number): string {
  const instant = at instanceof Date ? at : new Date(at);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The offset of an IANA zone at an instant, in minutes east of UTC (for demo data: real zones, real DST). */
export function zoneOffset(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Whole days from departure to arrival (rounded: a 20.6-day voyage is 21 days). */
export const transitDaysBetween = (departsAt: Date, arrivesAt: Date): number => Math.max(0, Math.round((arrivesAt.getTime() - departsAt.getTime()) / 86_400_000));
