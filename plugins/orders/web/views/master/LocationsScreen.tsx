import { observer } from 'mobx-react-lite';
import { Button, Tag } from '@blueprintjs/core';
import { ResourceTable, countryName, formatPort, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { LOCATION_KINDS } from '../../../shared/states';
import { ORDERS_API, type CompanyLocation } from '../../../shared/types';
import { LocationDialog } from './LocationDialog';
import { ACTIVE_FILTER, words } from './masterOptions';
import { RowActions } from './RowActions';
import { useCatalogueEditing, type CatalogueEditing } from './useCatalogueEditing';

type Row = CompanyLocation & Record<string, unknown>;
const FILTERS: FilterDef[] = [{ id: 'kind', label: 'Kind', kind: 'select', options: LOCATION_KINDS.map((k) => ({ value: k, label: words(k) })) }, ACTIVE_FILTER];

function columns(editing: CatalogueEditing<Row>): DataColumn<Row>[] {
  return [
    { id: 'code', title: 'Code', width: 110, sortField: 'code', render: (r) => r.code },
    { id: 'name', title: 'Name', width: 220, render: (r) => r.name },
    { id: 'kind', title: 'Kind', width: 160, render: (r) => <Tag minimal>{words(r.kind)}</Tag>, csv: (r) => r.kind },
    { id: 'address', title: 'Address', width: 220, render: (r) => r.address ?? '' },
    { id: 'city', title: 'City', width: 130, render: (r) => r.city ?? '' },
    { id: 'country', title: 'Country', width: 140, render: (r) => countryName(r.country), csv: (r) => r.country },
    { id: 'port', title: 'Port', width: 160, render: (r) => (r.port ? formatPort(r.port) : ''), csv: (r) => r.port },
    { id: 'active', title: 'Active', width: 80, render: (r) => (r.active ? 'Yes' : <Tag minimal>No</Tag>), csv: (r) => (r.active ? 'yes' : 'no') },
    ...(editing.canUpdate
      ? [{ id: 'actions', title: 'Actions', width: 190, render: (r: Row) => <RowActions name={r.code} active={r.active} onEdit={() => editing.open(r)} onSetActive={(on) => void editing.setActive(r, on)} />, csv: () => null }]
      : []),
  ];
}

/** `/orders/locations`: the company's warehouses, factories, offices… (ship-to of orders, requisitions) — list, filters, search, CSV; new / edit; (de)activate. */
export default observer(function LocationsScreen() {
  const list = useResourceList<Row>({ base: ORDERS_API.locations, filters: FILTERS, defaultSort: { field: 'code', dir: 'asc' } });
  const editing = useCatalogueEditing<Row>(ORDERS_API.locations, list.reload, 'location');
  useCommands(
    [
      { id: 'refresh-locations', title: 'Refresh locations', shortcut: 'alt+r', run: () => void list.reload() },
      ...(editing.canCreate ? [{ id: 'new-location', title: 'New location', shortcut: 'alt+n', run: () => editing.open() }] : []),
    ],
    [list, editing.canCreate],
  );
  return (
    <section aria-labelledby="locations-title">
      <h1 id="locations-title" className="pt-page-title">
        Locations
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Company locations"
        columns={columns(editing)}
        search={{ label: 'Search locations', placeholder: 'Code, name or city…' }}
        exportName="locations.csv"
        emptyText="No location matches"
        height={560}
        actions={editing.canCreate && <Button size="small" intent="primary" icon="add" text="New location" onClick={() => editing.open()} />}
      />
      {editing.editing && <LocationDialog location={editing.record} onClose={editing.close} onSave={editing.save} />}
    </section>
  );
});
