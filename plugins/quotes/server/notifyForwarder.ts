import { notifyCompany, type CompanyNotice, type Db, type NoticeServices } from '@portolan/sdk/server';

/** Who hears about the work: a forwarder's team (new work: a lead, a customer's request), or an enquiry's handler (a customer's answer). */
export type Recipients = { companyId: string } | { enquiryId: string };

/**
 * Tells a forwarder about work on its desk (a catalogue event of QUOTES_EVENTS), in the caller's
 * transaction (told only if the work commits). An enquiry's news goes to the person who created it;
 * without one (a planner lead), and for new work, to the company (notifyCompany: by preference with
 * the messaging plugin, else its admins and managers, else its oldest user).
 */
export async function notifyForwarder(tx: Db, notices: NoticeServices, to: Recipients, notice: Omit<CompanyNotice, 'userIds'>): Promise<void> {
  if ('companyId' in to) return notifyCompany(tx, notices, to.companyId, notice);
  const row = await tx.one<{ company_id: string; user_id: string | null; email: string | null }>(
    'SELECT e.company_id, u.id AS user_id, u.email FROM enquiries e LEFT JOIN users u ON u.id = e.created_by AND u.company_id = e.company_id WHERE e.id = $1',
    [to.enquiryId],
  );
  if (!row) return;
  if (row.user_id && notices.notifier) return notifyCompany(tx, notices, row.company_id, { ...notice, userIds: [String(row.user_id)] });
  if (row.email) return notices.mailer.queue(tx, { to: row.email, subject: notice.subject, body: notice.body });
  return notifyCompany(tx, notices, row.company_id, notice);
}
