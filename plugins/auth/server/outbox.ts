import type { Db, OutgoingEmail } from '@portolan/sdk/server';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';

/** Puts an email in the outbox (in the caller's transaction); the sender delivers it. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.query('INSERT INTO auth_outbox ("to", subject, body) VALUES ($1, $2, $3)', [email.to, email.subject, email.body]);
}

/** How an email leaves: SMTP, or the server log when no SMTP server is configured. */
export interface MailTransport {
  name: 'smtp' | 'log';
  send(email: OutgoingEmail): Promise<void>;
}

/** SMTP through nodemailer, from a URL such as `smtp://user:pass@mail.example.com:587` (or `smtps://…`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.body });
    },
  };
}

/** No SMTP: the email goes to the server log — with its body (the code) only outside production. */
export function logTransport(log: FastifyBaseLogger, showBody: boolean): MailTransport {
  return {
    name: 'log',
    async send(email) {
      log.info({ to: email.to, subject: email.subject, ...(showBody ? { body: email.body } : {}) }, 'email delivered to the log (no SMTP configured)');
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
  attempts: number;
}

/**
 * Sends what the outbox holds: claims a batch of unsent rows for two minutes (FOR UPDATE SKIP LOCKED,
 * so several API processes never take the same email), sends each outside any transaction, and marks
 * it sent — or counts the failure and tries again on a later pass, up to 5 times. Resolves to the
 * number sent.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, log?: FastifyBaseLogger): Promise<number> {
  const batch = await db.query<OutboxRow>(
    `UPDATE auth_outbox SET claimed_until = now() + interval '2 minutes'
     WHERE id IN (
       SELECT id FROM auth_outbox
       WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, "to", subject, body, attempts`,
    [MAX_ATTEMPTS, BATCH],
  );
  let sent = 0;
  for (const row of batch.rows) {
    try {
      await transport.send({ to: row.to, subject: row.subject, body: row.body });
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

/** Runs `deliverOutbox` every `intervalMs`; returns a stop function. Passes never overlap. */
export function startOutboxSender(db: Db, transport: MailTransport, log: FastifyBaseLogger, intervalMs = 5000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverOutbox(db, transport, log)
      .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
