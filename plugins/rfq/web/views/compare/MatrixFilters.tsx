import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { formatPort } from '@portolan/sdk';
import type { CompareLane } from '../../../shared/types';
import { NO_FILTERS, type LaneFilters } from './laneFilters';

const distinct = (values: string[]) => [...new Set(values)].sort();

/** The filters above the matrix: origin, destination, container type, and lanes whose L1 is above baseline. */
export function MatrixFilters({ lanes, value, onChange }: { lanes: CompareLane[]; value: LaneFilters; onChange: (f: LaneFilters) => void }) {
  const select = (name: 'origin' | 'destination' | 'containerType', label: string, options: string[], show: (v: string) => string) => (
    <HTMLSelect
      aria-label={label}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      options={[{ value: '', label: `Any ${label.toLowerCase()}` }, ...options.map((o) => ({ value: o, label: show(o) }))]}
    />
  );
  return (
    <div className="pt-rfq-filters" role="group" aria-label="Filter lanes">
      {select('origin', 'Origin', distinct(lanes.map((l) => l.lane.origin)), formatPort)}
      {select('destination', 'Destination', distinct(lanes.map((l) => l.lane.destination)), formatPort)}
      {select('containerType', 'Container type', distinct(lanes.map((l) => l.lane.containerType)), (v) => v)}
      <Checkbox inline label="Only lanes where L1 is above baseline" checked={value.aboveBaseline} onChange={(e) => onChange({ ...value, aboveBaseline: e.currentTarget.checked })} />
      {(value.origin || value.destination || value.containerType || value.aboveBaseline) && <Button variant="minimal" size="small" text="Clear filters" onClick={() => onChange(NO_FILTERS)} />}
    </div>
  );
}
