import { reportDrillHref, type ReportFilter, type ReportRow } from '../../shared/reports';
import { rowDrill } from './rowDrill';

/** A caller's own drill target (ReportWidget/ReportView `drillTo`). */
export type DrillTo = (row: ReportRow, filter: ReportFilter) => string | undefined;

/**
 * Where a click on a row (or on one measure of it) goes. A measure with its own drill (`drillBy[m]`)
 * opens the drill list narrowed by it; otherwise a record row's `href`, else the row's `drill` on the
 * drill list (`reportDrillHref`). With `drillTo`, the caller decides, given the row with `drill` set to
 * the one clicked.
 */
export function reportRowHref(row: ReportRow, filter: ReportFilter, measure?: string, drillTo?: DrillTo): string | undefined {
  const measured = measure !== undefined && row.drillBy?.[measure] !== undefined;
  const drill = rowDrill(row, measure);
  if (drillTo) return drillTo(measured ? { ...row, drill } : row, filter);
  if (!measured && row.href) return row.href;
  return drill ? reportDrillHref(filter, drill) : undefined;
}
