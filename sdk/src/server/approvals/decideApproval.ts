import type { Db } from '../Db';
import { badRequest, forbidden } from '../HttpError';
import type { ApprovalDecision, ApprovalState } from '../../shared/approvals';
import { approvalStateOf, snapshotOf, type ApprovalRequestRow } from './approvalStateOf';
import { pendingRequestFor } from './pendingRequestFor';

export interface ApprovalDecisionInput {
  kind: string;
  recordId: string;
  companyId: string;
  userId: string;
  userName: string;
  decision: ApprovalDecision;
  /** Required to reject (400 `data.comment`). */
  comment?: string | null;
}

/**
 * The user decides the pending level of the record's request, in the caller's transaction: 409 when no
 * request is PENDING, 403 when the user is not one of the level's approvers, 400 `data.comment` for a
 * reject without a comment. An approval moves to the next level (APPROVED after the last); a reject ends it.
 */
export async function decideApproval(tx: Db, input: ApprovalDecisionInput): Promise<ApprovalState> {
  const request = await pendingRequestFor(tx, input.kind, input.recordId, input.companyId, input.decision === 'APPROVE' ? 'approve' : 'reject');
  const levels = snapshotOf(request);
  const current = Number(request.current_level);
  const level = levels.find((l) => l.level === current);
  if (!level || !level.approverIds.includes(input.userId)) throw forbidden(`You are not an approver of level ${current}`);
  const comment = input.comment?.trim() || null;
  if (input.decision === 'REJECT' && !comment) throw badRequest('Say why you reject it', 'data.comment');
  if (comment && comment.length > 2000) throw badRequest('At most 2000 characters', 'data.comment');
  await tx.query('INSERT INTO approval_decisions (request_id, level, decision, user_id, user_name, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())', [
    request.id,
    current,
    input.decision,
    input.userId,
    input.userName,
    comment,
  ]);
  const next = input.decision === 'APPROVE' ? levels.find((l) => l.level > current) : undefined;
  const status = input.decision === 'REJECT' ? 'REJECTED' : next ? 'PENDING' : 'APPROVED';
  const updated = await tx.one<ApprovalRequestRow>(
    `UPDATE approval_requests SET status = $2, current_level = $3, last_reminded_at = CASE WHEN $3::int IS DISTINCT FROM current_level THEN NULL ELSE last_reminded_at END,
       decided_at = CASE WHEN $2 = 'PENDING' THEN NULL ELSE clock_timestamp() END WHERE id = $1 RETURNING *`,
    [request.id, status, next?.level ?? null],
  );
  return approvalStateOf(tx, updated!, input.userId);
}
