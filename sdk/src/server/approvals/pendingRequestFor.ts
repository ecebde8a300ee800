import type { Db } from '../Db';
import { conflict } from '../HttpError';
import type { ApprovalRequestRow } from './approvalStateOf';

/**
 * The record's PENDING request, locked for the caller's transaction; a 409 naming the latest request's
 * state (or that none was requested) when there is none. `verb` names the move: 'decide', 'remind'.
 */
export async function pendingRequestFor(tx: Db, kind: string, recordId: string, companyId: string, verb: string): Promise<ApprovalRequestRow> {
  const pending = await tx.one<ApprovalRequestRow>(
    "SELECT * FROM approval_requests WHERE company_id = $1 AND kind = $2 AND record_id = $3 AND status = 'PENDING' FOR UPDATE",
    [companyId, kind, recordId],
  );
  if (pending) return pending;
  const latest = await tx.one<{ status: string }>(
    'SELECT status FROM approval_requests WHERE company_id = $1 AND kind = $2 AND record_id = $3 ORDER BY requested_at DESC, id DESC LIMIT 1',
    [companyId, kind, recordId],
  );
  throw conflict(latest ? `Cannot ${verb}: the approval is ${latest.status}` : `Cannot ${verb}: no approval was requested`);
}
