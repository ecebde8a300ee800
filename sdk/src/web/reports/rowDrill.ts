import type { ReportRow } from '../../shared/reports';

/** What a click on a row, or on the part of it that draws `measure`, opens: `drillBy[measure]`, else `drill`. */
export function rowDrill(row: ReportRow, measure?: string): Record<string, string> | undefined {
  return (measure !== undefined ? row.drillBy?.[measure] : undefined) ?? row.drill;
}
