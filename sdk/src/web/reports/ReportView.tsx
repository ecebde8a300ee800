import type { ReportFilter, ReportRow, ReportViewLayout } from '../../shared/reports';

export interface ReportViewProps {
  name: string;
  filter: ReportFilter;
  layout: ReportViewLayout;
  onLayoutChange(layout: ReportViewLayout): void;
  drillTo?: (row: ReportRow, filter: ReportFilter) => string | undefined;
}

/**
 * A report as a full page: its chart, the table with grouping by any dimension and a pivot (one dimension
 * down, one across, a measure in the cells), sorting, CSV/XLSX export of what is shown, click-through.
 * (Contract stub: the SDK charts helper builds it.)
 */
export function ReportView(props: ReportViewProps) {
  return <div data-report={props.name}>Report {props.name}</div>;
}
