import type { Db } from '../Db';
import { isUuid } from '../resource/isUuid';
import type { ApprovalState } from '../../shared/approvals';
import { approvalStateOf, type ApprovalRequestRow } from './approvalStateOf';

/** The latest approval request of the record for its company (undefined when none); `canDecide` for `userId`. */
export async function approvalOf(db: Db, kind: string, recordId: string, companyId: string, userId?: string): Promise<ApprovalState | undefined> {
  if (!isUuid(recordId)) return undefined;
  const row = await db.one<ApprovalRequestRow>(
    'SELECT * FROM approval_requests WHERE company_id = $1 AND kind = $2 AND record_id = $3 ORDER BY requested_at DESC, id DESC LIMIT 1',
    [companyId, kind, recordId],
  );
  return row ? approvalStateOf(db, row, userId) : undefined;
}
