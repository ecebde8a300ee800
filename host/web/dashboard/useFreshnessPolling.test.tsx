import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook } from '@testing-library/react';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient } from '@portolan/sdk/testing';
import { DASHBOARD_API } from '@portolan/sdk';
import { createDashboardTester } from './dashboardTester';
import { useFreshnessPolling } from './useFreshnessPolling';

function freshness(revision: string) {
  return { success: true, data: { record: { revision, refreshedAt: '2026-11-24T10:00:00Z', shipments: 12 } } };
}

describe('useFreshnessPolling', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('asks every 15 s while the tab is visible and passes a new revision to the dashboard filter', async () => {
    vi.useFakeTimers();
    const tester = createDashboardTester();
    const revisions = ['r1', 'r1', 'r2', 'r2', 'r3'];
    tester.http.on('GET', DASHBOARD_API.freshness, () => freshness(revisions.shift() ?? 'r3'));
    const wrapper = ({ children }: { children: ReactNode }) => <ContainerContext.Provider value={tester.root}>{children}</ContainerContext.Provider>;
    renderHook(() => useFreshnessPolling(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(1);
    expect(tester.filter.revision).toBe(''); // the first answer is the baseline: the widgets just loaded
    await vi.advanceTimersByTimeAsync(15_000);
    expect(tester.filter.revision).toBe('');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(3);
    expect(tester.filter.revision).toBe('r2');

    // A hidden tab does not ask; it asks at once when it is shown again.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(3);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(4);
    expect(tester.filter.revision).toBe('r2');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(tester.filter.revision).toBe('r3');
  });

  it('stops asking when the user may not see the facts (403)', async () => {
    vi.useFakeTimers();
    const tester = createDashboardTester();
    tester.http.on('GET', DASHBOARD_API.freshness, FakeHttpClient.reply(403, { success: false, error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    const wrapper = ({ children }: { children: ReactNode }) => <ContainerContext.Provider value={tester.root}>{children}</ContainerContext.Provider>;
    renderHook(() => useFreshnessPolling(), { wrapper });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tester.http.callsTo('GET', DASHBOARD_API.freshness)).toHaveLength(1);
    expect(tester.filter.revision).toBe('');
  });
});
