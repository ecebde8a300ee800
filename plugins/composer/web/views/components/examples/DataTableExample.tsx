import { useState } from 'react';
import { DataTable, FilterBar, type DataColumn, type DataTableSort, type FilterDef } from '@portolan/sdk';
import { exampleShipments, type ExampleShipment } from './exampleShipments';

const PAGE = 5;

const columns: DataColumn<ExampleShipment>[] = [
  { id: 'reference', title: 'Reference', sortField: 'reference', width: 110, render: (s) => s.reference },
  { id: 'origin', title: 'Origin', sortField: 'origin', width: 90, render: (s) => s.origin },
  { id: 'destination', title: 'Destination', sortField: 'destination', width: 110, render: (s) => s.destination },
  { id: 'mode', title: 'Mode', width: 70, render: (s) => s.mode },
  { id: 'teu', title: 'TEU', sortField: 'teu', width: 70, render: (s) => s.teu },
  { id: 'etd', title: 'ETD', sortField: 'etd', width: 110, defaultVisible: false, render: (s) => s.etd },
];

const filters: FilterDef[] = [
  { id: 'mode', label: 'Mode', kind: 'select', options: ['FCL', 'LCL', 'AIR'].map((m) => ({ value: m, label: m })) },
  { id: 'origin', label: 'Origin', kind: 'text', placeholder: 'e.g. INNSA', upperCase: true },
];

function compare(a: ExampleShipment, b: ExampleShipment, field: string): number {
  const x = a[field as keyof ExampleShipment];
  const y = b[field as keyof ExampleShipment];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

/** The DataTable example: sorting, filtering, paging and the column chooser over example rows, done in the browser. */
export default function DataTableExample() {
  const [sort, setSort] = useState<DataTableSort>({ field: 'reference', dir: 'asc' });
  const [values, setValues] = useState<Record<string, string>>({});
  const [offset, setOffset] = useState(0);
  const [visible, setVisible] = useState<string[] | undefined>();
  const [selected, setSelected] = useState<string[]>([]);

  const matching = exampleShipments
    .filter((s) => (!values.mode || s.mode === values.mode) && (!values.origin || s.origin.includes(values.origin)))
    .sort((a, b) => (sort.dir === 'asc' ? 1 : -1) * compare(a, b, sort.field));
  const rows = matching.slice(offset, offset + PAGE);

  return (
    <DataTable
      label="Example shipments"
      columns={columns}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setOffset(0);
      }}
      visibleColumns={visible}
      onVisibleColumnsChange={setVisible}
      selected={selected}
      onSelectionChange={setSelected}
      bulkActions={(ids) => <span>{ids.length === 1 ? '1 example row' : `${ids.length} example rows`}</span>}
      toolbar={
        <FilterBar
          filters={filters}
          values={values}
          onChange={(id, value) => {
            setValues((current) => ({ ...current, [id]: value }));
            setOffset(0);
          }}
          onClear={() => {
            setValues({});
            setOffset(0);
          }}
        />
      }
      paging={{
        count: matching.length,
        offset,
        hasPrev: offset > 0,
        hasNext: offset + PAGE < matching.length,
        onFirst: () => setOffset(0),
        onPrev: () => setOffset(Math.max(0, offset - PAGE)),
        onNext: () => setOffset(offset + PAGE),
      }}
      emptyText="No example shipment matches"
      height={190}
    />
  );
}
