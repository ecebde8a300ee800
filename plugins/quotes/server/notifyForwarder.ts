import { notifyCompany, type Db, type Mailer } from '@portolan/sdk/server';

/** Who hears about the work: a forwarder's team (new work: a lead, a customer's request), or an enquiry's handler (a customer's answer). */
export type Recipients = { companyId: string } | { enquiryId: string };

/**
 * Emails a forwarder about work on its desk, queued in the caller's transaction (sent only if the work
 * commits). An enquiry's news goes to the person who created it; without one (a planner lead), and
 * for new work, to the company's admins and managers, else its oldest user. Answers the addresses.
 */
export async function notifyForwarder(tx: Db, mailer: Mailer, to: Recipients, subject: string, body: string): Promise<string[]> {
  let companyId: string;
  if ('enquiryId' in to) {
    const row = await tx.one<{ company_id: string; email: string | null }>(
      'SELECT e.company_id, u.email FROM enquiries e LEFT JOIN users u ON u.id = e.created_by AND u.company_id = e.company_id WHERE e.id = $1',
      [to.enquiryId],
    );
    if (!row) return [];
    if (row.email) {
      await mailer.queue(tx, { to: row.email, subject, body });
      return [row.email];
    }
    companyId = row.company_id;
  } else companyId = to.companyId;
  return notifyCompany(tx, mailer, companyId, subject, body);
}
