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
  show(message: string, intent?: Intent): void;
  success(message: string): void;
  failure(message: string): void;
  /** Shows the success or failure text of a pair. */
  outcome(ok: boolean, texts: OutcomeTexts): void;
  markAllRead(): void;
  clear(): void;
}

export const NotificationBus = token<NotificationBus>('portolan.sdk.NotificationBus');
