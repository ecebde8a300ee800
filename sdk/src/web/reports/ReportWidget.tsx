import type { ReportFilter, ReportRow } from '../../shared/reports';

export interface ReportWidgetProps {
  /** The report: `GET /api/reporting/v2/<name>Query`. */
  name: string;
  /** The filter; default: the dashboard's shared filter (`DashboardFilter`), reloading when it or its revision changes. */
  filter?: ReportFilter;
  /** Where a click on a bar, point or table row goes; default: `reportDrillHref(filter, row.drill)` when the row has a drill. */
  drillTo?: (row: ReportRow, filter: ReportFilter) => string | undefined;
  /** Chart height in px (default 220). */
  height?: number;
}

/**
 * A report drawn as its chart in a dashboard card, with a table view, CSV/XLSX export of its rows and a
 * click-through to the records behind any bar, point or row. Loading, empty and error states included.
 * (Contract stub: the SDK charts helper builds it.)
 */
export function ReportWidget(props: ReportWidgetProps) {
  return <div data-report={props.name}>Report {props.name}</div>;
}
