import type { DigestMode } from '@portolan/sdk/shared';

/** The record a chat or reminder is attached to (a shipment, quote, RFQ, order, booking …). */
export interface RecordRef {
  kind: string;
  id: string;
  /** Its name when attached ("SHP-2026-0042"), kept for lists. */
  title?: string | null;
  /** Its in-app path. */
  href?: string | null;
}

export interface ChatMember {
  userId: string;
  name: string;
  companyId: string;
  companyName: string;
  /** The member has read every message up to this per-chat number. */
  lastReadSeq: number;
  lastReadAt: string | null;
}

export interface ChatAttachment {
  documentId: string;
  name: string;
  contentType: string;
  size: number;
}

export interface ChatMessage {
  _id: string;
  chatId: string;
  /** 1, 2, 3 … within the chat, in the order the server accepted them. */
  seq: number;
  authorId: string;
  authorName: string;
  companyId: string;
  companyName: string;
  /** Empty once deleted. Mentions are written `@[Name](userId)`. */
  body: string;
  /** The user ids mentioned. */
  mentions: string[];
  attachments: ChatAttachment[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  version: number;
}

export interface Chat {
  _id: string;
  title: string;
  record: RecordRef | null;
  members: ChatMember[];
  /** The companies of the members, the creator's first. */
  companies: Array<{ id: string; name: string }>;
  lastMessage: ChatMessage | null;
  /** Messages of others the caller has not read. */
  unread: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Someone the caller may add to a chat (own company, or a connected company / a party to the record). */
export interface ChatContact {
  userId: string;
  name: string;
  companyId: string;
  companyName: string;
}

export interface Notification {
  _id: string;
  event: string;
  category: string;
  title: string;
  body: string;
  href: string | null;
  record: RecordRef | null;
  createdAt: string;
  readAt: string | null;
}

/** One category's channels for a user (or a company default). */
export interface CategoryChannels {
  category: string;
  inApp: boolean;
  email: boolean;
}

/** `GET /api/events/user-notification-preferences`: the caller's effective channels per category. */
export interface UserNotificationPreferences {
  items: Array<CategoryChannels & { title: string; description: string; source: 'user' | 'company' | 'default'; enabled: boolean; emailAllowed: boolean }>;
  digest: DigestMode;
}

/** `GET /api/events/event-category-config`: the company's switch per category, with its events. */
export interface EventCategoryConfig {
  category: string;
  title: string;
  description: string;
  /** Off: nobody of the company is told about this category. */
  enabled: boolean;
  /** Off: this category never emails (in-app only). */
  emailAllowed: boolean;
  events: Array<{ name: string; title: string; defaultChannels: Array<'inApp' | 'email'> }>;
}

export type ReminderState = 'scheduled' | 'due' | 'done';

export interface Reminder {
  _id: string;
  title: string;
  note: string;
  dueAt: string;
  state: ReminderState;
  /** Also email when due. */
  email: boolean;
  record: RecordRef | null;
  firedAt: string | null;
  doneAt: string | null;
  snoozeCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}
