/**
 * The live connection (issue 17): one authenticated WebSocket per browser tab at `LIVE_PATH`, over
 * which the server pushes events to the signed-in user and the tab sends small signals (typing).
 *
 * Protocol (JSON text frames):
 *  1. the tab opens the socket and sends `{type: 'hello', token, after}` — its session token and the
 *     last `seq` it has seen (0 at first);
 *  2. the server answers `{type: 'ready', seq}` (the newest seq it holds for the user) after sending every
 *     stored event with a larger seq than `after`, in order (catch-up), or `{type: 'denied', message}`
 *     and closes (4401) when the token is not a live session;
 *  3. from then on, `{type: 'event', seq, kind, data, at}` for stored events (seq grows by one per user,
 *     without gaps, in commit order) and `{type: 'signal', kind, data}` for passing ones (typing: no seq,
 *     not kept, not caught up);
 *  4. the tab may send `{type: 'signal', kind, data}` (handled by the plugin that registered `kind`) and
 *     `{type: 'ping'}` (answered `{type: 'pong'}`).
 */
export const LIVE_PATH = '/api/live';

/** Close code the server uses when the hello's token is not a live session (the tab should not retry until signed in again). */
export const LIVE_CLOSE_DENIED = 4401;

export type LiveClientMessage =
  | { type: 'hello'; token: string; after: number }
  | { type: 'signal'; kind: string; data: unknown }
  | { type: 'ping' };

export type LiveServerMessage =
  | { type: 'ready'; seq: number }
  | { type: 'denied'; message: string }
  | { type: 'event'; seq: number; kind: string; data: unknown; at: string }
  | { type: 'signal'; kind: string; data: unknown }
  | { type: 'pong' };

/** Event kinds the product's plugins push (an add-on may push its own, prefixed with its plugin id). */
export const LIVE_KINDS = {
  /** A notification for the user: data = the notification (messaging shared/types Notification). */
  notification: 'messaging.notification',
  /** The user's unread notification count changed: data = {unread}. */
  notificationsRead: 'messaging.notifications-read',
  /** A new or changed chat message: data = {chatId, message}. */
  chatMessage: 'messaging.chat-message',
  /** A member read up to a message: data = {chatId, userId, messageId, readAt}. */
  chatRead: 'messaging.chat-read',
  /** A chat was created or its members or title changed: data = {chat}. */
  chatChanged: 'messaging.chat-changed',
  /** Signal: someone types in a chat: data = {chatId, userId, name}. */
  chatTyping: 'messaging.chat-typing',
  /** The caller's unread chats count: data = {count}. */
  chatUnread: 'messaging.chat-unread',
  /** A reminder changed (due, snoozed, done): data = {reminder}. */
  reminder: 'messaging.reminder',
  /** The reporting facts' revision moved (dashboards reload): data = {revision}. */
  reportingRevision: 'analytics.revision',
} as const;
