import type { Db } from './Db';
import type { Mailer } from './services/Mailer';

/**
 * Emails a company about work that concerns it (an RFQ invitation, a customer's request), queued in the
 * caller's transaction so it is sent only if the work commits: to its admins and managers, else its
 * oldest user. Answers the addresses.
 */
export async function notifyCompany(tx: Db, mailer: Mailer, companyId: string, subject: string, body: string): Promise<string[]> {
  const rows = await tx.query<{ email: string; lead: boolean }>(
    `SELECT email, role IN ('admin', 'manager') AS lead FROM users WHERE company_id = $1 ORDER BY (role IN ('admin', 'manager')) DESC, created_at LIMIT 20`,
    [companyId],
  );
  const leads = rows.rows.filter((r) => r.lead);
  const emails = (leads.length ? leads : rows.rows.slice(0, 1)).map((r) => r.email).sort();
  for (const email of emails) await mailer.queue(tx, { to: email, subject, body });
  return emails;
}
