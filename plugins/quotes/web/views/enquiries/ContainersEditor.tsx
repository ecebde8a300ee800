import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CONTAINER_TYPES } from '@portolan/sdk/shared';
import { containersText, parseContainers, type ContainerRow } from './enquiryFormValues';

/** The FCL containers of an enquiry: a type and a count per row; the form holds them as `22G1:2,42G1:1`. */
export function ContainersEditor({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (text: string) => void }) {
  const rows = parseContainers(value);
  const change = (next: ContainerRow[]) => onChange(containersText(next));
  const update = (i: number, patch: Partial<ContainerRow>) => change(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <FormGroup label="Containers" labelInfo="(required)" helperText={error} intent={error ? 'danger' : 'none'}>
      <div id={id} tabIndex={-1} role="group" aria-label="Containers" aria-invalid={error ? true : undefined}>
        {rows.map((row, i) => (
          <div key={i} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
            <HTMLSelect aria-label={`Container type ${i + 1}`} value={row.type} onChange={(e) => update(i, { type: e.target.value })}>
              <option value="">Type…</option>
              {CONTAINER_TYPES.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.name} ({t.code})
                </option>
              ))}
            </HTMLSelect>
            <InputGroup aria-label={`Count ${i + 1}`} inputMode="numeric" value={row.count} onChange={(e) => update(i, { count: e.target.value })} style={{ width: 80 }} />
            <Button icon="trash" variant="minimal" aria-label={`Remove container row ${i + 1}`} onClick={() => change(rows.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button size="small" icon="add" text="Add container type" onClick={() => change([...rows, { type: '', count: '1' }])} />
      </div>
    </FormGroup>
  );
}
