import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { NotificationStore } from './NotificationStore';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_ELEVATION, SNACKBAR_MAX_VISIBLE } from './snackbarDefaults';

describe('NotificationStore', () => {
  it('lists notifications newest first, unread', () => {
    const bus = new NotificationStore(() => 1000);
    bus.show('first');
    bus.success('second');
    expect(bus.notifications.map((n) => [n.message, n.intent, n.read, n.createdAt])).toEqual([
      ['second', 'success', false, 1000],
      ['first', 'none', false, 1000],
    ]);
    expect(bus.unreadCount).toBe(2);
  });

  it('shows the success or the failure text of a SPEC §8 pair', () => {
    const bus = new NotificationStore();
    bus.outcome(true, { success: 'subscribed', failure: 'failed to subscribe' });
    bus.outcome(false, { success: 'Invoice Uploaded', failure: 'Invoice upload failed' });
    expect(bus.notifications.map((n) => [n.message, n.intent])).toEqual([
      ['Invoice upload failed', 'danger'],
      ['subscribed', 'success'],
    ]);
  });

  it('puts each message on the snackbar until dismissed, keeping it in the area', () => {
    const bus = new NotificationStore();
    bus.show('Saved');
    const [shown] = bus.snackbar;
    expect(shown.message).toBe('Saved');
    bus.dismiss(shown.id);
    expect(bus.snackbar).toEqual([]);
    expect(bus.notifications).toHaveLength(1);
  });

  it('keeps only the newest messages on the snackbar', () => {
    const bus = new NotificationStore();
    for (let i = 1; i <= SNACKBAR_MAX_VISIBLE + 2; i++) bus.show(`m${i}`);
    expect(bus.snackbar.map((n) => n.message)).toEqual(['m3', 'm4', 'm5']);
  });

  it('marks all read and clears', () => {
    const bus = new NotificationStore();
    bus.show('a');
    bus.show('b');
    bus.markAllRead();
    expect(bus.unreadCount).toBe(0);
    expect(bus.notifications.every((n) => n.read)).toBe(true);
    bus.clear();
    expect(bus.notifications).toEqual([]);
  });

  it('ignores blank messages', () => {
    const bus = new NotificationStore();
    bus.show('  ');
    expect(bus.notifications).toEqual([]);
  });

  it('is observable, and its methods work detached', () => {
    const bus = new NotificationStore();
    const counts: number[] = [];
    const stop = autorun(() => counts.push(bus.unreadCount));
    const { failure } = bus;
    failure('failed to create account');
    stop();
    expect(counts).toEqual([0, 1]);
  });

  it('uses the SPEC §9 constants', () => {
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);
    expect(SNACKBAR_ELEVATION).toBe(6);
  });
});
