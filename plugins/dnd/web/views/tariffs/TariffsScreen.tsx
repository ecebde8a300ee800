import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button } from '@blueprintjs/core';
import { Entitlements, NotificationBus, ResourceTable, formatDate, formatMoney, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { CONTAINER_SIZES } from '../../../shared/states';
import { DND_API, type DndTariff } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES, options } from '../common/dndWords';
import { TariffDialog } from './TariffDialog';
import { TariffUploadDialog } from './TariffUploadDialog';

type Row = DndTariff & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'carrier', label: 'Carrier', kind: 'text', upperCase: true, width: 90 },
  { id: 'port', label: 'Port', kind: 'text', upperCase: true, width: 90 },
  { id: 'direction', label: 'Direction', kind: 'select', options: options(DIRECTION_TITLES) },
  { id: 'chargeType', label: 'Charge', kind: 'select', options: options(CHARGE_TYPE_TITLES) },
  { id: 'size', label: 'Size', kind: 'select', options: CONTAINER_SIZES.map((s) => ({ value: s, label: `${s}'` })) },
];

const tiersText = (t: DndTariff) => t.tiers.map((tier) => `${tier.fromDay}–${tier.toDay ?? '…'}: ${formatMoney({ decimal: tier.perDiem }, t.currency)}`).join(' · ');

/** `/dnd/tariffs`: the company's D&D tariffs per carrier, port and box — list, create, edit, delete, bulk upload. */
const TariffsScreen = observer(function TariffsScreen() {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const canUpdate = entitlements.isAllowed('dnd', 'Update');
  const canDelete = entitlements.isAllowed('dnd', 'Delete');
  const list = useResourceList<Row>({ base: DND_API.rates, filters: FILTERS, defaultSort: { field: 'updatedAt', dir: 'desc' } });
  const [dialog, setDialog] = useState<DndTariff | 'new' | 'upload' | undefined>();
  const [deleting, setDeleting] = useState<DndTariff | undefined>();
  useCommands(
    [
      { id: 'reload-dnd-tariffs', title: 'Refresh tariffs', shortcut: 'alt+r', run: () => void list.reload() },
      ...(canCreate
        ? [
            { id: 'new-dnd-tariff', title: 'New D&D tariff', shortcut: 'alt+n', run: () => setDialog('new') },
            { id: 'upload-dnd-tariffs', title: 'Upload D&D tariffs', shortcut: 'alt+u', run: () => setDialog('upload') },
          ]
        : []),
    ],
    [list, canCreate],
  );
  const remove = async (t: DndTariff) => {
    const answer = await api.deleteTariff(t._id);
    notify.outcome(answer.ok, { success: 'Tariff deleted', failure: `Could not delete the tariff: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(undefined);
    void list.reload();
  };
  const name = (r: DndTariff) => `${r.carrier} ${r.port} ${r.direction} ${r.chargeType} ${r.size}`;
  const columns: DataColumn<Row>[] = [
    { id: 'carrier', title: 'Carrier', width: 80, sortField: 'carrier', render: (r) => r.carrier, csv: (r) => r.carrier },
    { id: 'port', title: 'Port', width: 80, sortField: 'port', render: (r) => r.port, csv: (r) => r.port },
    { id: 'direction', title: 'Direction', width: 80, render: (r) => DIRECTION_TITLES[r.direction], csv: (r) => r.direction },
    { id: 'chargeType', title: 'Charge', width: 100, render: (r) => CHARGE_TYPE_TITLES[r.chargeType], csv: (r) => r.chargeType },
    { id: 'box', title: 'Box', width: 100, render: (r) => `${r.size}' ${r.group.toLowerCase().replace('_', ' ')}`, csv: (r) => `${r.size} ${r.group}` },
    { id: 'freeDays', title: 'Free days', width: 90, render: (r) => `${r.freeDays}${r.dayBasis === 'WORKING' ? ' working' : ''}`, csv: (r) => r.freeDays },
    { id: 'tiers', title: 'Tiers (per diem)', width: 320, render: (r) => tiersText(r), csv: (r) => r.tiers.map((t) => `${t.fromDay}-${t.toDay ?? ''}:${t.perDiem}`).join(' ') },
    { id: 'currency', title: 'Currency', width: 70, render: (r) => r.currency, csv: (r) => r.currency },
    { id: 'validity', title: 'Valid', width: 190, render: (r) => `${formatDate(r.validFrom)} – ${r.validTo ? formatDate(r.validTo) : 'open'}`, csv: (r) => `${r.validFrom}/${r.validTo ?? ''}` },
    { id: 'source', title: 'Source', width: 160, defaultVisible: false, render: (r) => r.source ?? '', csv: (r) => r.source ?? '' },
    { id: 'updatedAt', title: 'Updated', width: 110, sortField: 'updatedAt', render: (r) => formatDate(r.updatedAt), csv: (r) => r.updatedAt },
    {
      id: 'actions',
      title: 'Actions',
      width: 90,
      render: (r) => (
        <>
          {canUpdate && <Button size="small" variant="minimal" icon="edit" aria-label={`Edit tariff ${name(r)}`} onClick={() => setDialog(r)} />}
          {canDelete && <Button size="small" variant="minimal" icon="trash" intent="danger" aria-label={`Delete tariff ${name(r)}`} onClick={() => setDeleting(r)} />}
        </>
      ),
      csv: () => '',
    },
  ];
  return (
    <section aria-labelledby="dnd-tariffs-title">
      <h1 id="dnd-tariffs-title" className="pt-page-title">
        D&D tariffs
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Tariffs"
        columns={columns}
        search={{ label: 'Search tariffs', placeholder: 'Carrier, port or source…' }}
        exportName="dnd-tariffs.csv"
        emptyText="No tariff yet: add one, or upload a file of tariffs"
        height={520}
        actions={
          canCreate ? (
            <>
              <Button size="small" intent="primary" icon="add" text="New tariff" onClick={() => setDialog('new')} />
              <Button size="small" icon="upload" text="Upload tariffs" onClick={() => setDialog('upload')} />
            </>
          ) : undefined
        }
      />
      {dialog === 'upload' && <TariffUploadDialog onClose={() => setDialog(undefined)} onDone={() => void list.reload()} />}
      {dialog && dialog !== 'upload' && <TariffDialog tariff={dialog === 'new' ? undefined : dialog} onClose={() => setDialog(undefined)} onDone={() => void list.reload()} />}
      <Alert isOpen={Boolean(deleting)} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && void remove(deleting)}>
        Delete the tariff {deleting && name(deleting)}? Clocks it priced show days only until another tariff applies.
      </Alert>
    </section>
  );
});
export default TariffsScreen;
