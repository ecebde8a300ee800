import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type RecordSlotProps } from '@portolan/sdk';
import { DND_API } from '../../shared/types';
import { OverrideDialog } from './common/OverrideDialog';
import { clockColumns, type ClockRow } from './containers/ContainerList';

/**
 * The D&D tab on a shipment's details (a `recordTabs` contribution): the clocks of its containers with
 * their last free days and costs, each linked to the container's D&D details, and "Add negotiated free time".
 */
const ShipmentDndTab = observer(function ShipmentDndTab({ recordId, record }: RecordSlotProps) {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const [adding, setAdding] = useState(false);
  const list = useResourceList<ClockRow>({ base: DND_API.containers, url: false, paged: false, fixed: { filter: { shipmentId: recordId } }, defaultSort: { field: 'lastFreeDay', dir: 'asc' } });
  const reference = (record as { reference?: string } | undefined)?.reference ?? list.rows[0]?.shipmentReference ?? 'this shipment';
  useCommands(canCreate ? [{ id: 'shipment-dnd-override', title: `Add negotiated free time (${reference})`, run: () => setAdding(true) }] : [], [canCreate, reference]);
  return (
    <>
      <ResourceTable<ClockRow>
        list={list}
        label="D&D clocks of this shipment"
        columns={clockColumns(false)}
        exportName="shipment-dnd.csv"
        emptyText="No container of this shipment is under a D&D clock"
        height={320}
        columnChooser={false}
        actions={canCreate ? <Button size="small" icon="time" text="Add negotiated free time" onClick={() => setAdding(true)} /> : undefined}
      />
      {adding && <OverrideDialog shipment={{ _id: recordId, reference }} onClose={() => setAdding(false)} onDone={() => void list.reload()} />}
    </>
  );
});
export default ShipmentDndTab;
