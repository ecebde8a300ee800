import type { ReactNode } from 'react';

/**
 * The head and body of a table of figures: one header row of `columns`, then the `rows`, each led by its
 * row header (the first cell). `numeric` right-aligns every column but the first (numbers line up).
 */
export function TableSections({ columns, rows, numeric }: { columns: string[]; rows: ReactNode[][]; numeric?: boolean }) {
  const right = numeric ? ({ textAlign: 'right' } as const) : undefined;
  return (
    <>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={c} scope="col" style={i ? right : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" style={numeric ? { fontWeight: 'normal' } : undefined}>
                  {cell}
                </th>
              ) : (
                <td key={j} style={right}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </>
  );
}
