import type { ReportColumn, ReportRow } from '../../shared/reports';
import { aggregateMeasure, cellValue, commonDrill, isAveraged } from './aggregateMeasure';
import { rowDrill } from './rowDrill';

export interface PivotSpec {
  /** The dimension down the side. */
  rows: string;
  /** The dimension across the top (one column per value). */
  columns: string;
  /** The measure in the cells. */
  measure: string;
}

/** A pivot as rows and columns again (so the table, the chart and the export draw it like any report). */
export interface PivotedRows {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The keys of the value columns (one per value of the across dimension), in order. */
  valueKeys: string[];
}

/** The key of the pivot column for one value of the across dimension. */
export const pivotKey = (value: string | number | null) => `pivot:${value ?? ''}`;
/** The key of the pivot's total column (summed measures only). */
export const PIVOT_TOTAL = 'pivot:total';

/**
 * A cross-table: one row per value of `spec.rows`, one column per value of `spec.columns` (both in
 * order of first appearance), each cell the measure over the rows with both values (`aggregateMeasure`),
 * and a Total column when the measure is summed. Each cell's click-through is `drillBy[<column key>]`
 * (what the cell's rows' drills share), the row's `drill` what the whole row's drills share.
 * Undefined when the spec names unknown columns.
 */
export function pivotRows(columns: readonly ReportColumn[], rows: readonly ReportRow[], spec: PivotSpec): PivotedRows | undefined {
  const down = columns.find((c) => c.key === spec.rows);
  const across = columns.find((c) => c.key === spec.columns);
  const measure = columns.find((c) => c.key === spec.measure);
  if (!down || !across || !measure || down === across) return undefined;
  const downValues: Array<string | number | null> = [];
  const acrossValues: Array<string | number | null> = [];
  const cells = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const d = cellValue(row, down.key);
    const a = cellValue(row, across.key);
    if (!downValues.includes(d)) downValues.push(d);
    if (!acrossValues.includes(a)) acrossValues.push(a);
    const key = JSON.stringify([d, a]);
    cells.set(key, [...(cells.get(key) ?? []), row]);
  }
  const valueKeys = acrossValues.map(pivotKey);
  const total = !isAveraged(measure);
  const valueColumns: ReportColumn[] = acrossValues.map((a) => ({ ...measure, key: pivotKey(a), title: a === null || a === '' ? '(none)' : String(a), dimension: false }));
  const out = downValues.map((d) => {
    const row: ReportRow = { [down.key]: d };
    const drillBy: Record<string, Record<string, string>> = {};
    const members: ReportRow[] = [];
    acrossValues.forEach((a, i) => {
      const cell = cells.get(JSON.stringify([d, a])) ?? [];
      members.push(...cell);
      row[valueKeys[i]] = aggregateMeasure(measure, cell);
      const drill = cell.length ? commonDrill(cell.map((r) => rowDrill(r, measure.key))) : undefined;
      if (drill) drillBy[valueKeys[i]] = drill;
    });
    if (total) row[PIVOT_TOTAL] = aggregateMeasure(measure, members);
    const drill = commonDrill(members.map((r) => r.drill));
    if (drill) row.drill = drill;
    if (Object.keys(drillBy).length > 0) row.drillBy = drillBy;
    return row;
  });
  return {
    columns: [{ ...down, dimension: true }, ...valueColumns, ...(total ? [{ ...measure, key: PIVOT_TOTAL, title: 'Total', dimension: false }] : [])],
    rows: out,
    valueKeys,
  };
}
