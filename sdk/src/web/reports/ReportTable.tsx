import { HTMLTable, Icon } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ReportColumn, ReportRow } from '../../shared/reports';
import { cellValue } from './aggregateMeasure';
import { formatReportValue } from './formatReportValue';

export type ReportSort = { key: string; direction: 'asc' | 'desc' } | null | undefined;

export interface ReportTableProps {
  /** The table's accessible name (the report's title). */
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** Where the records behind a row (no measure) or one measure's cell go; undefined: no link. */
  hrefOf: (row: ReportRow, measure?: string) => string | undefined;
  sort?: ReportSort;
  /** Headers become sort buttons (ascending, then descending). */
  onSort?: (sort: NonNullable<ReportSort>) => void;
}

const NUMERIC = new Set(['number', 'percent', 'days', 'money', 'mass']);

/**
 * A report's rows as a dense table: values formatted by their column, numbers right-aligned, headers
 * that sort (with `aria-sort`), a cell whose measure has its own drill (`drillBy`) as a link, and a last
 * "Records" column linking to the records behind the row. Links are real anchors (react-router `Link`).
 */
export function ReportTable({ label, columns, rows, hrefOf, sort, onSort }: ReportTableProps) {
  const rowLabel = (row: ReportRow) =>
    columns
      .filter((c) => c.dimension)
      .map((c) => formatReportValue(c, cellValue(row, c.key)))
      .join(', ') || label;
  const links = rows.map((row) => hrefOf(row));
  // A row keeps its element across sorts (keyed by its dimension values; repeats get their count).
  const seen = new Map<string, number>();
  const keys = rows.map((row) => {
    const key = JSON.stringify(columns.filter((c) => c.dimension).map((c) => cellValue(row, c.key)));
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${key}#${n}`;
  });
  const anyLink = links.some(Boolean);
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label={label} className="pt-report-table" style={{ width: '100%' }}>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort?.key === c.key ? sort.direction : undefined;
              const align = NUMERIC.has(c.type) ? 'right' : 'left';
              return (
                <th key={c.key} scope="col" style={{ textAlign: align, whiteSpace: 'nowrap' }} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                  {onSort ? (
                    <button
                      type="button"
                      className="pt-report-sort"
                      onClick={() => onSort({ key: c.key, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                      style={{ all: 'inherit', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 2 }}
                    >
                      {c.title}
                      {sorted && <Icon icon={sorted === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} aria-hidden />}
                    </button>
                  ) : (
                    c.title
                  )}
                </th>
              );
            })}
            {anyLink && (
              <th scope="col" style={{ textAlign: 'left' }}>
                Records
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={keys[i]}>
              {columns.map((c) => {
                const text = formatReportValue(c, cellValue(row, c.key));
                const own = !c.dimension && row.drillBy?.[c.key] ? hrefOf(row, c.key) : undefined;
                return (
                  <td key={c.key} style={{ textAlign: NUMERIC.has(c.type) ? 'right' : 'left', whiteSpace: 'nowrap' }}>
                    {own && text !== '—' ? (
                      <Link to={own} aria-label={`${text} ${c.title}: ${rowLabel(row)}`}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
              {anyLink && <td>{links[i] && <Link to={links[i]!} aria-label={`View records: ${rowLabel(row)}`}>View</Link>}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
