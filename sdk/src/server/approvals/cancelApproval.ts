import type { Db } from '../Db';

/**
 * Cancels the record's PENDING approval request, in the caller's transaction (the record was withdrawn,
 * cancelled or sent back to draft): its approvers can no longer decide it. True when one was cancelled.
 */
export async function cancelApproval(tx: Db, input: { kind: string; recordId: string; companyId: string }): Promise<boolean> {
  const cancelled = await tx.query(
    "UPDATE approval_requests SET status = 'CANCELLED', current_level = NULL, decided_at = clock_timestamp() WHERE company_id = $1 AND kind = $2 AND record_id = $3 AND status = 'PENDING' RETURNING id",
    [input.companyId, input.kind, input.recordId],
  );
  return cancelled.rows.length > 0;
}
