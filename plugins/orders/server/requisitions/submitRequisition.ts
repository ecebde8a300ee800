import { conflict, isUuid, notFound, notifyApprovers, requestApproval, writeActivity, type ApprovalState, type Db, type Mailer } from '@portolan/sdk/server';
import { REQUISITION_KIND } from '../../shared/states';

export interface Submitter { id: string; name: string; companyId: string }

/**
 * Submits a DRAFT requisition for approval, in the caller's transaction (409 naming the state, or a
 * stale version): requests approval of kind 'requisition' for its estimated total with the facts the
 * rules' criteria match (its lines' distinct categories, its location), and moves it to
 * PENDING_APPROVAL — or APPROVED at once when no rule applies. The first level's approvers are emailed
 * a link to the requisition (`origin` + `/requisitions/:id`). Audited. Answers the approval.
 */
export async function submitRequisition(tx: Db, mailer: Mailer, user: Submitter, id: string, version: number | undefined, origin: string): Promise<ApprovalState> {
  if (!isUuid(id)) throw notFound('Requisition not found');
  const req = await tx.one<{ id: string; status: string; version: number; reference: string; title: string; estimated_total: string; currency: string; location_id: string | null }>(
    'SELECT id, status, version, reference, title, estimated_total::text AS estimated_total, currency, location_id FROM requisitions WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [id, user.companyId],
  );
  if (!req) throw notFound('Requisition not found');
  if (req.status !== 'DRAFT') throw conflict(`Cannot submit: the requisition is ${req.status}`);
  if (version !== undefined && Number(req.version) !== version) throw conflict(`This requisition was changed by someone else (version ${req.version}); reload it and try again`, 'data.version');
  const categories = await tx.query<{ category: string }>('SELECT DISTINCT category FROM requisition_line_items WHERE requisition_id = $1 ORDER BY category', [id]);
  const state = await requestApproval(tx, {
    kind: REQUISITION_KIND, recordId: id, companyId: user.companyId, amount: req.estimated_total, currency: req.currency, userId: user.id, userName: user.name,
    facts: { categories: categories.rows.map((c) => c.category), locationIds: req.location_id ? [String(req.location_id)] : [] },
  });
  const to = state.status === 'APPROVED' ? 'APPROVED' : 'PENDING_APPROVAL';
  await tx.query('UPDATE requisitions SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [id, to]);
  await writeActivity(tx, {
    kind: REQUISITION_KIND, recordId: id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'submit', from: 'DRAFT', to,
    note: state.levels.length ? `${state.levels.length} approval level${state.levels.length === 1 ? '' : 's'}` : 'No approval rule applies: approved at once',
  });
  await notifyApprovers(tx, mailer, user.companyId, state, {
    subject: `Approval needed: ${req.reference} (${req.currency} ${state.amount})`,
    text: `${user.name} asks you to approve requisition ${req.reference} "${req.title}", ${req.currency} ${state.amount} (level ${state.currentLevel}).`,
    link: `${origin}/requisitions/${id}`,
  });
  return state;
}
