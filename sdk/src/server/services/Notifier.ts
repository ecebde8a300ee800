import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** One event to tell people about (an entry of the event catalogue). */
export interface NotificationInput {
  /** A catalogue event name ('shipment.delayed'); an unknown name is a programming error (throws). */
  event: string;
  /** The company whose people are told. */
  companyId: string;
  /**
   * The users to tell (of that company). Default: every active user of the company who may see the
   * record and did not switch the category off.
   */
  userIds?: readonly string[];
  /** One line: "MSC Aurora: arrival at INNSA moved to 28 Nov". Also the email's subject. */
  title: string;
  /** Plain text; the email's body (links written out in full). */
  body: string;
  /** The in-app path it opens ('/shipments/…'). */
  href?: string;
  /** The record it is about, so the record's screen can list its events. */
  record?: { kind: string; id: string };
  /** Who caused it: not told about their own action. */
  actorUserId?: string;
}

/**
 * Notifications (the messaging plugin provides it): `notify` records the event in the caller's
 * transaction for every recipient and channel their preferences choose — in-app (pushed live), email
 * through the outbox (now, or in the user's hourly or daily digest).
 */
export interface Notifier {
  notify(tx: Db, input: NotificationInput): Promise<void>;
}

export const NOTIFIER = serviceToken<Notifier>('messaging.notifier', 'notifications by event and preference: in-app (live) and email (outbox, digests)');
