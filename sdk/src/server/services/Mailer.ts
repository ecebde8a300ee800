import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** One email. Plain text: links are written out in full. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** Files sent with it (a report as PDF or XLSX); kept in the outbox until sent. */
  attachments?: EmailAttachment[];
}

/** A file attached to an email. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The outbox (the auth plugin provides it): `queue` writes the email in the caller's transaction, so it
 * leaves only if the work that sends it commits; a sender delivers it (SMTP, or the log without one)
 * with retries, once across API processes.
 */
export interface Mailer {
  queue(db: Db, email: OutgoingEmail): Promise<void>;
}

export const MAILER = serviceToken<Mailer>('auth.mailer', 'the email outbox (queued in the caller\'s transaction, delivered with retries)');
