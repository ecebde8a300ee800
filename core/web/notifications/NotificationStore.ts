import { makeAutoObservable } from 'mobx';
import type { Intent, Notification, NotificationBus, OutcomeTexts } from '@portolan/sdk';
import { NOTIFICATIONS_KEPT, SNACKBAR_MAX_VISIBLE } from './snackbarDefaults';

/**
 * The NotificationBus (MobX): every message goes to the notification area (newest first, unread
 * until marked) and to the snackbar (the newest few, until the Snackbar hides them after 5000 ms or
 * the user dismisses them).
 */
export class NotificationStore implements NotificationBus {
  notifications: Notification[] = [];
  snackbar: Notification[] = [];
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<NotificationStore, 'nextId' | 'now'>(this, { now: false, nextId: false }, { autoBind: true });
  }

  get unreadCount(): number {
    return this.notifications.filter((n) => !n.read).length;
  }

  show(message: string, intent: Intent = 'none'): void {
    if (!message || message.trim() === '') return;
    const notification: Notification = { id: this.nextId++, message, intent, createdAt: this.now(), read: false };
    this.notifications = [notification, ...this.notifications].slice(0, NOTIFICATIONS_KEPT);
    this.snackbar = [...this.snackbar, notification].slice(-SNACKBAR_MAX_VISIBLE);
  }

  success(message: string): void {
    this.show(message, 'success');
  }

  failure(message: string): void {
    this.show(message, 'danger');
  }

  outcome(ok: boolean, texts: OutcomeTexts): void {
    if (ok) this.success(texts.success);
    else this.failure(texts.failure);
  }

  dismiss(id: number): void {
    this.snackbar = this.snackbar.filter((n) => n.id !== id);
  }

  markAllRead(): void {
    if (this.unreadCount === 0) return;
    this.notifications = this.notifications.map((n) => (n.read ? n : { ...n, read: true }));
  }

  clear(): void {
    this.notifications = [];
  }
}
