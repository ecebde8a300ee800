import { isUuid, MAILER, type Db, type NotificationInput, type ServerPluginContext } from '@portolan/sdk/server';
import { LIVE_KINDS, type NotificationChannel } from '@portolan/sdk/shared';
import { toNotification } from './toNotification';

/** Extra rules of one delivery beyond the preferences. */
export interface DeliveryOptions {
  /** Also email each recipient (a reminder set to email), unless the company disallows email for the category. */
  alsoEmail?: boolean;
}

interface Recipient {
  id: string;
  email: string;
  pref_in_app: boolean | null;
  pref_email: boolean | null;
  digest: string | null;
}

/**
 * Tells the recipients of `input` about one catalogue event, in the caller's transaction. Recipients:
 * `input.userIds` that belong to `input.companyId`, else every user of the company; never the actor.
 * Channels per user: the user's own choice for the category, else the company default, else the
 * event's `defaultChannels` (in-app). The company's category switch can turn the category off (nobody
 * told) or disallow email. In-app: a `notifications` row pushed live. Email: queued in the outbox now
 * when the user's digest is immediate, else left for the digest. An email-only notification is still
 * stored (read already) so the record's history has it. Unknown event: throws (a programming error).
 */
export async function deliverNotification(ctx: Pick<ServerPluginContext, 'events' | 'live' | 'services'>, tx: Db, input: NotificationInput, options: DeliveryOptions = {}): Promise<number> {
  const event = ctx.events.event(input.event);
  if (!event) throw new Error(`Unknown notification event "${input.event}": declare it in a plugin's \`events\``);
  const config = await tx.one<{ enabled: boolean; email_allowed: boolean }>('SELECT enabled, email_allowed FROM event_category_config WHERE company_id = $1 AND category = $2', [input.companyId, event.category]);
  if (config && !config.enabled) return 0;
  const emailAllowed = config ? config.email_allowed : true;
  const fallback = await tx.one<{ in_app: boolean; email: boolean }>('SELECT in_app, email FROM notification_defaults WHERE company_id = $1 AND category = $2', [input.companyId, event.category]);
  const eventDefault: readonly NotificationChannel[] = event.defaultChannels ?? ['inApp'];

  const recipients = await tx.query<Recipient>(
    `SELECT u.id, u.email, p.in_app AS pref_in_app, p.email AS pref_email, s.digest
       FROM users u
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.category = $2
       LEFT JOIN notification_user_settings s ON s.user_id = u.id
      WHERE u.company_id = $1 AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[])) AND ($4::uuid IS NULL OR u.id <> $4::uuid)
      ORDER BY u.created_at, u.id`,
    [input.companyId, event.category, input.userIds ? input.userIds.filter(isUuid) : null, input.actorUserId && isUuid(input.actorUserId) ? input.actorUserId : null],
  );
  const mailer = ctx.services.get(MAILER);
  let told = 0;
  for (const user of recipients.rows) {
    const inApp = user.pref_in_app ?? fallback?.in_app ?? eventDefault.includes('inApp');
    const wantsEmail = (user.pref_email ?? fallback?.email ?? eventDefault.includes('email')) || !!options.alsoEmail;
    const email = wantsEmail && emailAllowed;
    if (!inApp && !email) continue;
    const immediate = (user.digest ?? 'immediate') === 'immediate';
    const row = await tx.one<Record<string, unknown>>(
      `INSERT INTO notifications (company_id, user_id, event, category, title, body, href, record_kind, record_id, actor_user_id, read_at, email_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11 THEN NULL ELSE now() END, $12) RETURNING *`,
      [input.companyId, user.id, event.name, event.category, input.title, input.body, input.href ?? null, input.record?.kind ?? null, input.record?.id ?? null, input.actorUserId ?? null, inApp, email ? (immediate ? 'sent' : 'digest') : 'none'],
    );
    if (inApp) await ctx.live.publish(tx, { users: [user.id], kind: LIVE_KINDS.notification, data: toNotification(row!) });
    if (email && immediate) await mailer.queue(tx, { to: user.email, subject: input.title, body: emailBody(input) });
    told += 1;
  }
  return told;
}

/** The email's text: the body and the in-app path it opens. */
function emailBody(input: NotificationInput): string {
  return input.href ? `${input.body}\n\nOpen in Portolan: ${input.href}` : input.body;
}

