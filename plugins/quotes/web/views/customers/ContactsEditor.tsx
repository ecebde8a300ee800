import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { contactRows, type ContactRow } from './customerFormValues';

const FIELDS: Array<[keyof ContactRow, string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['role', 'Role'],
];

/** The customer's contacts: a row each (name required); the form holds them as JSON. */
export function ContactsEditor({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (json: string) => void }) {
  const rows = contactRows(value);
  const change = (next: ContactRow[]) => onChange(JSON.stringify(next));
  return (
    <FormGroup label="Contacts" helperText={error} intent={error ? 'danger' : 'none'}>
      <div id={id} tabIndex={-1} role="group" aria-label="Contacts" aria-invalid={error ? true : undefined}>
        {rows.map((row, i) => (
          <div key={i} style={{ display: 'flex', gap: 8, marginBottom: 6, flexWrap: 'wrap' }}>
            {FIELDS.map(([field, label]) => (
              <InputGroup key={field} aria-label={`Contact ${i + 1} ${label.toLowerCase()}`} placeholder={label} value={row[field]} onChange={(e) => change(rows.map((r, j) => (j === i ? { ...r, [field]: e.target.value } : r)))} />
            ))}
            <Button icon="trash" variant="minimal" aria-label={`Remove contact ${i + 1}`} onClick={() => change(rows.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button size="small" icon="add" text="Add contact" onClick={() => change([...rows, { name: '', email: '', phone: '', role: '' }])} />
      </div>
    </FormGroup>
  );
}
