import type { DataColumn } from './DataTable';

/** The default column ids of a column list (those without `defaultVisible: false`). */
export function defaultColumnIds<T>(columns: DataColumn<T>[]): string[] {
  return columns.filter((c) => c.defaultVisible !== false).map((c) => c.id);
}
