import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIVE_KINDS, type ApiResult, type HttpClient, type LiveConnection, type LiveMessage } from '@portolan/sdk';
import type { RecordRef, Reminder, ReminderState } from '../../shared/types';
import { NotificationApi } from './NotificationApi';

/** What the reminder form sends (`POST /api/reminders` and `POST /api/reminders/:id`). */
export interface ReminderData {
  title: string;
  note?: string;
  /** ISO 8601 with the browser's offset. */
  dueAt: string;
  email?: boolean;
  record?: RecordRef;
}

/**
 * The caller's reminders (`/api/reminders`): one page, filtered by state, soonest due first; create,
 * edit, snooze, done and delete; rows follow the live `reminder` event and the page reloads after a
 * reconnection.
 */
export class ReminderStore {
  items: Reminder[] = [];
  count = 0;
  isFetching = false;
  loaded = false;
  errorMessage?: string;
  state?: ReminderState;
  page = 1;
  readonly limit = 50;
  private request = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly live?: LiveConnection,
  ) {
    makeAutoObservable<ReminderStore, 'http' | 'live' | 'request'>(this, { http: false, live: false, request: false, items: observableRef }, { autoBind: true });
  }

  /** Loads the current page. */
  async load(): Promise<void> {
    const request = ++this.request;
    this.isFetching = true;
    const query = { ...(this.state ? { filter: { state: this.state } } : {}), sort: { dueAt: 'asc' }, page: this.page, limit: this.limit };
    const result = await this.http.get<{ items: Reminder[]; count: number }>(NotificationApi.reminders, { query });
    runInAction(() => {
      if (request !== this.request) return;
      this.isFetching = false;
      if (result.ok && result.data) {
        this.items = result.data.items ?? [];
        this.count = result.data.count ?? this.items.length;
        this.errorMessage = undefined;
        this.loaded = true;
      } else this.errorMessage = result.errorMessage;
    });
  }

  /** Shows one state only (or all with `undefined`), from the first page. */
  setState(state: ReminderState | undefined): Promise<void> {
    this.state = state;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** Creates a reminder; the new one joins the list. */
  async create(data: ReminderData): Promise<ApiResult<{ record: Reminder }>> {
    const result = await this.http.post<{ record: Reminder }>(NotificationApi.reminders, { data });
    if (result.ok && result.data?.record) this.put(result.data.record);
    return result;
  }

  /** Edits a reminder (title, note, due, email) at the version the user saw. */
  update(reminder: Reminder, data: Partial<ReminderData>): Promise<ApiResult<{ record: Reminder }>> {
    return this.write(NotificationApi.reminder(reminder._id), { ...data, version: reminder.version });
  }

  /** Snoozes: due again in `minutes`. */
  snooze(reminder: Reminder, minutes: number): Promise<ApiResult<{ record: Reminder }>> {
    return this.write(NotificationApi.snooze(reminder._id), { minutes, version: reminder.version });
  }

  /** Marks it done. */
  done(reminder: Reminder): Promise<ApiResult<{ record: Reminder }>> {
    return this.write(NotificationApi.done(reminder._id), { version: reminder.version });
  }

  /** Deletes it (and its job). */
  async remove(reminder: Reminder): Promise<ApiResult<unknown>> {
    const result = await this.http.delete(NotificationApi.reminder(reminder._id));
    if (result.ok) runInAction(() => {
      this.items = this.items.filter((r) => r._id !== reminder._id);
      this.count = Math.max(0, this.count - 1);
    });
    return result;
  }

  /** Adds or replaces one reminder in the shown page (a write's answer or a live event). */
  put(reminder: Reminder): void {
    const at = this.items.findIndex((r) => r._id === reminder._id);
    const shown = !this.state || this.state === reminder.state;
    if (at >= 0) {
      this.items = shown ? this.items.map((r, i) => (i === at ? reminder : r)) : this.items.filter((_, i) => i !== at);
      if (!shown) this.count = Math.max(0, this.count - 1);
    } else if (shown) {
      this.items = [...this.items, reminder].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
      this.count += 1;
    }
  }

  /** Subscribes to the live `reminder` event; answers the unsubscribe. */
  start(): () => void {
    if (!this.live) return () => undefined;
    const stops = [this.live.subscribe(LIVE_KINDS.reminder, (m: LiveMessage<{ reminder: Reminder }>) => m.data?.reminder && this.put(m.data.reminder)), this.live.onReady(() => void this.load())];
    return () => stops.forEach((stop) => stop());
  }

  private async write(path: string, data: unknown): Promise<ApiResult<{ record: Reminder }>> {
    const result = await this.http.post<{ record: Reminder }>(path, { data });
    if (result.ok && result.data?.record) this.put(result.data.record);
    return result;
  }
}
