import type { Db } from '../Db';
import type { Mailer } from '../services/Mailer';
import type { ApprovalState } from '../../shared/approvals';

export interface ApproverEmail {
  subject: string;
  /** What the email says (default: that the level waits for their decision). */
  text?: string;
  /** The record's page, written out below the text. */
  link?: string;
}

/**
 * Emails the approvers of the request's pending level (those still users of the company), in the caller's
 * transaction: nothing when the request is not PENDING. Answers how many were emailed.
 */
export async function notifyApprovers(tx: Db, mailer: Mailer, companyId: string, state: ApprovalState, email: ApproverEmail): Promise<number> {
  const pending = state.status === 'PENDING' ? state.levels.find((l) => l.level === state.currentLevel) : undefined;
  if (!pending) return 0;
  const approvers = await tx.query<{ email: string }>('SELECT email FROM users WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY email', [companyId, pending.approverIds]);
  const text = email.text ?? `An approval waits for your decision (level ${pending.level}).`;
  const body = `${text}\n${email.link ? `\nReview it: ${email.link}\n` : ''}`;
  for (const a of approvers.rows) await mailer.queue(tx, { to: a.email, subject: email.subject, body });
  return approvers.rows.length;
}
