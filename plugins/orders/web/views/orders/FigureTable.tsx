import { HTMLTable } from '@blueprintjs/core';
import { TableSections } from '@portolan/sdk';

/** A chart's numbers as a visible table (the "Table" view of an analytics card). */
export function FigureTable({ label, columns, rows }: { label: string; columns: string[]; rows: Array<Array<string | number>> }) {
  return (
    <div style={{ overflowX: 'auto', maxHeight: 260 }}>
      <HTMLTable compact striped aria-label={label} style={{ width: '100%' }}>
        <TableSections columns={columns} rows={rows} numeric />
      </HTMLTable>
    </div>
  );
}
