import { HTMLTable } from '@blueprintjs/core';
import type { PropTable } from './DocSection';

/** One props table of a section: name, type, required, description. */
export function PropsTable({ table }: { table: PropTable }) {
  return (
    <HTMLTable compact striped style={{ width: '100%', marginBottom: 12 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              <code>{row.name}</code>
            </th>
            <td>
              <code style={{ whiteSpace: 'normal' }}>{row.type}</code>
            </td>
            <td>{row.required ? 'Yes' : 'No'}</td>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
