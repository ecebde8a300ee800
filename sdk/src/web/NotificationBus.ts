import { token } from './Token';

export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface Notification {
  id: number;
  message: string;
  intent: Intent;
  createdAt: number;
  read: boolean;
}

/** SPEC §8 success / failure text pairs, e.g. `{ success: 'subscribed', failure: 'failed to subscribe' }`. */
export interface OutcomeTexts {
  success: string;
  failure: string;
}

/** The snackbar (auto-hides after 5000 ms) and the notification area. */
export interface NotificationBus {
  readonly notifications: readonly Notification[];
  readonly unreadCount: number;
  /** The messages the snackbar shows now, oldest first; each leaves after 5000 ms or when dismissed. */
  readonly snackbar: readonly Notification[];
  show(message: string, intent?: Intent): void;
  success(message: string): void;
  failure(message: string): void;
  /** Shows the success or failure text of a pair. */
  outcome(ok: boolean, texts: OutcomeTexts): void;
  /** Takes a message off the snackbar (it stays in the notification area). */
  dismiss(id: number): void;
  markAllRead(): void;
  clear(): void;
}

export const NotificationBus = token<NotificationBus>('portolan.sdk.NotificationBus');
