import type { Db } from '../Db';
import { conflict } from '../HttpError';
import { iso } from '../resource/baseRecord';
import { APPROVAL_REMINDER_INTERVAL_MS } from '../../shared/approvals';
import { snapshotOf } from './approvalStateOf';
import { pendingRequestFor } from './pendingRequestFor';

export interface ApprovalReminderInput {
  kind: string;
  recordId: string;
  companyId: string;
  /** The clock (tests). */
  now?: Date;
}

/**
 * Who to remind of the record's pending level (the caller sends the emails): the level's approvers who are
 * still users of the company. 409 when no request is PENDING or when they were reminded less than an hour
 * ago; records the reminder's time.
 */
export async function remindApprovers(tx: Db, input: ApprovalReminderInput): Promise<{ level: number; approvers: Array<{ id: string; email: string; name: string }> }> {
  const request = await pendingRequestFor(tx, input.kind, input.recordId, input.companyId, 'remind');
  const now = input.now ?? new Date();
  const last = request.last_reminded_at ? new Date(iso(request.last_reminded_at)!) : null;
  if (last && now.getTime() - last.getTime() < APPROVAL_REMINDER_INTERVAL_MS) throw conflict('Already reminded less than an hour ago');
  const level = Number(request.current_level);
  const ids = snapshotOf(request).find((l) => l.level === level)?.approverIds ?? [];
  const approvers = await tx.query<{ id: string; email: string; name: string }>('SELECT id, email, name FROM users WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY lower(name), id', [
    input.companyId,
    ids,
  ]);
  await tx.query('UPDATE approval_requests SET last_reminded_at = $2 WHERE id = $1', [request.id, now.toISOString()]);
  return { level, approvers: approvers.rows.map((a) => ({ id: String(a.id), email: a.email, name: a.name })) };
}
