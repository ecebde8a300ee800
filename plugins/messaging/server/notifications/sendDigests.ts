import { iso, MAILER, type ServerPluginContext } from '@portolan/sdk/server';

const PERIOD_SECONDS = { hourly: 3600, daily: 86_400 } as const;

/**
 * One digest email per user whose digest period elapsed (hourly / daily since the last digest, or since
 * their oldest waiting notification), listing every notification waiting for it; those become
 * `digested`. A user who went back to immediate gets what still waits at once. Each user's run claims
 * the settings row and the notifications with UPDATE … RETURNING in one transaction, so two processes
 * never send the same digest. Answers the number of emails queued.
 */
export async function sendDigests(ctx: Pick<ServerPluginContext, 'db' | 'services'>, now: Date): Promise<number> {
  const { db } = ctx;
  const due = await db.query<{ user_id: string }>(
    `SELECT n.user_id
       FROM notifications n
       LEFT JOIN notification_user_settings s ON s.user_id = n.user_id
      WHERE n.email_state = 'digest'
      GROUP BY n.user_id, s.digest, s.last_digest_at
     HAVING coalesce(s.digest, 'immediate') = 'immediate'
         OR coalesce(s.last_digest_at, min(n.created_at)) <= $1::timestamptz - make_interval(secs => CASE s.digest WHEN 'hourly' THEN ${PERIOD_SECONDS.hourly} ELSE ${PERIOD_SECONDS.daily} END)`,
    [now.toISOString()],
  );
  const mailer = ctx.services.get(MAILER);
  let sent = 0;
  for (const { user_id: userId } of due.rows) {
    sent += await db.transaction(async (tx) => {
      const user = await tx.one<{ email: string; company_id: string }>('SELECT email, company_id FROM users WHERE id = $1', [userId]);
      if (!user) return 0;
      await tx.query(
        `INSERT INTO notification_user_settings (user_id, company_id, digest) VALUES ($1, $2, 'immediate') ON CONFLICT (user_id) DO NOTHING`,
        [userId, user.company_id],
      );
      // Claim: the row lock makes a second process wait, then find nothing left to send.
      await tx.one('SELECT user_id FROM notification_user_settings WHERE user_id = $1 FOR UPDATE', [userId]);
      const items = await tx.query<{ title: string; body: string; href: string | null; created_at: unknown }>(
        `UPDATE notifications SET email_state = 'digested' WHERE user_id = $1 AND email_state = 'digest' RETURNING title, body, href, created_at`,
        [userId],
      );
      if (!items.rows.length) return 0;
      await tx.query('UPDATE notification_user_settings SET last_digest_at = $2::timestamptz, updated_at = now() WHERE user_id = $1', [userId, now.toISOString()]);
      const lines = [...items.rows]
        .sort((a, b) => iso(a.created_at)!.localeCompare(iso(b.created_at)!))
        .map((n) => `• ${n.title}\n  ${n.body.replace(/\n/g, '\n  ')}${n.href ? `\n  Open in Portolan: ${n.href}` : ''}`);
      const count = items.rows.length;
      await mailer.queue(tx, { to: user.email, subject: `Portolan: ${count} notification${count === 1 ? '' : 's'}`, body: `What happened since your last digest:\n\n${lines.join('\n\n')}\n` });
      return 1;
    });
  }
  return sent;
}
