import type { Db, Mailer } from '@portolan/sdk/server';

/**
 * Emails a forwarder's team about new work (a lead, a customer's request): its admins and managers, or
 * its oldest user when it has none — queued in the caller's transaction.
 */
export async function notifyForwarder(tx: Db, mailer: Mailer, companyId: string, subject: string, body: string): Promise<void> {
  const rows = await tx.query<{ email: string; lead: boolean }>(
    `SELECT email, role IN ('admin', 'manager') AS lead FROM users WHERE company_id = $1 ORDER BY (role IN ('admin', 'manager')) DESC, created_at LIMIT 20`,
    [companyId],
  );
  const leads = rows.rows.filter((r) => r.lead);
  for (const { email } of leads.length ? leads : rows.rows.slice(0, 1)) await mailer.queue(tx, { to: email, subject, body });
}
