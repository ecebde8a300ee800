import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, NotificationBus } from '@portolan/sdk';
import { DASHBOARD_API, type DashboardLayout, type DashboardLayoutItem } from '@portolan/sdk';
import { applyLayoutChange, type LayoutChange } from './applyLayoutChange';

/** Changes are saved this long after the last one (a drag, then a resize: one PUT). */
export const LAYOUT_SAVE_DELAY_MS = 800;
/** How many times a save stale by another tab's (409) is rebased on the newer layout and sent again. */
const MAX_REBASES = 3;

/** The layout from an answer's data: `{ record: DashboardLayout }` (the analytics server), or the layout itself. */
function layoutOf(data: unknown): DashboardLayout | undefined {
  const value = (data as { record?: unknown } | undefined)?.record ?? data;
  if (typeof value !== 'object' || value === null || !Array.isArray((value as DashboardLayout).items)) return undefined;
  return value as DashboardLayout;
}

/**
 * The signed-in user's dashboard arrangement (`GET`/`PUT /api/dashboard/layout`): the server's layout
 * plus the user's changes not saved yet. Changes show at once and are saved debounced; a save the server
 * refuses as stale (409: another tab or device saved first) reloads the layout, replays the unsaved
 * changes on it and sends that.
 */
export class DashboardLayoutStore {
  base: DashboardLayout = { items: [] };
  pending: LayoutChange[] = [];
  status: 'loading' | 'ready' = 'loading';
  saving = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saveAgain = false;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationBus,
    /** The registered widgets in registered order at their default size. */
    private readonly defaults: () => readonly DashboardLayoutItem[],
    private readonly delayMs = LAYOUT_SAVE_DELAY_MS,
  ) {
    makeAutoObservable<DashboardLayoutStore, 'http' | 'notifications' | 'defaults' | 'timer' | 'saveAgain'>(
      this,
      { http: false, notifications: false, defaults: false, timer: false, saveAgain: false },
      { autoBind: true },
    );
  }

  /** The arrangement the user sees: the server's with the unsaved changes applied. */
  get items(): DashboardLayoutItem[] {
    return this.pending.reduce<DashboardLayoutItem[]>((items, change) => applyLayoutChange(items, this.defaults(), change), this.base.items);
  }

  async load(): Promise<void> {
    const result = await this.http.get<unknown>(DASHBOARD_API.layout);
    runInAction(() => {
      const layout = result.ok ? layoutOf(result.data) : undefined;
      if (layout) this.base = layout;
      this.status = 'ready';
    });
    // A user without a saved layout (404) or a server that failed: the default arrangement, no alarm.
    if (this.pending.length > 0) this.schedule();
  }

  change(change: LayoutChange): void {
    this.pending = [...this.pending, change];
    this.schedule();
  }

  /** Saves now what is waiting (leaving the screen). */
  flush(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.save();
  }

  private schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, this.delayMs);
  }

  async save(rebases = 0): Promise<void> {
    if (this.status !== 'ready' || this.pending.length === 0) return;
    if (this.saving && rebases === 0) {
      this.saveAgain = true;
      return;
    }
    const sent = this.pending.length;
    const items = this.items;
    this.saving = true;
    const body: DashboardLayout = this.base.version === undefined ? { items } : { items, version: this.base.version };
    const result = await this.http.put<unknown>(DASHBOARD_API.layout, { data: body });
    if (result.ok) {
      runInAction(() => {
        this.base = layoutOf(result.data) ?? { items, version: this.base.version };
        this.pending = this.pending.slice(sent);
      });
    } else if (result.status === 409 && rebases < MAX_REBASES) {
      const fresh = await this.http.get<unknown>(DASHBOARD_API.layout);
      const layout = fresh.ok ? layoutOf(fresh.data) : undefined;
      if (layout) {
        runInAction(() => (this.base = layout));
        return this.save(rebases + 1);
      }
      this.notifications.failure(`Dashboard layout not saved: ${fresh.errorMessage ?? 'Server Error'}`);
    } else {
      this.notifications.failure(`Dashboard layout not saved: ${result.errorMessage ?? 'Server Error'}`);
    }
    runInAction(() => (this.saving = false));
    if (this.saveAgain) {
      this.saveAgain = false;
      await this.save();
    }
  }
}
