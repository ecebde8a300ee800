const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a port's IANA time zone: free time and cut-offs count in port-local days. */
export function portLocalDay(instant: string | Date, timeZone: string): string {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    FORMATS.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}
