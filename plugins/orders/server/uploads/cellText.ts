/**
 * How upload cells are read before they are checked: days as YYYY-MM-DD (an XLSX date cell arrives so
 * from the SDK's readSheet; an ISO timestamp is cut to its day), decimals without thousands separators.
 */
export const cellText = {
  /** The day of `2030-01-31` or `2030-01-31T…`, or null when it is not a real day. */
  day(text: string): string | null {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
    if (!m) return null;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]) ? `${m[1]}-${m[2]}-${m[3]}` : null;
  },
  /** `1,250.50` → `1250.50`, ` 12 ` → `12`; anything else as it is (the decimal check judges it). */
  decimal(text: string): string {
    const t = text.replace(/\s/g, '');
    return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : t;
  },
};
