import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBus } from '@portolan/sdk';
import { FakeHttpClient, type FakeRequest } from '@portolan/sdk/testing';
import { DASHBOARD_API, type DashboardLayout, type DashboardLayoutItem } from '@portolan/sdk';
import { DashboardLayoutStore } from './DashboardLayoutStore';

const DEFAULTS: DashboardLayoutItem[] = [
  { key: 'analytics:radar', size: 'large' },
  { key: 'analytics:watch', size: 'medium' },
  { key: 'addon:top', size: 'small' },
];

function notifications() {
  return { failure: vi.fn() } as unknown as NotificationBus & { failure: ReturnType<typeof vi.fn> };
}

const put = (req: FakeRequest) => (req.body as { data: DashboardLayout }).data;

describe('DashboardLayoutStore', () => {
  afterEach(() => vi.useRealTimers());

  it('saves a burst of changes in one PUT after the pause, with the version it loaded', async () => {
    vi.useFakeTimers();
    const http = new FakeHttpClient()
      .on('GET', DASHBOARD_API.layout, { success: true, data: { items: [{ key: 'addon:top', size: 'full' }], version: 2 } })
      .on('PUT', DASHBOARD_API.layout, (req) => ({ success: true, data: { ...put(req), version: 3 } }));
    const store = new DashboardLayoutStore(http, notifications(), () => DEFAULTS, 500);
    await store.load();
    store.change({ kind: 'move', key: 'analytics:watch', over: 'addon:top' });
    store.change({ kind: 'size', key: 'analytics:radar', size: 'small' });
    expect(store.items.map((i) => `${i.key}=${i.size}`)).toEqual(['analytics:watch=medium', 'addon:top=full', 'analytics:radar=small']);
    await vi.advanceTimersByTimeAsync(499);
    expect(http.callsTo('PUT', DASHBOARD_API.layout)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(http.callsTo('PUT', DASHBOARD_API.layout)).toHaveLength(1);
    expect(http.callsTo('PUT', DASHBOARD_API.layout)[0].body).toEqual({ data: { version: 2, items: store.items } });
    expect(store.pending).toEqual([]);
    expect(store.base.version).toBe(3);
  });

  it('on a stale save (409) reloads the layout, replays the unsaved changes on it and saves again', async () => {
    let layout: DashboardLayout = { items: [{ key: 'analytics:watch', size: 'full' }], version: 1 };
    const http = new FakeHttpClient()
      .on('GET', DASHBOARD_API.layout, () => ({ success: true, data: layout }))
      .on('PUT', DASHBOARD_API.layout, (req) => {
        const sent = put(req);
        if (sent.version !== layout.version) return FakeHttpClient.reply(409, { success: false, error: { message: 'The layout changed since you loaded it', code: 'CONFLICT' } });
        layout = { items: sent.items, version: layout.version! + 1 };
        return { success: true, data: layout };
      });
    const store = new DashboardLayoutStore(http, notifications(), () => DEFAULTS, 0);
    await store.load();
    // Another tab makes the radar full width meanwhile.
    layout = { items: [{ key: 'analytics:radar', size: 'full' }], version: 2 };
    store.change({ kind: 'size', key: 'addon:top', size: 'medium' });
    await store.save();
    const puts = http.callsTo('PUT', DASHBOARD_API.layout);
    expect(puts).toHaveLength(2);
    expect(puts[1].body).toEqual({
      data: {
        version: 2,
        items: [
          { key: 'analytics:radar', size: 'full' },
          { key: 'analytics:watch', size: 'medium' },
          { key: 'addon:top', size: 'medium' },
        ],
      },
    });
    expect(layout.version).toBe(3);
    expect(store.pending).toEqual([]);
  });

  it('keeps the changes on screen and says so when the server refuses them', async () => {
    const bus = notifications();
    const http = new FakeHttpClient()
      .on('GET', DASHBOARD_API.layout, FakeHttpClient.reply(404, { success: false, error: { message: 'No layout', code: 'NOT_FOUND' } }))
      .on('PUT', DASHBOARD_API.layout, FakeHttpClient.reply(500, { success: false, error: { message: 'Database down', code: 'ERROR' } }));
    const store = new DashboardLayoutStore(http, bus, () => DEFAULTS, 0);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.items).toEqual([]);
    store.change({ kind: 'reset' });
    store.change({ kind: 'size', key: 'addon:top', size: 'large' });
    await store.save();
    expect(bus.failure).toHaveBeenCalledWith('Dashboard layout not saved: Database down');
    expect(store.items.find((i) => i.key === 'addon:top')?.size).toBe('large');
    expect(http.callsTo('PUT', DASHBOARD_API.layout)[0].body).toEqual({ data: { items: store.items } });
  });
});
