import { useState } from 'react';
import { buildQuery, FilterBar, type FilterDef } from '@portolan/sdk';

const filters: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: ['Booked', 'Sailed', 'Arrived'].map((s) => ({ value: s.toUpperCase(), label: s })), anyLabel: 'Any status' },
  {
    id: 'pol',
    label: 'Port of loading',
    kind: 'text',
    placeholder: 'e.g. INNSA',
    upperCase: true,
    width: 130,
    suggestions: [
      { value: 'INNSA', label: 'Nhava Sheva' },
      { value: 'INMUN', label: 'Mundra' },
    ],
  },
  { id: 'etdFrom', field: 'etd', label: 'Departs from', kind: 'date', bound: 'from' },
  { id: 'etdTo', field: 'etd', label: 'Departs until', kind: 'date', bound: 'to' },
];

/** The FilterBar example: four filters and the list query they make (SDK buildQuery). */
export default function FilterBarExample() {
  const [values, setValues] = useState<Record<string, string | undefined>>({});
  const query = buildQuery(values, { filters, search: false, paged: false });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FilterBar filters={filters} values={values} onChange={(id, value) => setValues((current) => ({ ...current, [id]: value || undefined }))} onClear={() => setValues({})} />
      <figure style={{ margin: 0 }}>
        <figcaption>
          <strong>The query a list would send</strong>
        </figcaption>
        <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{JSON.stringify(query, null, 2)}</pre>
      </figure>
    </div>
  );
}
