import { useState } from 'react';
import { NotificationBus, useService } from '@portolan/sdk';
import type { ChaAssignment } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';

/** Removes an assignment, notifies the outcome with the server's message, then reloads; `removing` is the one under way. */
export function useUnassign(reload: () => void): { removing?: string; remove: (a: ChaAssignment) => Promise<void> } {
  const api = useChaApi();
  const notify = useService(NotificationBus);
  const [removing, setRemoving] = useState<string>();
  const remove = async (a: ChaAssignment) => {
    setRemoving(a._id);
    const answer = await api.unassign(a._id);
    setRemoving(undefined);
    notify.outcome(answer.ok, { success: `${a.chaName} no longer clears ${a.shipmentReference} at ${a.port}`, failure: `Could not remove the assignment: ${answer.errorMessage ?? 'Server Error'}` });
    reload();
  };
  return { removing, remove };
}
