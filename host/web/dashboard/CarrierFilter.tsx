import { useState } from 'react';
import { Button, Checkbox, InputGroup, PopoverNext } from '@blueprintjs/core';
import { OCEAN_CARRIERS, carrierLabel } from '@portolan/sdk';

export interface CarrierFilterProps {
  /** SCAC codes; empty: every carrier. */
  value: string[];
  onChange: (carriers: string[]) => void;
}

/** The carriers to show: a button opening a searchable list of the ocean carriers, each a checkbox. */
export function CarrierFilter({ value, onChange }: CarrierFilterProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const carriers = OCEAN_CARRIERS.filter((c) => !needle || carrierLabel(c.code).toLowerCase().includes(needle));
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  const summary = value.length === 0 ? 'All carriers' : value.length === 1 ? carrierLabel(value[0]) : `${value.length} carriers`;
  const content = (
    <div className="pt-dashboard-filter__carriers">
      <InputGroup type="search" leftIcon="search" placeholder="Search carriers" aria-label="Search carriers" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
      <div role="group" aria-label="Carriers" className="pt-dashboard-filter__carrier-list">
        {carriers.map((c) => (
          <Checkbox key={c.code} label={carrierLabel(c.code)} checked={value.includes(c.code)} onChange={(e) => toggle(c.code, e.currentTarget.checked)} />
        ))}
        {carriers.length === 0 && <p>No carrier matches.</p>}
      </div>
      {value.length > 0 && <Button variant="minimal" size="small" text="Any carrier" onClick={() => onChange([])} />}
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-start" onClosed={() => setSearch('')}>
      <Button endIcon="caret-down" icon="ship" text={summary} aria-label={`Carriers: ${summary}`} />
    </PopoverNext>
  );
}
