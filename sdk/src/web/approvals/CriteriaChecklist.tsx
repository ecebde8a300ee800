import { useState } from 'react';
import { Checkbox, Classes, InputGroup } from '@blueprintjs/core';

export interface CriteriaChecklistProps {
  /** The criterion's name ('Category'). */
  legend: string;
  /** What it may name, with labels. */
  options: Array<{ value: string; label: string }>;
  /** The values chosen (a chosen value the options no longer list is still shown, to be unticked). */
  chosen: string[];
  onChange: (values: string[]) => void;
}

/** Above this many options the list gets a filter box. */
const FILTER_FROM = 8;

/** One criterion of an approval level: a checkbox per value it may name; nothing ticked means any. */
export function CriteriaChecklist({ legend, options, chosen, onChange }: CriteriaChecklistProps) {
  const [filter, setFilter] = useState('');
  const all = [...options, ...chosen.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle)) : all;
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((c) => c !== value));

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0, flex: '1 1 180px' }}>
      <legend className={Classes.LABEL} style={{ marginBottom: 4 }}>
        {legend} <span className={Classes.TEXT_MUTED}>({chosen.length ? `${chosen.length} chosen` : 'any'})</span>
      </legend>
      {all.length > FILTER_FROM && (
        <InputGroup type="search" size="small" leftIcon="search" placeholder="Filter" aria-label={`Filter ${legend} values`} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      )}
      {all.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>None to choose from</p>
      ) : (
        <div style={{ maxHeight: 160, overflowY: 'auto', marginTop: 4 }}>
          {shown.map((o) => (
            <Checkbox key={o.value} checked={chosen.includes(o.value)} label={o.label} onChange={(e) => toggle(o.value, e.currentTarget.checked)} />
          ))}
          {shown.length === 0 && <p className={Classes.TEXT_MUTED}>No match</p>}
        </div>
      )}
    </fieldset>
  );
}
CriteriaChecklist.displayName = 'Portolan.CriteriaChecklist';
