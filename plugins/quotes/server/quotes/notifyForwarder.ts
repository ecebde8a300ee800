import type { Db, Mailer } from '@portolan/sdk/server';

/**
 * Emails the people who handle an enquiry at the forwarder: its creator, else the company's admins.
 * Queued in the caller's transaction (sent only if the work commits).
 */
export async function notifyForwarder(tx: Db, mailer: Mailer, enquiryId: string, subject: string, body: string): Promise<string[]> {
  const rows = await tx.query<{ email: string }>(
    `SELECT u.email FROM enquiries e JOIN users u ON u.id = e.created_by AND u.company_id = e.company_id WHERE e.id = $1
     UNION
     SELECT u.email FROM enquiries e JOIN users u ON u.company_id = e.company_id AND u.role = 'admin'
     WHERE e.id = $1 AND NOT EXISTS (SELECT 1 FROM users c WHERE c.id = e.created_by AND c.company_id = e.company_id)`,
    [enquiryId],
  );
  const to = rows.rows.map((r) => r.email).sort();
  for (const email of to) await mailer.queue(tx, { to: email, subject, body });
  return to;
}
