import { Button, Card, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { RfqTerm } from '../../../shared/types';

/** The RFQ's own copy of its terms (from a term group, then edited): a title and a text each; add and remove. */
export function TermsEditor({ id, terms, error, disabled, onChange }: { id: string; terms: RfqTerm[]; error?: string; disabled?: boolean; onChange: (terms: RfqTerm[]) => void }) {
  const update = (i: number, patch: Partial<RfqTerm>) => onChange(terms.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <FormGroup label="Terms" helperText={error ? <span id={`${id}-error`} role="alert">{error}</span> : 'What every bid accepts: payment, free time, surcharges…'} intent={error ? 'danger' : 'none'}>
      <div id={id} tabIndex={-1} role="group" aria-label="Terms" aria-describedby={error ? `${id}-error` : undefined}>
        {terms.length === 0 && <p className="bp6-text-muted">No terms yet: choose a term group or add one.</p>}
        {terms.map((term, i) => (
          <Card key={i} compact style={{ marginBottom: 6 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <div style={{ flex: 1 }}>
                <InputGroup aria-label={`Term ${i + 1} title`} value={term.title} disabled={disabled} onChange={(e) => update(i, { title: e.target.value })} placeholder="Title" />
                <TextArea aria-label={`Term ${i + 1} text`} value={term.body} disabled={disabled} onChange={(e) => update(i, { body: e.target.value })} fill rows={2} style={{ marginTop: 4 }} />
              </div>
              {!disabled && <Button size="small" variant="minimal" icon="trash" aria-label={`Remove term ${i + 1}`} onClick={() => onChange(terms.filter((_, j) => j !== i))} />}
            </div>
          </Card>
        ))}
        {!disabled && <Button size="small" icon="add" text="Add term" onClick={() => onChange([...terms, { title: '', body: '' }])} />}
      </div>
    </FormGroup>
  );
}
