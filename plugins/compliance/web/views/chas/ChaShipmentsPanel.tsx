import { Entitlements, LoadStates, useAnswer, useService } from '@portolan/sdk';
import { useChaApi } from '../../api/chaApi';
import { AssignmentsTable } from './AssignmentsTable';
import { useUnassign } from './useUnassign';

/** The Shipments tab of a CHA: the shipments it is assigned to clear, by port and direction, each removable. */
export function ChaShipmentsPanel({ chaId }: { chaId: string }) {
  const api = useChaApi();
  const entitlements = useService(Entitlements);
  const answer = useAnswer(() => api.assignments({ chaId }), chaId);
  const { removing, remove } = useUnassign(answer.reload);
  const items = answer.data ?? [];
  return (
    <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!items.length} emptyText="No shipment assigned to this agent" emptyDescription="Assign an agent from a shipment's Customs tab." onRetry={answer.reload}>
      <AssignmentsTable items={items} show="shipment" label="Shipments assigned" onRemove={entitlements.isAllowed('chas', 'Delete') ? (a) => void remove(a) : undefined} removing={removing} />
    </LoadStates>
  );
}
