import type { Db } from './Db';
import type { Mailer } from './services/Mailer';
import type { Notifier } from './services/Notifier';

/** What a company is told: a catalogue event with its one-line title (the email's subject) and body. */
export interface CompanyNotice {
  /** A catalogue event name the calling plugin declares ('rfq.awarded'). */
  event: string;
  subject: string;
  /** Plain text; links written out in full. */
  body: string;
  /** The in-app path it opens. */
  href?: string;
  record?: { kind: string; id: string };
  /** Who caused it (not told about their own action). */
  actorUserId?: string;
  /** Only these users of the company (default: the notifier's choice — everyone who wants the category). */
  userIds?: readonly string[];
}

/** The services a plugin passes: the outbox, and the notifier when the messaging plugin is installed (`optional: [NOTIFIER]`). */
export interface NoticeServices {
  mailer: Mailer;
  notifier?: Notifier;
}

/**
 * Tells a company about work that concerns it (an RFQ invitation, a customer's request), in the
 * caller's transaction so nothing is told unless the work commits. Through the notifier (in-app and
 * email by each user's preferences) when the messaging plugin is installed; without it, an email to
 * the company's admins and managers, else its oldest user.
 */
export async function notifyCompany(tx: Db, services: NoticeServices, companyId: string, notice: CompanyNotice): Promise<void> {
  if (services.notifier) {
    await services.notifier.notify(tx, {
      event: notice.event,
      companyId,
      title: notice.subject,
      body: notice.body,
      ...(notice.href ? { href: notice.href } : {}),
      ...(notice.record ? { record: notice.record } : {}),
      ...(notice.actorUserId ? { actorUserId: notice.actorUserId } : {}),
      ...(notice.userIds ? { userIds: notice.userIds } : {}),
    });
    return;
  }
  const rows = await tx.query<{ email: string; lead: boolean }>(
    `SELECT email, role IN ('admin', 'manager') AS lead FROM users WHERE company_id = $1 ORDER BY (role IN ('admin', 'manager')) DESC, created_at LIMIT 20`,
    [companyId],
  );
  const leads = rows.rows.filter((r) => r.lead);
  const emails = (leads.length ? leads : rows.rows.slice(0, 1)).map((r) => r.email).sort();
  for (const email of emails) await services.mailer.queue(tx, { to: email, subject: notice.subject, body: notice.body });
}
