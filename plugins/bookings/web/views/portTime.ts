/** The zone's offset from UTC at an instant, in minutes (e.g. Asia/Shanghai → 480). */
function offsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A port-local wall time (`YYYY-MM-DDTHH:mm`, what a datetime-local input holds) as ISO 8601 with the
 * port's offset at that time (`2026-04-10T18:00:00+08:00`); UTC when the zone is unknown.
 */
export function isoAtPort(local: string, timeZone: string | undefined): string {
  const m = LOCAL.exec(local);
  if (!m) return local;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let offset = 0;
  try {
    if (timeZone) {
      offset = offsetMinutes(timeZone, wall);
      offset = offsetMinutes(timeZone, wall - offset * 60_000);
    }
  } catch {
    offset = 0;
  }
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An ISO 8601 instant as the port-local wall time a datetime-local input holds. */
export function localAtPort(iso: string | null | undefined, timeZone: string | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  let offset = 0;
  try {
    if (timeZone) offset = offsetMinutes(timeZone, at);
  } catch {
    offset = 0;
  }
  return new Date(at + offset * 60_000).toISOString().slice(0, 16);
}
