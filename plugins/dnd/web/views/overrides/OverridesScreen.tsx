import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@blueprintjs/core';
import { Entitlements, NotificationBus, ResourceTable, formatDate, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { DND_API, type DndOverride } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { OverrideDialog } from '../common/OverrideDialog';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES } from '../common/dndWords';

type Row = DndOverride & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'scope', label: 'Scope', kind: 'select', options: [{ value: 'SHIPMENT', label: 'Shipment' }, { value: 'CONTRACT', label: 'Contract' }] },
  { id: 'carrier', label: 'Carrier', kind: 'text', upperCase: true, width: 90 },
  { id: 'shipmentId', label: 'Shipment id', kind: 'text', width: 140 },
];

/** `/dnd/overrides`: negotiated free time per shipment or contract — list, create, edit, delete. */
const OverridesScreen = observer(function OverridesScreen() {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const canUpdate = entitlements.isAllowed('dnd', 'Update');
  const canDelete = entitlements.isAllowed('dnd', 'Delete');
  const list = useResourceList<Row>({ base: DND_API.overrides, filters: FILTERS, defaultSort: { field: 'updatedAt', dir: 'desc' } });
  const [editing, setEditing] = useState<DndOverride | 'new' | undefined>();
  const [deleting, setDeleting] = useState<DndOverride | undefined>();
  useCommands(
    [
      { id: 'reload-dnd-overrides', title: 'Refresh overrides', shortcut: 'alt+r', run: () => void list.reload() },
      ...(canCreate ? [{ id: 'new-dnd-override', title: 'New negotiated free time', shortcut: 'alt+n', run: () => setEditing('new') }] : []),
    ],
    [list, canCreate],
  );
  const remove = async (o: DndOverride) => {
    const answer = await api.deleteOverride(o._id);
    notify.outcome(answer.ok, { success: 'Override deleted', failure: `Could not delete the override: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(undefined);
    void list.reload();
  };
  const columns: DataColumn<Row>[] = [
    {
      id: 'appliesTo',
      title: 'Applies to',
      width: 180,
      render: (r) => (r.scope === 'SHIPMENT' ? r.shipmentId ? <Link to={`/shipments/${encodeURIComponent(r.shipmentId)}`}>{r.shipmentReference ?? r.shipmentId}</Link> : '—' : `Contract ${r.contractRef}`),
      csv: (r) => (r.scope === 'SHIPMENT' ? (r.shipmentReference ?? '') : `contract:${r.contractRef}`),
    },
    { id: 'carrier', title: 'Carrier', width: 80, render: (r) => r.carrier ?? 'Any', csv: (r) => r.carrier ?? '' },
    { id: 'direction', title: 'Direction', width: 80, render: (r) => (r.direction ? DIRECTION_TITLES[r.direction] : 'Any'), csv: (r) => r.direction ?? '' },
    { id: 'chargeType', title: 'Charge', width: 100, render: (r) => (r.chargeType ? CHARGE_TYPE_TITLES[r.chargeType] : 'Any'), csv: (r) => r.chargeType ?? '' },
    { id: 'freeDays', title: 'Free days', width: 80, render: (r) => `${r.freeDays}${r.dayBasis === 'WORKING' ? ' working' : ''}`, csv: (r) => r.freeDays },
    { id: 'discountPercent', title: 'Discount', width: 80, render: (r) => (r.discountPercent ? `${r.discountPercent} %` : '—'), csv: (r) => r.discountPercent ?? '' },
    { id: 'note', title: 'Note', width: 220, render: (r) => r.note ?? '', csv: (r) => r.note ?? '' },
    { id: 'updatedAt', title: 'Updated', width: 110, sortField: 'updatedAt', render: (r) => formatDate(r.updatedAt), csv: (r) => r.updatedAt },
    {
      id: 'actions',
      title: 'Actions',
      width: 130,
      render: (r) => (
        <>
          {canUpdate && <Button size="small" variant="minimal" icon="edit" aria-label={`Edit override ${r.shipmentReference ?? r.contractRef ?? ''}`} onClick={() => setEditing(r)} />}
          {canDelete && <Button size="small" variant="minimal" icon="trash" intent="danger" aria-label={`Delete override ${r.shipmentReference ?? r.contractRef ?? ''}`} onClick={() => setDeleting(r)} />}
        </>
      ),
      csv: () => '',
    },
  ];
  return (
    <section aria-labelledby="dnd-overrides-title">
      <h1 id="dnd-overrides-title" className="pt-page-title">
        Negotiated free time
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Overrides"
        columns={columns}
        search={{ label: 'Search overrides', placeholder: 'Contract reference, carrier or note…' }}
        exportName="dnd-overrides.csv"
        emptyText="No negotiated free time yet"
        height={520}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="New override" onClick={() => setEditing('new')} /> : undefined}
      />
      {editing && <OverrideDialog override={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onDone={() => void list.reload()} />}
      <Alert isOpen={Boolean(deleting)} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && void remove(deleting)}>
        Delete this negotiated free time? The clocks it priced go back to the tariff.
      </Alert>
    </section>
  );
});
export default OverridesScreen;
