import type { Db, OutgoingEmail } from '@portolan/sdk/server';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

/** Puts an email in the outbox (in the caller's transaction); the sender delivers it. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  const attachments = (email.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content).toString('base64') }));
  await db.query('INSERT INTO auth_outbox ("to", subject, body, attachments) VALUES ($1, $2, $3, $4::jsonb)', [email.to, email.subject, email.body, JSON.stringify(attachments)]);
}

/** An attachment as the outbox keeps it (content in base64). */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

function attachmentsOf(stored: StoredAttachment[] | string | null): NonNullable<OutgoingEmail['attachments']> {
  const list: StoredAttachment[] = typeof stored === 'string' ? JSON.parse(stored) : (stored ?? []);
  return list.map((a) => ({ filename: a.filename, contentType: a.contentType, content: new Uint8Array(Buffer.from(a.content, 'base64')) }));
}

/** How an email leaves: SMTP, or the server log when no SMTP server is configured. */
export interface MailTransport {
  name: 'smtp' | 'log';
  send(email: OutgoingEmail): Promise<void>;
}

/** The message nodemailer sends for an email (plain text, its attachments as files). */
export function nodemailerMessage(from: string, email: OutgoingEmail): SendMailOptions {
  const attachments = (email.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
  return { from, to: email.to, subject: email.subject, text: email.body, ...(attachments.length ? { attachments } : {}) };
}

/** SMTP through nodemailer, from a URL such as `smtp://user:pass@mail.example.com:587` (or `smtps://…`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail(nodemailerMessage(from, email));
    },
  };
}

/** No SMTP: the email goes to the server log — with its body (the code) only outside production. */
export function logTransport(log: FastifyBaseLogger, showBody: boolean): MailTransport {
  return {
    name: 'log',
    async send(email) {
      const attachments = (email.attachments ?? []).map((a) => `${a.filename} (${a.content.byteLength} bytes)`);
      log.info({ to: email.to, subject: email.subject, ...(attachments.length ? { attachments } : {}), ...(showBody ? { body: email.body } : {}) }, 'email delivered to the log (no SMTP configured)');
    },
  };
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  body: string;
  attachments: StoredAttachment[] | string | null;
  attempts: number;
}

/**
 * Sends what the outbox holds: claims a batch of unsent rows for two minutes (FOR UPDATE SKIP LOCKED,
 * so several API processes never take the same email), sends each outside any transaction, and marks
 * it sent — or counts the failure and tries again on a later pass, up to 5 times. Resolves to the
 * number sent. The auth plugin runs it as its scheduler job `auth.outbox`, every 5 s.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, log?: FastifyBaseLogger): Promise<number> {
  const batch = await db.query<OutboxRow>(
    `UPDATE auth_outbox SET claimed_until = now() + interval '2 minutes'
     WHERE id IN (
       SELECT id FROM auth_outbox
       WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, "to", subject, body, attachments, attempts`,
    [MAX_ATTEMPTS, BATCH],
  );
  let sent = 0;
  for (const row of batch.rows) {
    try {
      const attachments = attachmentsOf(row.attachments);
      await transport.send({ to: row.to, subject: row.subject, body: row.body, ...(attachments.length ? { attachments } : {}) });
      await db.query('UPDATE auth_outbox SET sent_at = now(), attempts = attempts + 1, transport = $2, last_error = NULL, claimed_until = NULL WHERE id = $1', [row.id, transport.name]);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log?.warn({ to: row.to, attempt: row.attempts + 1, err: message }, 'email delivery failed');
      await db.query('UPDATE auth_outbox SET attempts = attempts + 1, last_error = $2, transport = $3, claimed_until = NULL WHERE id = $1', [row.id, message.slice(0, 500), transport.name]);
    }
  }
  return sent;
}
