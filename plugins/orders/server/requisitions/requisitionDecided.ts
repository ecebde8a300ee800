import { writeActivity, type ApprovalState, type Db } from '@portolan/sdk/server';
import { REQUISITION_KIND } from '../../shared/states';

/**
 * What a decision of a requisition's approval does to it (the approval routes' onDecided, and the demo
 * seed): APPROVED → APPROVED, REJECTED → REJECTED, each audited; a level approved with another to come
 * leaves it PENDING_APPROVAL (the audit names the level).
 */
export async function requisitionDecided(tx: Db, companyId: string, id: string, state: ApprovalState, user: { id: string; name: string }): Promise<void> {
  const to = state.status === 'APPROVED' ? 'APPROVED' : state.status === 'REJECTED' ? 'REJECTED' : null;
  const decided = state.levels.filter((l) => l.status === 'APPROVED' || l.status === 'REJECTED').at(-1);
  const note = decided ? `Level ${decided.level}${decided.comment ? `: ${decided.comment}` : ''}` : null;
  if (!to) {
    await writeActivity(tx, { kind: REQUISITION_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'level-approved', note });
    return;
  }
  await tx.query("UPDATE requisitions SET status = $2, version = version + 1, updated_at = now() WHERE id = $1 AND status = 'PENDING_APPROVAL'", [id, to]);
  await writeActivity(tx, {
    kind: REQUISITION_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: to === 'APPROVED' ? 'approved' : 'rejected', from: 'PENDING_APPROVAL', to, note,
  });
}
