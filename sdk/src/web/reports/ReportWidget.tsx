import { useState } from 'react';
import { SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ReportFilter, ReportResult, ReportRow } from '../../shared/reports';
import { KpiTiles } from '../charts';
import { DashboardFilter } from '../DashboardFilter';
import { useService } from '../useService';
import { formatReportValue } from './formatReportValue';
import { ReportChart } from './ReportChart';
import { ReportExportMenu } from './ReportExportMenu';
import { reportRowHref } from './reportRowHref';
import { ReportStates } from './ReportStates';
import { ReportTable, type ReportSort } from './ReportTable';
import { sortRows } from './sortRows';
import { useReport } from './useReport';

export interface ReportWidgetProps {
  /** The report: `GET /api/reporting/v2/<name>Query`. */
  name: string;
  /** The filter; default: the dashboard's shared filter (`DashboardFilter`), reloading when it or its revision changes. */
  filter?: ReportFilter;
  /** Where a click on a bar, point or table row goes; default: `reportDrillHref(filter, row.drill)` when the row has a drill. */
  drillTo?: (row: ReportRow, filter: ReportFilter) => string | undefined;
  /** Chart height in px (default 220). */
  height?: number;
  /** The empty state's title. @default 'Nothing matches these filters' */
  emptyText?: string;
}

/**
 * A report drawn as its chart in a dashboard card, with a table view, CSV/XLSX export of its rows and a
 * click-through to the records behind any bar, point or row. Loading, empty and error states included.
 * The chart's marks take mouse clicks; by keyboard the same records are the table's links.
 */
export const ReportWidget = observer(function ReportWidget({ name, filter, drillTo, height = 220, emptyText = 'Nothing matches these filters' }: ReportWidgetProps) {
  const shared = useService(DashboardFilter);
  const state = useReport(name, filter ?? shared.filter, filter ? '' : shared.revision);
  return (
    <div className="pt-report-widget" data-report={name} data-report-state={reportState(state)} aria-busy={state.isFetching}>
      <ReportStates state={state} emptyText={emptyText}>
        {(result) => <LoadedWidget result={result} drillTo={drillTo} height={height} />}
      </ReportStates>
    </div>
  );
});

/** What the widget shows (for tests and the dashboard bench): loading, error, empty or ready. */
function reportState(state: { data?: ReportResult; error?: string | null }): 'loading' | 'error' | 'empty' | 'ready' {
  if (state.error) return 'error';
  if (!state.data) return 'loading';
  return state.data.rows.length === 0 ? 'empty' : 'ready';
}

function LoadedWidget({ result, drillTo, height }: { result: ReportResult; drillTo?: ReportWidgetProps['drillTo']; height: number }) {
  const navigate = useNavigate();
  const tableOnly = result.series.kind === 'table';
  const [view, setView] = useState<'chart' | 'table'>(tableOnly ? 'table' : 'chart');
  const [sort, setSort] = useState<ReportSort>(null);
  const hrefOf = (row: ReportRow, measure?: string) => reportRowHref(row, result.filter, measure, drillTo);
  const totals = Object.entries(result.totals ?? {}).map(([key, value]) => {
    const column = result.columns.find((c) => c.key === key) ?? { key, title: key, type: 'number' as const };
    return { key, label: column.title, value: formatReportValue(column, value) };
  });
  const rows = sortRows(result.rows, sort);
  return (
    <>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap', marginBottom: 6 }}>
        <div style={{ flex: 1, minWidth: 0 }}>{totals.length > 0 && <KpiTiles title={`${result.title}: totals`} tiles={totals} />}</div>
        {!tableOnly && (
          <SegmentedControl
            size="small"
            aria-label={`${result.title}: show as`}
            value={view}
            onValueChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { label: 'Chart', value: 'chart' },
              { label: 'Table', value: 'table' },
            ]}
          />
        )}
        <ReportExportMenu fileName={`${result.name}-${result.filter.from}-${result.filter.to}`} title={result.title} columns={result.columns} rows={rows} />
      </div>
      {view === 'chart' ? (
        <ReportChart title={result.title} columns={result.columns} rows={result.rows} series={result.series} hrefOf={hrefOf} onNavigate={navigate} height={height} />
      ) : (
        <ReportTable label={result.title} columns={result.columns} rows={rows} hrefOf={hrefOf} sort={sort} onSort={setSort} />
      )}
    </>
  );
}
