import ReconnectingWebSocket from 'partysocket/ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { Container } from 'inversify';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ContainerContext, DASHBOARD_API, LIVE_KINDS, LiveConnection } from '@portolan/sdk';
import { FakeHttpClient, MemoryStorage } from '@portolan/sdk/testing';
import { FakeLiveServer } from '../../../core/web/live/FakeLiveServer';
import { LiveConnectionStore } from '../../../core/web/live/LiveConnectionStore';
import { createDashboardTester, type DashboardTester } from './dashboardTester';
import { useFreshnessPolling } from './useFreshnessPolling';

function freshness(revision: string) {
  return { success: true, data: { record: { revision, refreshedAt: '2026-11-24T10:00:00Z', shipments: 12 } } };
}

const wrapperOf = (container: Container) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
  };

/** The dashboard's container with a live connection to a fake server (the tester's own stays idle: it has no server). */
function withLive(tester: DashboardTester) {
  const server = new FakeLiveServer();
  const live = new LiveConnectionStore(tester.session, { WebSocket: server.WebSocket, storage: new MemoryStorage(), url: 'ws://portolan.test/api/live', minReconnectionDelay: 1_000, loadSocket: async () => ReconnectingWebSocket });
  const container = new Container({ parent: tester.root });
  container.bind(LiveConnection).toConstantValue(live);
  return { server, live, container };
}

describe('useFreshnessPolling', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('reloads the widgets when the live connection says the facts moved, without asking on a timer while it is open', async () => {
    vi.useFakeTimers();
    const tester = createDashboardTester();
    const revisions = ['r1', 'r1', 'r3']; // on mount, when connected, when connected again
    tester.http.on('GET', DASHBOARD_API.freshness, () => freshness(revisions.shift() ?? 'r3'));
    const { server, live, container } = withLive(tester);
    renderHook(() => useFreshnessPolling(), { wrapper: wrapperOf(container) });
    await vi.advanceTimersByTimeAsync(0);
    server.last.open();
    server.last.push({ type: 'ready', seq: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.filter.revision).toBe(''); // the first answer is the baseline: the widgets just loaded
    const asked = tester.http.callsTo('GET', DASHBOARD_API.freshness).length;

    act(() => server.last.push({ type: 'event', seq: 1, kind: LIVE_KINDS.reportingRevision, data: { revision: 'r2' }, at: '2026-11-24T10:00:00Z' }));
    expect(tester.filter.revision).toBe('r2');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(asked);

    // Back after a drop: it asks what changed meanwhile.
    server.last.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    server.last.open();
    server.last.push({ type: 'ready', seq: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(asked + 1);
    expect(tester.filter.revision).toBe('r3');
    live.dispose();
  });

  it('asks every 60 s while the live connection is not open and the tab is visible, and at once when it is shown again', async () => {
    vi.useFakeTimers();
    const tester = createDashboardTester(); // no server: its live connection stays idle
    const revisions = ['r1', 'r1', 'r2', 'r2', 'r3'];
    tester.http.on('GET', DASHBOARD_API.freshness, () => freshness(revisions.shift() ?? 'r3'));
    renderHook(() => useFreshnessPolling(), { wrapper: wrapperOf(tester.root) });
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(1);
    expect(tester.filter.revision).toBe('');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tester.filter.revision).toBe('');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(3);
    expect(tester.filter.revision).toBe('r2');

    // A hidden tab does not ask; it asks at once when it is shown again.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(3);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(4);
    expect(tester.filter.revision).toBe('r2');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tester.filter.revision).toBe('r3');
  });

  it('stops asking when the user may not see the facts (403)', async () => {
    vi.useFakeTimers();
    const tester = createDashboardTester();
    tester.http.on('GET', DASHBOARD_API.freshness, FakeHttpClient.reply(403, { success: false, error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    renderHook(() => useFreshnessPolling(), { wrapper: wrapperOf(tester.root) });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(1);
    expect(tester.filter.revision).toBe('');
  });
});
