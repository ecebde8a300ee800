import type { Db, Mailer } from '@portolan/sdk/server';

/** Emails a company's admins and managers (else its oldest user), queued in the caller's transaction; answers how many. */
export async function notifyCompany(tx: Db, mailer: Mailer, companyId: string, subject: string, body: string): Promise<number> {
  const rows = await tx.query<{ email: string; lead: boolean }>(
    "SELECT email, role IN ('admin', 'manager') AS lead FROM users WHERE company_id = $1 ORDER BY (role IN ('admin', 'manager')) DESC, created_at LIMIT 20",
    [companyId],
  );
  const leads = rows.rows.filter((r) => r.lead);
  const to = (leads.length ? leads : rows.rows.slice(0, 1)).map((r) => r.email);
  for (const email of to) await mailer.queue(tx, { to: email, subject, body });
  return to.length;
}
