import { writeActivity, type Db } from '@portolan/sdk/server';
import type { EnquiryState, LossReason } from '../../shared/states';
import { ENQUIRY_KIND } from '../../shared/types';

/** Who did it: a signed-in user, or the customer through a link (no user id). */
export type Actor = { id: string | null; name: string };

export type EnquiryMove = {
  enquiryId: string;
  /** The forwarder (owner of the enquiry). */
  companyId: string;
  /** States the move leaves; from any other state nothing happens. */
  from: readonly EnquiryState[];
  to: EnquiryState;
  actor: Actor;
  /** The audit action ('quote-published', 'quote-accepted', …). */
  action: string;
  note?: string | null;
  /** Other columns: the loss reason, feedback, first quoted at. */
  lossReason?: LossReason | null;
  feedback?: string | null;
  firstQuoted?: boolean;
};

/**
 * Moves an enquiry with the work that moves it (a quote started, published, accepted, declined,
 * expired), in the caller's transaction, and writes the move to the enquiry's audit trail. Answers
 * whether it moved (an enquiry in another state stays as it is).
 */
export async function moveEnquiry(tx: Db, move: EnquiryMove): Promise<boolean> {
  const row = await tx.one<{ status: EnquiryState }>('SELECT status FROM enquiries WHERE id = $1 AND company_id = $2 FOR UPDATE', [move.enquiryId, move.companyId]);
  if (!row || !move.from.includes(row.status)) return false;
  await tx.query(
    `UPDATE enquiries SET status = $3, version = version + 1, updated_at = now(),
       loss_reason = CASE WHEN $4::boolean THEN $5 ELSE loss_reason END,
       feedback = CASE WHEN $4::boolean THEN $6 ELSE feedback END,
       first_quoted_at = CASE WHEN $7::boolean THEN COALESCE(first_quoted_at, now()) ELSE first_quoted_at END
     WHERE id = $1 AND company_id = $2`,
    [move.enquiryId, move.companyId, move.to, move.lossReason !== undefined, move.lossReason ?? null, move.feedback ?? null, !!move.firstQuoted],
  );
  await writeActivity(tx, { kind: ENQUIRY_KIND, recordId: move.enquiryId, companyId: move.companyId, actorId: move.actor.id, actorName: move.actor.name, action: move.action, from: row.status, to: move.to, note: move.note ?? null });
  return true;
}
