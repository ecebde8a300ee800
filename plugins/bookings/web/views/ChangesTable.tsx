import { HTMLTable } from '@blueprintjs/core';
import type { FieldChange } from '../../shared/types';

/** A value of a diff as text: empty for none, JSON for an object (a party, a row). */
export function changeText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A version's diff: each changed field with its value before and after (the after highlighted). */
export function ChangesTable({ changes, label }: { changes: FieldChange[]; label: string }) {
  if (!changes.length) return <p className="bp6-text-muted">No field changed.</p>;
  return (
    <HTMLTable compact striped aria-label={label} style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <th scope="row" style={{ fontWeight: 500 }} title={c.path}>
              {c.label}
            </th>
            <td>
              <del style={{ opacity: 0.8 }}>{changeText(c.before)}</del>
            </td>
            <td>
              <mark style={{ background: 'rgba(217, 130, 43, 0.25)', color: 'inherit', padding: '0 2px' }}>{changeText(c.after)}</mark>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
