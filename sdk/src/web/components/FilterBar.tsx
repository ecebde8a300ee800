import { useId, useState } from 'react';
import { Button, Classes, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter of a FilterBar: a choice, a text (with optional suggestions) or a date. */
export type FilterDef = (
  | { id: string; label: string; kind: 'select'; options: FilterOption[]; anyLabel?: string }
  | { id: string; label: string; kind: 'text'; placeholder?: string; width?: number; suggestions?: FilterOption[]; upperCase?: boolean }
  | { id: string; label: string; kind: 'date'; /** For a range filter: which end this date is (`filter[field][from|to]`). */ bound?: 'from' | 'to' }
) & {
  /** The server's filter field (`filter[field]`), when it differs from `id`. */
  field?: string;
};

export interface FilterBarProps {
  filters: FilterDef[];
  /** Current values by filter id (e.g. from `useUrlQuery`). */
  values: Record<string, string | undefined>;
  /** One filter changed ('' clears it). */
  onChange: (id: string, value: string) => void;
  /** Clears every filter. */
  onClear?: () => void;
}

function TextFilter({ def, value, onChange }: { def: Extract<FilterDef, { kind: 'text' }>; value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(value);
  // The value changed from outside (cleared, back/forward): show it. Adjusted during render, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const listId = useId();
  const commit = () => {
    const next = def.upperCase ? text.trim().toUpperCase() : text.trim();
    if (next !== value) onChange(next);
  };
  return (
    <>
      <InputGroup
        id={`filter-${def.id}`}
        size="small"
        value={text}
        placeholder={def.placeholder}
        style={{ width: def.width ?? 110 }}
        list={def.suggestions ? listId : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {def.suggestions && (
        <datalist id={listId}>
          {def.suggestions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </datalist>
      )}
    </>
  );
}

/** A dense row of filters for a list screen. Each control is labelled, so tests and screen readers find it by name. */
export function FilterBar({ filters, values, onChange, onClear }: FilterBarProps) {
  const active = filters.some((f) => values[f.id]);
  return (
    <div className="pt-filterbar" role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
      {filters.map((def) => {
        const value = values[def.id] ?? '';
        return (
          <FormGroup key={def.id} label={def.label} labelFor={`filter-${def.id}`} style={{ margin: 0 }} className={Classes.SMALL}>
            {def.kind === 'select' ? (
              <HTMLSelect id={`filter-${def.id}`} value={value} onChange={(e) => onChange(def.id, e.target.value)} fill={false} minimal={false}>
                <option value="">{def.anyLabel ?? 'Any'}</option>
                {def.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </HTMLSelect>
            ) : def.kind === 'text' ? (
              <TextFilter def={def} value={value} onChange={(v) => onChange(def.id, v)} />
            ) : (
              <input id={`filter-${def.id}`} type="date" className={`${Classes.INPUT} ${Classes.SMALL}`} value={value} onChange={(e) => onChange(def.id, e.target.value)} />
            )}
          </FormGroup>
        );
      })}
      {onClear && (
        <Button size="small" variant="minimal" icon="filter-remove" text="Clear filters" disabled={!active} onClick={onClear} />
      )}
    </div>
  );
}
FilterBar.displayName = 'Portolan.FilterBar';
