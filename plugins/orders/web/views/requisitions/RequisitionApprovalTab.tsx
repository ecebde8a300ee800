import type { ApiResult, ApprovalState } from '@portolan/sdk';
import { ApprovalPanel, HttpClient, useLoad, useService } from '@portolan/sdk';
import { Callout } from '@blueprintjs/core';
import type { RequisitionDetails } from '../../../shared/types';
import { recordOf, requisitionPath, useSourcingApi } from '../../api/sourcingApi';

/**
 * The requisition's approval (SDK approvals, kind 'requisition'): the chain from `:id/approval`, Approve /
 * Reject for the pending level's approvers (`approval/decide/`), "Remind approvers" (`approval/remind/`).
 * Approval is requested by "Submit for approval".
 */
export function RequisitionApprovalTab({ requisition, onChanged }: { requisition: RequisitionDetails; onChanged: () => void }) {
  const api = useSourcingApi();
  const load = useLoad<unknown>(useService(HttpClient), `${requisitionPath(requisition._id)}/approval`);
  const state = recordOf<ApprovalState>(load.data);
  const after = async (answer: Promise<ApiResult<unknown>>) => {
    const result = await answer;
    if (result.ok) {
      load.reload();
      onChanged();
    }
    return result;
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 760 }}>
      {requisition.status === 'DRAFT' && (
        <Callout intent="primary">Submit the requisition for approval: the approval rules for requisitions decide who approves it, level by level.</Callout>
      )}
      <ApprovalPanel
        state={state}
        isFetching={load.isFetching}
        error={load.error}
        onRetry={load.reload}
        onApprove={(comment) => after(api.decideRequisition(requisition._id, 'APPROVE', comment))}
        onReject={(comment) => after(api.decideRequisition(requisition._id, 'REJECT', comment))}
        onRemind={() => after(api.remindRequisitionApprovers(requisition._id))}
      />
    </div>
  );
}
