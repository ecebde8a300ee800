import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIVE_KINDS, type HttpClient, type LiveConnection, type LiveMessage, type NotificationBus } from '@portolan/sdk';
import type { Notification } from '../../shared/types';
import { NotificationApi } from './NotificationApi';

/** What the notification list asks for: filters and the page (1-based). */
export interface NotificationQuery {
  category?: string;
  unread?: boolean;
  page: number;
  limit: number;
}

interface NotificationList {
  items: Notification[];
  count: number;
  unread: number;
}

/**
 * The caller's server notifications (`/api/events/notifications`): one page of them, the unread total,
 * marking read, and the live feed — a new notification is prepended (when it matches the filters), the
 * unread total follows `notificationsRead`, and the page reloads after each reconnection. With `announce`
 * a due reminder is also shown on the snackbar (the header's store does it, once per tab).
 */
export class NotificationStore {
  items: Notification[] = [];
  count = 0;
  unread = 0;
  isFetching = false;
  loaded = false;
  errorMessage?: string;
  query: NotificationQuery;
  private request = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly options: { live?: LiveConnection; bus?: NotificationBus; announce?: boolean; limit?: number } = {},
  ) {
    this.query = { page: 1, limit: options.limit ?? 20 };
    makeAutoObservable<NotificationStore, 'http' | 'options' | 'request'>(this, { http: false, options: false, request: false, items: observableRef }, { autoBind: true });
  }

  /** Loads the current page. */
  async load(): Promise<void> {
    const request = ++this.request;
    this.isFetching = true;
    const { category, unread, page, limit } = this.query;
    const filter = { ...(category ? { category } : {}), ...(unread ? { unread: true } : {}) };
    const result = await this.http.get<NotificationList>(NotificationApi.notifications, { query: { ...(Object.keys(filter).length ? { filter } : {}), page, limit } });
    runInAction(() => {
      if (request !== this.request) return;
      this.isFetching = false;
      if (result.ok && result.data) {
        this.items = result.data.items ?? [];
        this.count = result.data.count ?? this.items.length;
        this.unread = result.data.unread ?? this.unread;
        this.errorMessage = undefined;
        this.loaded = true;
      } else this.errorMessage = result.errorMessage;
    });
  }

  /** Changes filters or page (a filter change goes back to page 1) and loads. */
  setQuery(changes: Partial<NotificationQuery>): Promise<void> {
    const paging = Object.keys(changes).every((k) => k === 'page');
    this.query = { ...this.query, ...(paging ? {} : { page: 1 }), ...changes };
    return this.load();
  }

  /** Marks some notifications read (or all with `'all'`); answers whether the server agreed. */
  async markRead(ids: string[] | 'all'): Promise<boolean> {
    const result = await this.http.post<{ record: { unread: number } }>(NotificationApi.read, { data: ids === 'all' ? { all: true } : { ids } });
    if (!result.ok) return false;
    runInAction(() => {
      const now = new Date().toISOString();
      this.items = this.items.map((n) => (!n.readAt && (ids === 'all' || ids.includes(n._id)) ? { ...n, readAt: now } : n));
      this.unread = result.data?.record?.unread ?? this.items.filter((n) => !n.readAt).length;
    });
    return true;
  }

  /** A notification pushed live: newest first, counted unread. */
  receive(notification: Notification): void {
    if (this.items.some((n) => n._id === notification._id)) return;
    if (!notification.readAt) this.unread += 1;
    const { category, unread, page } = this.query;
    if (page === 1 && (!category || category === notification.category) && (!unread || !notification.readAt)) {
      this.items = [notification, ...this.items].slice(0, Math.max(this.query.limit, this.items.length));
      this.count += 1;
    }
    if (this.options.announce && notification.event === 'reminder.due') this.options.bus?.show(`Reminder: ${notification.title}`, 'primary');
  }

  /** Subscribes to the live feed; answers the unsubscribe. */
  start(): () => void {
    const live = this.options.live;
    if (!live) return () => undefined;
    const stops = [
      live.subscribe(LIVE_KINDS.notification, (m: LiveMessage<Notification>) => this.receive(m.data)),
      live.subscribe(LIVE_KINDS.notificationsRead, (m: LiveMessage<{ unread: number }>) => this.readElsewhere(m.data.unread)),
      live.onReady(() => void this.load()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Read in another tab or screen: the count follows; when nothing is unread any more every row shows read. */
  private readElsewhere(unread: number): void {
    this.unread = unread;
    if (unread === 0) this.items = this.items.map((n) => (n.readAt ? n : { ...n, readAt: new Date().toISOString() }));
  }
}
