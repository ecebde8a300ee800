import { FilterBar, REPORT_MODES, type FilterDef, type ReportFilter, type ReportMode } from '@portolan/sdk';
import type { RelativeRange } from '../../../shared/types';
import { RELATIVE_RANGE_OPTIONS, rangeDates, rangeOf } from './relativeRanges';

const FILTERS: FilterDef[] = [
  { id: 'period', label: 'Period', kind: 'select', options: RELATIVE_RANGE_OPTIONS.filter((o) => o.value !== 'fixed'), anyLabel: 'Custom dates' },
  { id: 'from', label: 'From', kind: 'date' },
  { id: 'to', label: 'To', kind: 'date' },
  { id: 'carriers', label: 'Carriers (SCAC)', kind: 'text', placeholder: 'MAEU, MSCU', upperCase: true, width: 120 },
  { id: 'origins', label: 'Origins (POL)', kind: 'text', placeholder: 'INNSA', upperCase: true, width: 120 },
  { id: 'destinations', label: 'Destinations (POD)', kind: 'text', placeholder: 'NLRTM', upperCase: true, width: 120 },
  { id: 'modes', label: 'Mode', kind: 'select', options: REPORT_MODES.map((m) => ({ value: m, label: m })), anyLabel: 'Any' },
];

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);

export interface ReportFilterBarProps {
  filter: ReportFilter;
  onChange: (patch: Partial<ReportFilter>) => void;
}

/**
 * The one filter every report takes, as a row of labelled controls: a period preset (or custom dates),
 * carriers, ports of loading and discharge (comma lists of codes) and the mode. "Clear filters" goes back
 * to the default (the last 12 months, everything).
 */
export function ReportFilterBar({ filter, onChange }: ReportFilterBarProps) {
  const values = {
    period: rangeOf(filter) ?? '',
    from: filter.from,
    to: filter.to,
    carriers: filter.carriers.join(','),
    origins: filter.origins.join(','),
    destinations: filter.destinations.join(','),
    modes: filter.modes.join(','),
  };
  const change = (id: string, value: string) => {
    if (id === 'period') {
      if (value) onChange(rangeDates(value as RelativeRange, filter));
    } else if (id === 'from' || id === 'to') onChange({ [id]: value });
    else if (id === 'modes') onChange({ modes: value ? [value as ReportMode] : [] });
    else onChange({ [id]: list(value) });
  };
  return <FilterBar filters={FILTERS} values={values} onChange={change} onClear={() => onChange({ from: '', to: '', carriers: [], origins: [], destinations: [], modes: [], drill: {} })} />;
}
ReportFilterBar.displayName = 'Analytics.ReportFilterBar';
