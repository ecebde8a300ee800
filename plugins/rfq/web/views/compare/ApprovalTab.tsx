import { Callout } from '@blueprintjs/core';
import { ApprovalPanel, HttpClient, formatMoney, useCommands, useLoad, useService, type ApiResult, type ApprovalState } from '@portolan/sdk';
import { RFQ_API, type Rfq } from '../../../shared/types';
import { useRfqApi, type One } from '../../api/rfqApi';
import './compare.css';

/**
 * The owner's Approval tab: the allocated total to approve, "Request approval" while the RFQ is CLOSED
 * with its allocations (the RFQ's version sent), and the SDK approval chain (GET approval) with approve /
 * reject for the pending level's approvers and "Remind approvers" for the requester.
 */
export default function ApprovalTab({ rfq, onChanged }: { rfq: Rfq; onChanged: () => void }) {
  const http = useService(HttpClient);
  const api = useRfqApi();
  const load = useLoad<One<ApprovalState | null>>(http, RFQ_API.approval(rfq._id));
  const state = load.data?.record ?? undefined;
  const canRequest = rfq.status === 'CLOSED' && rfq.allocatedTotal !== null;
  const after = async (answer: Promise<ApiResult<unknown>>) => {
    const result = await answer;
    if (result.ok) {
      onChanged();
      load.reload();
    }
    return result;
  };
  const request = () => after(api.requestApproval(rfq._id, rfq.version));
  useCommands(canRequest ? [{ id: 'rfq-request-approval', title: 'Request approval of the award', run: () => void request() }] : [], [canRequest, rfq.version]);
  return (
    <div className="pt-rfq-panel">
      <Callout intent={rfq.allocatedTotal ? 'primary' : 'warning'} title={rfq.allocatedTotal ? `Allocated total ${formatMoney({ decimal: rfq.allocatedTotal }, rfq.currency)}` : 'Nothing allocated yet'}>
        {rfq.allocatedTotal
          ? rfq.baselineTotal
            ? `Against a baseline of ${formatMoney({ decimal: rfq.baselineTotal }, rfq.currency)}.`
            : 'No baseline to compare with.'
          : 'Allocate every lane on the Bids tab, then request approval.'}
        {rfq.status !== 'CLOSED' && rfq.status !== 'PENDING_APPROVAL' && ` Approval is requested while the RFQ is closed for bids (now ${rfq.status.replace('_', ' ').toLowerCase()}).`}
      </Callout>
      <ApprovalPanel
        state={state}
        isFetching={load.isFetching}
        error={load.error}
        onRetry={load.reload}
        onApprove={(comment) => after(api.approve(rfq._id, comment))}
        onReject={(comment) => after(api.reject(rfq._id, comment))}
        onRemind={() => after(api.remindApprovers(rfq._id))}
        onRequest={canRequest ? request : undefined}
      />
    </div>
  );
}
