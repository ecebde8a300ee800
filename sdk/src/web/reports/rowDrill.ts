import type { ReportRow } from '../../shared/reports';

type DrillBy = Record<string, Record<string, string>>;

/** A row's per-measure drills (`drillBy`: e.g. the 'late' part of a carrier's bar opens `{ carrier, arrival: 'late' }`). */
export function drillByOf(row: ReportRow): DrillBy | undefined {
  const value = (row as { drillBy?: unknown }).drillBy;
  return typeof value === 'object' && value !== null ? (value as DrillBy) : undefined;
}

/** What a click on a row, or on the part of it that draws `measure`, opens: `drillBy[measure]`, else `drill`. */
export function rowDrill(row: ReportRow, measure?: string): Record<string, string> | undefined {
  return (measure !== undefined ? drillByOf(row)?.[measure] : undefined) ?? row.drill;
}
