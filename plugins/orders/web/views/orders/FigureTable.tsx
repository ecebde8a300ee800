import { HTMLTable } from '@blueprintjs/core';

/** A chart's numbers as a visible table (the "Table" view of an analytics card). */
export function FigureTable({ label, columns, rows }: { label: string; columns: string[]; rows: Array<Array<string | number>> }) {
  return (
    <div style={{ overflowX: 'auto', maxHeight: 260 }}>
      <HTMLTable compact striped aria-label={label} style={{ width: '100%' }}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" style={i ? { textAlign: 'right' } : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (j === 0 ? <th key={j} scope="row" style={{ fontWeight: 'normal' }}>{cell}</th> : <td key={j} style={{ textAlign: 'right' }}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
