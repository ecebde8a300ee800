import { HTMLTable } from '@blueprintjs/core';
import { TableSections } from '../components/TableSections';

export interface ChartTableProps {
  /** The table's accessible name (usually the chart's title). */
  label: string;
  columns: string[];
  /** Rows of text as the user reads them (formatted money, counts). */
  rows: Array<Array<string | number>>;
}

/** A chart's numbers as a visible table: the "Table" view of a `ChartCard`, for reading and copying. */
export function ChartTable({ label, columns, rows }: ChartTableProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label={label} style={{ width: '100%' }} className="pt-chart-table">
        <TableSections columns={columns} rows={rows} numeric />
      </HTMLTable>
    </div>
  );
}
