import type { ReportColumn, ReportResult, ReportRow, ReportSeries, ReportViewLayout } from '../../shared/reports';
import { isAveraged } from './aggregateMeasure';
import { groupRows } from './groupRows';
import { pivotRows } from './pivotRows';
import { sortRows } from './sortRows';

/** What a ReportView shows for a layout: the table's columns and (sorted) rows, the chart's series and rows. */
export interface ReportLayoutView {
  columns: ReportColumn[];
  /** The table's rows, in the layout's sort (also what the export writes). */
  rows: ReportRow[];
  series: ReportSeries;
  /** The chart's rows: a trend keeps its x order whatever the table's sort. */
  chartRows: ReportRow[];
}

/**
 * Applies a layout to a report: a pivot (one dimension down, one across, the measure in the cells, drawn
 * as stacked bars for a summed measure, side by side for an averaged one), else a grouping by
 * dimensions (drawn as the report's own kind over the first dimension; a map or tiles become bars),
 * else the rows as they are; then the sort.
 */
export function reportLayoutView(result: ReportResult, layout: ReportViewLayout): ReportLayoutView {
  const measureOf = (key: string) => result.columns.find((c) => c.key === key && !c.dimension);
  const pivot = layout.pivot ? pivotRows(result.columns, result.rows, layout.pivot) : undefined;
  if (pivot && layout.pivot) {
    const measure = measureOf(layout.pivot.measure);
    const series: ReportSeries = { kind: measure && isAveraged(measure) ? 'bar' : 'stacked', x: layout.pivot.rows, y: pivot.valueKeys };
    return { columns: pivot.columns, rows: sortRows(pivot.rows, layout.sort), series, chartRows: pivot.rows };
  }
  const dims = (layout.groupBy ?? []).filter((key) => result.columns.some((c) => c.key === key && c.dimension));
  if (dims.length === 0) return { columns: result.columns, rows: sortRows(result.rows, layout.sort), series: result.series, chartRows: chartOrder(result.series, result.rows, layout) };
  const grouped = groupRows(result.columns, result.rows, dims);
  const own = result.series;
  const kind = own.kind === 'map' || own.kind === 'kpi' || own.kind === 'table' ? 'bar' : own.kind;
  const y = own.y.filter((key) => grouped.columns.some((c) => c.key === key));
  const firstMeasure = grouped.columns.find((c) => !c.dimension)?.key;
  const split = own.split && dims.includes(own.split) && own.split !== dims[0] ? own.split : undefined;
  const band = own.band && own.band.every((key) => grouped.columns.some((c) => c.key === key)) ? own.band : undefined;
  const series: ReportSeries = { kind, x: dims[0], y: y.length ? y : firstMeasure ? [firstMeasure] : [], ...(split ? { split } : {}), ...(band ? { band } : {}) };
  return { columns: grouped.columns, rows: sortRows(grouped.rows, layout.sort), series, chartRows: chartOrder(series, grouped.rows, layout) };
}

function chartOrder(series: ReportSeries, rows: ReportRow[], layout: ReportViewLayout): ReportRow[] {
  return series.kind === 'line' || series.kind === 'band' ? rows : sortRows(rows, layout.sort);
}
