import type { ReportColumn, ReportRow } from '../../shared/reports';
import { sumDecimals } from '../format/decimal';

/** A cell's value when it is a plain value (a drill map or undefined is no value). */
export function cellValue(row: ReportRow, key: string): string | number | null {
  const value = row[key];
  return value === undefined || value === null || typeof value === 'object' ? null : value;
}

/** Whether a measure is averaged when rows are combined (shares and durations) rather than summed (counts, money, mass). */
export function isAveraged(column: ReportColumn): boolean {
  return column.type === 'percent' || column.type === 'days';
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Combines one measure of several rows: percent and days columns by their mean, the others by their
 * exact sum (decimal strings such as money stay strings, summed in BigInt; numbers are summed as
 * decimals too, so 0.1 + 0.2 is 0.3). Rows without a value are left out; none at all gives null.
 */
export function aggregateMeasure(column: ReportColumn, rows: readonly ReportRow[]): string | number | null {
  const values = rows.map((r) => cellValue(r, column.key)).filter((v): v is string | number => v !== null && v !== '');
  if (values.length === 0) return null;
  if (isAveraged(column)) return values.reduce<number>((a, v) => a + Number(v), 0) / values.length;
  const texts = values.map(String);
  if (!texts.every((t) => DECIMAL.test(t))) return values.reduce<number>((a, v) => a + Number(v), 0);
  const sum = sumDecimals(texts);
  return values.every((v) => typeof v === 'number') ? Number(sum) : sum;
}

/** The narrowing every one of these drills shares (keys with the same value in all); undefined when none do. */
export function commonDrill(drills: ReadonlyArray<Record<string, string> | undefined>): Record<string, string> | undefined {
  if (drills.length === 0 || drills.some((d) => !d)) return undefined;
  const [first, ...rest] = drills as Array<Record<string, string>>;
  const shared = Object.fromEntries(Object.entries(first).filter(([k, v]) => rest.every((d) => d[k] === v)));
  return Object.keys(shared).length > 0 ? shared : undefined;
}
