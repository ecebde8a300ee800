import { observer } from 'mobx-react-lite';
import { Button, Tag } from '@blueprintjs/core';
import { ResourceTable, countryName, formatPort, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { MASTER_KINDS } from '../../../shared/states';
import { ORDERS_API, type CompanyMasterEntry } from '../../../shared/types';
import { MasterEntryDialog } from './MasterEntryDialog';
import { ACTIVE_FILTER, words } from './masterOptions';
import { RowActions } from './RowActions';
import { useCatalogueEditing, type CatalogueEditing } from './useCatalogueEditing';

type Row = CompanyMasterEntry & Record<string, unknown>;
const FILTERS: FilterDef[] = [{ id: 'kind', label: 'Kind', kind: 'select', options: MASTER_KINDS.map((k) => ({ value: k, label: words(k) })) }, ACTIVE_FILTER];
const KIND_INTENT = { SUPPLIER: 'primary', CUSTOMER: 'success', CONSIGNEE: 'warning', AGENT: 'none' } as const;

function columns(editing: CatalogueEditing<Row>): DataColumn<Row>[] {
  return [
    { id: 'code', title: 'Code', width: 110, sortField: 'code', render: (r) => r.code },
    { id: 'name', title: 'Name', width: 220, render: (r) => r.name },
    { id: 'kind', title: 'Kind', width: 110, render: (r) => <Tag intent={KIND_INTENT[r.kind]}>{words(r.kind)}</Tag>, csv: (r) => r.kind },
    { id: 'country', title: 'Country', width: 140, render: (r) => countryName(r.country), csv: (r) => r.country },
    { id: 'city', title: 'City', width: 120, defaultVisible: false, render: (r) => r.city ?? '' },
    { id: 'port', title: 'Port', width: 160, render: (r) => (r.port ? formatPort(r.port) : ''), csv: (r) => r.port },
    { id: 'contactName', title: 'Contact', width: 140, render: (r) => r.contactName ?? '' },
    { id: 'contactEmail', title: 'Email', width: 200, render: (r) => r.contactEmail ?? '' },
    { id: 'phone', title: 'Phone', width: 130, defaultVisible: false, render: (r) => r.phone ?? '' },
    { id: 'paymentTerms', title: 'Terms', width: 150, render: (r) => r.paymentTerms ?? '' },
    { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (r) => r.currency ?? '' },
    { id: 'taxId', title: 'Tax ID', width: 130, defaultVisible: false, render: (r) => r.taxId ?? '' },
    { id: 'active', title: 'Active', width: 80, render: (r) => (r.active ? 'Yes' : <Tag minimal>No</Tag>), csv: (r) => (r.active ? 'yes' : 'no') },
    ...(editing.canUpdate
      ? [{ id: 'actions', title: 'Actions', width: 190, render: (r: Row) => <RowActions name={r.code} active={r.active} onEdit={() => editing.open(r)} onSetActive={(on) => void editing.setActive(r, on)} />, csv: () => null }]
      : []),
  ];
}

/** `/orders/company-master`: the suppliers and other parties of the company's orders — list, filters, search, CSV; new / edit in a dialog; (de)activate. */
export default observer(function CompanyMasterScreen() {
  const list = useResourceList<Row>({ base: ORDERS_API.companyMaster, filters: FILTERS, defaultSort: { field: 'code', dir: 'asc' } });
  const editing = useCatalogueEditing<Row>(ORDERS_API.companyMaster, list.reload, 'party');
  useCommands(
    [
      { id: 'refresh-company-master', title: 'Refresh company master', shortcut: 'alt+r', run: () => void list.reload() },
      ...(editing.canCreate ? [{ id: 'new-company-master-entry', title: 'New party', shortcut: 'alt+n', run: () => editing.open() }] : []),
    ],
    [list, editing.canCreate],
  );
  return (
    <section aria-labelledby="company-master-title">
      <h1 id="company-master-title" className="pt-page-title">
        Suppliers and parties
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Company master"
        columns={columns(editing)}
        search={{ label: 'Search parties', placeholder: 'Code, name or email…' }}
        exportName="company-master.csv"
        emptyText="No party matches"
        height={560}
        actions={editing.canCreate && <Button size="small" intent="primary" icon="add" text="New party" onClick={() => editing.open()} />}
      />
      {editing.editing && <MasterEntryDialog entry={editing.record} onClose={editing.close} onSave={editing.save} />}
    </section>
  );
});
