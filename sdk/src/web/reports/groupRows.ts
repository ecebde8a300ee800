import type { ReportColumn, ReportRow } from '../../shared/reports';
import { aggregateMeasure, cellValue, commonDrill } from './aggregateMeasure';
import { rowDrill } from './rowDrill';

/** The rows of a report grouped by dimensions, and the columns that describe them. */
export interface GroupedRows {
  columns: ReportColumn[];
  rows: ReportRow[];
}

/**
 * Groups rows by some dimension columns (in the order given; groups in order of first appearance): each
 * group is one row with those dimensions and every measure combined (`aggregateMeasure`: summed, or
 * averaged for percent and days). Other dimensions are dropped. A group's `drill` (and each measure's
 * `drillBy`) is what its rows' drills share, so a click still opens exactly the records behind it.
 * No dimensions: the rows as they are.
 */
export function groupRows(columns: readonly ReportColumn[], rows: readonly ReportRow[], groupBy: readonly string[]): GroupedRows {
  const dims = groupBy.map((key) => columns.find((c) => c.key === key && c.dimension)).filter((c): c is ReportColumn => !!c);
  if (dims.length === 0) return { columns: [...columns], rows: [...rows] };
  const measures = columns.filter((c) => !c.dimension);
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = JSON.stringify(dims.map((d) => cellValue(row, d.key)));
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const out = [...groups.values()].map((members) => {
    const row: ReportRow = {};
    for (const d of dims) row[d.key] = cellValue(members[0], d.key);
    for (const m of measures) row[m.key] = aggregateMeasure(m, members);
    const drill = commonDrill(members.map((r) => r.drill));
    if (drill) row.drill = drill;
    const drillBy: Record<string, Record<string, string>> = {};
    for (const m of measures) {
      const shared = commonDrill(members.map((r) => rowDrill(r, m.key)));
      if (shared) drillBy[m.key] = shared;
    }
    if (Object.keys(drillBy).length > 0) row.drillBy = drillBy;
    return row;
  });
  return { columns: [...dims, ...measures], rows: out };
}
