import { useEffect } from 'react';
import { DashboardFilter, HttpClient, LIVE_KINDS, LiveConnection, useService } from '@portolan/sdk';
import { DASHBOARD_API, type Freshness } from '@portolan/sdk';

/** How often the dashboard asks whether the facts changed while the live connection is not open (a slow fallback). */
export const FRESHNESS_FALLBACK_MS = 60_000;

/**
 * Keeps the dashboard's widgets fresh: the live event `LIVE_KINDS.reportingRevision` ({revision}) moves
 * `DashboardFilter.setRevision` at once, and every widget reloads without a page reload. It asks
 * `GET /api/reporting/v2/freshness` on mount (the first answer is the baseline — the widgets just loaded —
 * unless the filter already holds an older revision), after each (re)connection of the live connection
 * (what changed while it was down), and, only while the live connection is not open, every
 * {@link FRESHNESS_FALLBACK_MS} while the tab is visible and at once when it becomes visible again.
 * A 403 or 404 ends the asking.
 */
export function useFreshnessPolling(fallbackMs: number = FRESHNESS_FALLBACK_MS): void {
  const http = useService(HttpClient);
  const filter = useService(DashboardFilter);
  const live = useService(LiveConnection);
  useEffect(() => {
    let seen: string | undefined;
    let mounted = true;
    let inFlight = false;
    let stopped = false;
    const receive = (revision: string) => {
      const changed = seen === undefined ? filter.revision !== '' && filter.revision !== revision : revision !== seen;
      seen = revision;
      if (changed) filter.setRevision(revision);
    };
    const poll = async () => {
      if (stopped || inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      const result = await http.get<{ record: Freshness }>(DASHBOARD_API.freshness);
      inFlight = false;
      // A user without the dashboard feature (403) or a company without the analytics plugin (404): stop asking.
      if (result.status === 403 || result.status === 404) stopped = true;
      const revision = result.ok ? result.data?.record?.revision : undefined;
      if (mounted && revision) receive(revision);
    };
    const pollWhileNotLive = () => {
      if (live.status !== 'open') void poll();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') pollWhileNotLive();
    };
    const stopEvents = live.subscribe<{ revision?: unknown }>(LIVE_KINDS.reportingRevision, ({ data }) => {
      if (mounted && typeof data?.revision === 'string' && data.revision !== '') receive(data.revision);
    });
    const stopReady = live.onReady(() => void poll());
    void poll();
    const timer = setInterval(pollWhileNotLive, fallbackMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      mounted = false;
      stopEvents();
      stopReady();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [http, filter, live, fallbackMs]);
}
