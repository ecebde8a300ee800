/** Emission figures for people, with their units after a no-break space (like the product's money: `USD 1,234.50`). */
const NBSP = '\u00a0';
const grouped = (digits: number) => new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const TONNES_SMALL = grouped(2);
const TONNES_LARGE = grouped(1);
const WHOLE = grouped(0);
const ONE = grouped(1);

/** Kilograms as tonnes of CO2e: two decimals under 100 t, one from there (`12.35 t CO2e`, `1,234.6 t CO2e`). */
export function tonnesText(kg: number): string {
  const t = kg / 1000;
  return `${(Math.abs(t) < 100 ? TONNES_SMALL : TONNES_LARGE).format(t)}${NBSP}t${NBSP}CO2e`;
}

/** Tonnes (a number, for charts and tables where the unit is in the heading). */
export const tonnes = (kg: number) => Math.round(kg) / 1000;
export const tonnesNumber = (value: number | string) => (Math.abs(Number(value)) < 100 ? TONNES_SMALL : TONNES_LARGE).format(Number(value));

/** g CO2e per TEU-km (well-to-wheel), one decimal. */
export const intensityText = (g: number) => `${ONE.format(g)}${NBSP}g${NBSP}CO2e/TEU-km`;
export const teuKmText = (teuKm: number) => `${WHOLE.format(teuKm)}${NBSP}TEU-km`;
export const kmText = (km: number) => `${WHOLE.format(km)}${NBSP}km`;
export const teuText = (teu: number) => `${ONE.format(teu)}${NBSP}TEU`;
export const countText = (n: number) => WHOLE.format(n);
