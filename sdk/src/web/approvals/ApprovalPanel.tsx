import { useState } from 'react';
import { Button, ButtonGroup, Classes, Tag, type Intent } from '@blueprintjs/core';
import type { ApprovalCriteriaOptions, ApprovalLevelStatus, ApprovalState, ApprovalStatus } from '../../shared/approvals';
import type { ApiResult } from '../HttpClient';
import { NotificationBus } from '../NotificationBus';
import { useService } from '../useService';
import { useCommands } from '../useCommands';
import type { CommandDefinition } from '../Commands';
import { LoadStates } from '../components/LoadStates';
import { formatDateTime } from '../format/formatDateTime';
import { formatMoney } from '../format/formatMoney';
import { ApprovalDecisionDialog } from './ApprovalDecisionDialog';
import { criteriaText } from './criteriaText';

export interface ApprovalPanelProps {
  /** The record's latest approval (SDK `approvalOf`); undefined when none was requested. */
  state: ApprovalState | undefined;
  /** The state is loading / failed to load (shown instead of the chain). */
  isFetching?: boolean;
  error?: string;
  onRetry?: () => void;
  /** Sends an approval of the pending level (shown when `state.canDecide`). */
  onApprove?: (comment: string) => Promise<ApiResult<unknown>>;
  /** Sends a rejection; the comment is required (a 400 `data.comment` shows beside it). */
  onReject?: (comment: string) => Promise<ApiResult<unknown>>;
  /** Reminds the pending level's approvers (for the requester; the server allows it once an hour). */
  onRemind?: () => Promise<ApiResult<unknown>>;
  /** Requests approval (shown when no request is pending). */
  onRequest?: () => Promise<ApiResult<unknown>>;
  /** Labels of the criteria's values (locations and suppliers are ids): without them they are counted. */
  criteriaOptions?: ApprovalCriteriaOptions;
}

const STATUS_INTENT: Record<ApprovalStatus | ApprovalLevelStatus, Intent> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger', CANCELLED: 'none', WAITING: 'none' };
const STATUS_TEXT: Record<ApprovalStatus | ApprovalLevelStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELLED: 'Cancelled', WAITING: 'Waiting' };

/**
 * A record's approval chain: its status and amount, each level with its threshold, approvers and decision
 * (who, when, comment), the pending level highlighted; Approve / Reject for an approver of the pending
 * level, "Remind approvers" and "Request approval" when the screen offers them.
 */
export function ApprovalPanel({ state, isFetching = false, error, onRetry, onApprove, onReject, onRemind, onRequest, criteriaOptions }: ApprovalPanelProps) {
  const notify = useService(NotificationBus);
  const [deciding, setDeciding] = useState<'APPROVE' | 'REJECT'>();
  const [busy, setBusy] = useState<'remind' | 'request'>();
  const pending = state?.status === 'PENDING';

  const decidable = pending && state.canDecide;
  const commands: CommandDefinition[] = [
    ...(decidable && onApprove ? [{ id: 'approval-approve', title: `Approve level ${state.currentLevel}`, section: 'Approval', run: () => setDeciding('APPROVE') }] : []),
    ...(decidable && onReject ? [{ id: 'approval-reject', title: `Reject level ${state.currentLevel}`, section: 'Approval', run: () => setDeciding('REJECT') }] : []),
  ];
  useCommands(commands, [commands.map((c) => c.title).join('|')]);

  const run = async (what: 'remind' | 'request', send: () => Promise<ApiResult<unknown>>) => {
    setBusy(what);
    const answer = await send();
    setBusy(undefined);
    if (what === 'remind') notify.outcome(answer.ok, { success: 'Approvers reminded', failure: `Could not remind the approvers: ${answer.errorMessage ?? 'Server Error'}` });
    else notify.outcome(answer.ok, { success: 'Approval requested', failure: `Could not request approval: ${answer.errorMessage ?? 'Server Error'}` });
  };

  const actions = (
    <ButtonGroup style={{ gap: 8, flexWrap: 'wrap' }}>
      {pending && state.canDecide && onApprove && <Button intent="success" icon="tick" text="Approve" onClick={() => setDeciding('APPROVE')} />}
      {pending && state.canDecide && onReject && <Button intent="danger" icon="cross" text="Reject" onClick={() => setDeciding('REJECT')} />}
      {pending && onRemind && <Button icon="notifications" text="Remind approvers" loading={busy === 'remind'} onClick={() => void run('remind', onRemind)} />}
      {!pending && onRequest && <Button intent="primary" icon="endorsed" text={state ? 'Request approval again' : 'Request approval'} loading={busy === 'request'} onClick={() => void run('request', onRequest)} />}
    </ButtonGroup>
  );

  return (
    <section aria-label="Approval" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <LoadStates isFetching={isFetching} error={error} onRetry={onRetry} empty={!state} emptyText="No approval requested yet" emptyDescription={onRequest ? actions : undefined}>
        {state && (
          <>
            <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
              <Tag intent={STATUS_INTENT[state.status]} size="large">
                {STATUS_TEXT[state.status]}
              </Tag>
              <span>{formatMoney({ decimal: state.amount }, state.currency)}</span>
              <span className={Classes.TEXT_MUTED}>
                Requested by {state.requestedBy} on {formatDateTime(state.requestedAt)}
                {state.lastRemindedAt ? ` · approvers reminded ${formatDateTime(state.lastRemindedAt)}` : ''}
              </span>
            </div>
            {state.levels.length === 0 ? (
              <p>No approval level applies: approved at once.</p>
            ) : (
              <ol aria-label="Approval levels" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}>
                {state.levels.map((level) => {
                  const current = state.status === 'PENDING' && level.level === state.currentLevel;
                  return (
                    <li
                      key={level.level}
                      aria-current={current ? 'step' : undefined}
                      style={{ padding: 8, borderRadius: 4, border: current ? '2px solid #c87619' : '1px solid rgba(128,128,128,0.35)' }}
                    >
                      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                        <strong>Level {level.level}</strong>
                        <span>from {formatMoney({ decimal: level.minAmount }, state.currency)}</span>
                        <Tag intent={STATUS_INTENT[level.status]} minimal>
                          {STATUS_TEXT[level.status]}
                        </Tag>
                      </div>
                      {criteriaText(level.criteria, criteriaOptions).map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                      <div>Approvers: {level.approverNames.join(', ')}</div>
                      {level.decidedBy && (
                        <div>
                          {level.status === 'APPROVED' ? 'Approved' : 'Rejected'} by {level.decidedBy}
                          {level.decidedAt ? ` on ${formatDateTime(level.decidedAt)}` : ''}
                          {level.comment ? `: “${level.comment}”` : ''}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
            {actions}
          </>
        )}
      </LoadStates>
      {deciding && state?.currentLevel != null && (
        <ApprovalDecisionDialog
          decision={deciding}
          level={state.currentLevel}
          onSubmit={(comment) => (deciding === 'APPROVE' ? onApprove! : onReject!)(comment)}
          onDone={() => {
            notify.success(deciding === 'APPROVE' ? 'Approved' : 'Rejected');
            setDeciding(undefined);
          }}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}
ApprovalPanel.displayName = 'Portolan.ApprovalPanel';
