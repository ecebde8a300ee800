import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@blueprintjs/core';
import { CONTAINER_TYPES, Entitlements, NotificationBus, ResourceTable, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { DND_API, type InventoryContainer } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { day, options } from '../common/dndWords';
import { InventoryDialog } from './InventoryDialog';
import { CONDITION_TITLES, INVENTORY_STATE_TITLES, OWNERSHIP_TITLES } from './inventoryWords';

type Row = InventoryContainer & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'ownership', label: 'Ownership', kind: 'select', options: options(OWNERSHIP_TITLES) },
  { id: 'status', label: 'Status', kind: 'select', options: options(INVENTORY_STATE_TITLES) },
  { id: 'condition', label: 'Condition', kind: 'select', options: options(CONDITION_TITLES) },
  { id: 'isoType', label: 'Type', kind: 'select', options: CONTAINER_TYPES.map((t) => ({ value: t.code, label: `${t.code} · ${t.name}` })) },
  { id: 'location', label: 'Location', kind: 'text', upperCase: true, width: 90 },
];

/** `/container-inventory`: the company's owned and leased boxes — where, in what state, on which shipment and its last free day. */
const InventoryScreens = observer(function InventoryScreens() {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('containers', 'Create');
  const canUpdate = entitlements.isAllowed('containers', 'Update');
  const canDelete = entitlements.isAllowed('containers', 'Delete');
  const list = useResourceList<Row>({ base: DND_API.inventory, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  const [editing, setEditing] = useState<InventoryContainer | 'new' | undefined>();
  const [deleting, setDeleting] = useState<InventoryContainer | undefined>();
  useCommands(
    [
      { id: 'reload-inventory', title: 'Refresh container inventory', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'inventory-available', title: 'Show available containers', run: () => list.setView({ status: 'AVAILABLE' }) },
      ...(canCreate ? [{ id: 'new-inventory-container', title: 'Add container to inventory', shortcut: 'alt+n', run: () => setEditing('new') }] : []),
    ],
    [list, canCreate],
  );
  const remove = async (c: InventoryContainer) => {
    const answer = await api.deleteInventory(c._id);
    notify.outcome(answer.ok, { success: `${c.number} removed`, failure: `Could not remove ${c.number}: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(undefined);
    void list.reload();
  };
  const columns: DataColumn<Row>[] = [
    { id: 'number', title: 'Container', width: 130, render: (r) => <Link to={`/container-shipment/${encodeURIComponent(r.number)}`}>{r.number}</Link>, csv: (r) => r.number },
    { id: 'isoType', title: 'Type', width: 70, render: (r) => r.isoType, csv: (r) => r.isoType },
    { id: 'ownership', title: 'Ownership', width: 140, render: (r) => (r.ownership === 'LEASED' ? `Leased · ${r.lessor ?? ''}` : 'Owned'), csv: (r) => r.ownership },
    { id: 'status', title: 'Status', width: 100, render: (r) => INVENTORY_STATE_TITLES[r.status], csv: (r) => r.status },
    { id: 'location', title: 'Location', width: 90, render: (r) => r.location ?? '—', csv: (r) => r.location ?? '' },
    { id: 'condition', title: 'Condition', width: 110, render: (r) => CONDITION_TITLES[r.condition], csv: (r) => r.condition },
    { id: 'nextAvailableOn', title: 'Next available', width: 110, render: (r) => day(r.nextAvailableOn), csv: (r) => r.nextAvailableOn ?? '' },
    {
      id: 'currentShipment',
      title: 'Current shipment',
      width: 130,
      render: (r) => (r.currentShipment ? <Link to={`/shipments/${encodeURIComponent(r.currentShipment.shipmentId)}`}>{r.currentShipment.reference}</Link> : '—'),
      csv: (r) => r.currentShipment?.reference ?? '',
    },
    { id: 'lastFreeDay', title: 'Last free day', width: 110, render: (r) => day(r.currentShipment?.lastFreeDay), csv: (r) => r.currentShipment?.lastFreeDay ?? '' },
    { id: 'journeys', title: 'Journeys', width: 80, render: (r) => r.journeys, csv: (r) => r.journeys },
    { id: 'leaseEnd', title: 'Lease ends', width: 110, defaultVisible: false, render: (r) => day(r.leaseEnd), csv: (r) => r.leaseEnd ?? '' },
    { id: 'manufacturedYear', title: 'Built', width: 70, defaultVisible: false, render: (r) => r.manufacturedYear ?? '—', csv: (r) => r.manufacturedYear ?? '' },
    {
      id: 'actions',
      title: 'Actions',
      width: 90,
      render: (r) => (
        <>
          {canUpdate && <Button size="small" variant="minimal" icon="edit" aria-label={`Edit ${r.number}`} onClick={() => setEditing(r)} />}
          {canDelete && <Button size="small" variant="minimal" icon="trash" intent="danger" aria-label={`Remove ${r.number}`} onClick={() => setDeleting(r)} />}
        </>
      ),
      csv: () => '',
    },
  ];
  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title" className="pt-page-title">
        Container inventory
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Container inventory"
        columns={columns}
        search={{ label: 'Search containers', placeholder: 'Container number or lessor…' }}
        exportName="container-inventory.csv"
        emptyText="No container in the inventory"
        height={600}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="Add container" onClick={() => setEditing('new')} /> : undefined}
      />
      {editing && <InventoryDialog container={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onDone={() => void list.reload()} />}
      <Alert isOpen={Boolean(deleting)} intent="danger" icon="trash" confirmButtonText="Remove" cancelButtonText="Cancel" onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && void remove(deleting)}>
        Remove {deleting?.number} from the inventory? Its journeys stay on the shipments.
      </Alert>
    </section>
  );
});
export default InventoryScreens;
