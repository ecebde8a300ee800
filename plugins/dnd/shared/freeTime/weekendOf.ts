/**
 * The weekend of a port's country (0 Sunday … 6 Saturday) when a tariff does not name one: Friday and
 * Saturday in the Gulf states (but the UAE, Saturday–Sunday since 2022), Egypt, Israel and Algeria;
 * Friday in Iran; Saturday and Sunday elsewhere.
 */
const FRIDAY_SATURDAY = new Set(['SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'IL', 'DZ', 'JO', 'IQ', 'YE', 'LY', 'SD']);

export function weekendOf(country: string): number[] {
  if (country === 'IR') return [5];
  if (FRIDAY_SATURDAY.has(country)) return [5, 6];
  return [6, 0];
}
