import { useId } from 'react';
import { Checkbox, HTMLSelect, SegmentedControl, Switch } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { ReportFilter, ReportResult, ReportRow, ReportViewLayout } from '../../shared/reports';
import { ReportChart } from './ReportChart';
import { ReportExportMenu } from './ReportExportMenu';
import { reportLayoutView } from './reportLayoutView';
import { reportRowHref } from './reportRowHref';
import { ReportStates } from './ReportStates';
import { ReportTable } from './ReportTable';
import { useReport } from './useReport';

export interface ReportViewProps {
  name: string;
  filter: ReportFilter;
  layout: ReportViewLayout;
  onLayoutChange(layout: ReportViewLayout): void;
  drillTo?: (row: ReportRow, filter: ReportFilter) => string | undefined;
  /** Chart height in px. @default 260 */
  height?: number;
  /** The empty state's title. @default 'Nothing matches these filters' */
  emptyText?: string;
}

/**
 * A report as a full page: its chart, the table with grouping by any dimension and a pivot (one dimension
 * down, one across, a measure in the cells), sorting, CSV/XLSX export of what is shown, click-through.
 * The layout is the caller's (kept in the URL or a saved view): every change goes to `onLayoutChange`.
 */
export function ReportView({ name, filter, layout, onLayoutChange, drillTo, height = 260, emptyText = 'Nothing matches these filters' }: ReportViewProps) {
  const state = useReport(name, filter);
  return (
    <div className="pt-report-view" data-report={name} aria-busy={state.isFetching}>
      <ReportStates state={state} emptyText={emptyText}>
        {(result) => <LoadedView result={result} layout={layout} onLayoutChange={onLayoutChange} drillTo={drillTo} height={height} />}
      </ReportStates>
    </div>
  );
}

type Display = NonNullable<ReportViewLayout['display']>;

function LoadedView({ result, layout, onLayoutChange, drillTo, height }: { result: ReportResult; layout: ReportViewLayout; onLayoutChange: (layout: ReportViewLayout) => void; drillTo?: ReportViewProps['drillTo']; height: number }) {
  const navigate = useNavigate();
  const id = useId();
  const change = (patch: Partial<ReportViewLayout>) => onLayoutChange({ ...layout, ...patch });
  const dims = result.columns.filter((c) => c.dimension);
  const measures = result.columns.filter((c) => !c.dimension);
  const view = reportLayoutView(result, layout);
  const tableOnly = view.series.kind === 'table';
  const display: Display = tableOnly ? 'table' : (layout.display ?? 'both');
  const groupBy = layout.groupBy ?? [];
  const pivot = layout.pivot ?? null;
  const canPivot = dims.length >= 2 && measures.length >= 1;
  const hrefOf = (row: ReportRow, measure?: string) => reportRowHref(row, result.filter, measure, drillTo);
  const label = { display: 'inline-flex', alignItems: 'center', gap: 4, margin: 0 } as const;
  return (
    <>
      <div className="pt-report-controls" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8, fontSize: 13 }}>
        {dims.length > 0 && (
          <fieldset disabled={!!pivot} style={{ border: 0, padding: 0, margin: 0, display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <legend style={{ float: 'left', padding: 0, marginRight: 4, fontWeight: 600 }}>Group by</legend>
            {dims.map((d) => (
              <Checkbox
                key={d.key}
                inline
                style={{ margin: 0 }}
                label={d.title}
                disabled={!!pivot}
                checked={groupBy.includes(d.key)}
                onChange={(e) => change({ groupBy: e.currentTarget.checked ? [...groupBy, d.key] : groupBy.filter((k) => k !== d.key), sort: null })}
              />
            ))}
          </fieldset>
        )}
        {canPivot && (
          <div style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch
              inline
              style={{ margin: 0 }}
              label="Pivot"
              checked={!!pivot}
              onChange={(e) => change({ pivot: e.currentTarget.checked ? { rows: dims[0].key, columns: dims[1].key, measure: measures[0].key } : null, sort: null })}
            />
            {pivot && (
              <>
                <label style={label} htmlFor={`${id}-rows`}>
                  Rows
                </label>
                <HTMLSelect id={`${id}-rows`} value={pivot.rows} onChange={(e) => change({ pivot: { ...pivot, rows: e.target.value }, sort: null })} options={dims.filter((d) => d.key !== pivot.columns).map((d) => ({ value: d.key, label: d.title }))} />
                <label style={label} htmlFor={`${id}-columns`}>
                  Columns
                </label>
                <HTMLSelect id={`${id}-columns`} value={pivot.columns} onChange={(e) => change({ pivot: { ...pivot, columns: e.target.value }, sort: null })} options={dims.filter((d) => d.key !== pivot.rows).map((d) => ({ value: d.key, label: d.title }))} />
                <label style={label} htmlFor={`${id}-measure`}>
                  Measure
                </label>
                <HTMLSelect id={`${id}-measure`} value={pivot.measure} onChange={(e) => change({ pivot: { ...pivot, measure: e.target.value }, sort: null })} options={measures.map((m) => ({ value: m.key, label: m.title }))} />
              </>
            )}
          </div>
        )}
        <span style={{ flex: 1 }} />
        {!tableOnly && (
          <SegmentedControl
            size="small"
            aria-label={`${result.title}: show`}
            value={display}
            onValueChange={(v) => change({ display: v as Display })}
            options={[
              { label: 'Chart', value: 'chart' },
              { label: 'Table', value: 'table' },
              { label: 'Both', value: 'both' },
            ]}
          />
        )}
        <ReportExportMenu fileName={`${result.name}-${result.filter.from}-${result.filter.to}`} title={result.title} columns={view.columns} rows={view.rows} />
      </div>
      {display !== 'table' && <ReportChart title={result.title} columns={view.columns} rows={view.chartRows} series={view.series} hrefOf={hrefOf} onNavigate={navigate} height={height} width={720} />}
      {result.notes && result.notes.length > 0 && (
        <ul className="pt-report-notes" aria-label="Notes" style={{ margin: '6px 0', paddingLeft: 18, fontSize: 12, color: '#404854' }}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {display !== 'chart' && <ReportTable label={result.title} columns={view.columns} rows={view.rows} hrefOf={hrefOf} sort={layout.sort} onSort={(sort) => change({ sort })} />}
    </>
  );
}
