/**
 * The realization due date of an export: `months` calendar months after the date of export (RBI: nine
 * by default), clamped to the end of the month when that day does not exist (30 Nov + 3 months → 28/29 Feb).
 * Dates are `YYYY-MM-DD`.
 */
export function realizationDueDate(exportDate: string, months: number): string {
  const [y, m, d] = exportDate.split('-').map(Number);
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
