import { HTMLTable } from '@blueprintjs/core';

/** A problem of one row of an uploaded sheet: its row number (0 = the header), the column and what is wrong. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** The problems of a sheet before anything was written (bulk create, imports): row, column, problem. */
export function RowProblems({ problems, label = 'Row problems' }: { problems: readonly RowProblem[]; label?: string }) {
  return (
    <HTMLTable compact striped aria-label={label} style={{ marginTop: 8 }}>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((p, i) => (
          <tr key={i}>
            <td>{p.row === 0 ? 'header' : p.row}</td>
            <td>{p.field}</td>
            <td>{p.message}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
