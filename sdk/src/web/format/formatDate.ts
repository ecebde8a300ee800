const cache = new Map<string, Intl.DateTimeFormat>();

/** Options of the date formatters: the zone to show the time in (IANA name, default UTC). */
export interface DateFormatOptions {
  /** IANA time zone, e.g. a port's own zone for port-local times. @default 'UTC' */
  timeZone?: string;
  /** @default 'en-GB' */
  locale?: string;
}

/** One Intl.DateTimeFormat per locale, zone and style, made once. */
export function dateTimeFormat(kind: 'date' | 'dateTime', { timeZone = 'UTC', locale = 'en-GB' }: DateFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}|${locale}`;
  let format = cache.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone })
        : new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' });
    cache.set(key, format);
  }
  return format;
}

/**
 * An ISO 8601 instant (`2026-03-12T14:30:00Z`, any offset) as a day in a zone: '12 Mar 2026'
 * (UTC unless `timeZone`); '—' for none or an unreadable value.
 */
export function formatDate(value: string | null | undefined, options: DateFormatOptions = {}): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? dateTimeFormat('date', options).format(time) : '—';
}
