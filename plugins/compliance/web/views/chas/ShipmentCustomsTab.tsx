import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { Entitlements, LoadStates, useAnswer, useCommands, useService, type RecordSlotProps } from '@portolan/sdk';
import { useChaApi } from '../../api/chaApi';
import { AssignChaDialog, type CustomsShipment } from './AssignChaDialog';
import { AssignmentsTable } from './AssignmentsTable';
import { portText } from './chaWords';
import { useUnassign } from './useUnassign';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The Customs tab on a shipment's details (a `recordTabs` contribution): the customs house agents
 * clearing it (export at the port of loading, import at the port of discharge), "Assign a CHA" and Remove.
 */
export default function ShipmentCustomsTab({ recordId, record }: RecordSlotProps) {
  const api = useChaApi();
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('chas', 'Create');
  const canDelete = entitlements.isAllowed('chas', 'Delete');
  const [assigning, setAssigning] = useState(false);
  const answer = useAnswer(() => api.assignments({ shipmentId: recordId }), recordId);
  const { removing, remove } = useUnassign(answer.reload);
  const fields = (record ?? {}) as Record<string, unknown>;
  const items = answer.data ?? [];
  const shipment: CustomsShipment = { _id: recordId, reference: text(fields.reference) ?? items[0]?.shipmentReference ?? 'this shipment', pol: text(fields.pol), pod: text(fields.pod) };
  useCommands(canCreate ? [{ id: 'shipment-assign-cha', title: `Assign a CHA (${shipment.reference})`, run: () => setAssigning(true) }] : [], [canCreate, shipment.reference]);
  return (
    <section aria-label="Customs house agents of this shipment">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '4px 0 8px', flexWrap: 'wrap' }}>
        <span className={Classes.TEXT_MUTED} style={{ flex: 1 }}>
          {shipment.pol || shipment.pod ? `Export clearance at ${portText(shipment.pol ?? '')}, import clearance at ${portText(shipment.pod ?? '')}` : 'Export clearance at the port of loading, import at the port of discharge'}
        </span>
        {canCreate && <Button size="small" intent="primary" icon="people" text="Assign a CHA" onClick={() => setAssigning(true)} />}
      </div>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!items.length} emptyText="No customs house agent assigned" onRetry={answer.reload}>
        <AssignmentsTable items={items} show="cha" label="CHA assignments" onRemove={canDelete ? (a) => void remove(a) : undefined} removing={removing} />
      </LoadStates>
      {assigning && <AssignChaDialog shipment={shipment} onClose={() => setAssigning(false)} onDone={answer.reload} />}
    </section>
  );
}
