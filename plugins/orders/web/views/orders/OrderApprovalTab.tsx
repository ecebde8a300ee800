import { ApprovalPanel, useAnswer, type ApiResult } from '@portolan/sdk';
import type { PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

/** The order's approval chain (SDK ApprovalPanel over `GET :id/approval`): approve / reject for the pending level's approvers, "Remind approvers" for the requester. */
export function OrderApprovalTab({ order, onChanged }: { order: PurchaseOrderDetails; onChanged: () => void }) {
  const api = useOrdersApi();
  const approval = useAnswer(() => api.approval(order._id), `${order._id}:${order.version}`);
  const after = async (answer: Promise<ApiResult<unknown>>) => {
    const result = await answer;
    if (result.ok) {
      approval.reload();
      onChanged();
    }
    return result;
  };
  return (
    <ApprovalPanel
      state={approval.data ?? undefined}
      isFetching={approval.isFetching}
      error={approval.error}
      onRetry={approval.reload}
      onApprove={(comment) => after(api.decideApproval(order._id, 'APPROVE', comment))}
      onReject={(comment) => after(api.decideApproval(order._id, 'REJECT', comment))}
      onRemind={() => after(api.remindApprovers(order._id))}
    />
  );
}
