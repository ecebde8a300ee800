import { useEffect } from 'react';
import { DashboardFilter, HttpClient, useService } from '@portolan/sdk';
import { DASHBOARD_API, type Freshness } from '@portolan/sdk';

/** How often the dashboard asks whether the shipments behind it changed. */
export const FRESHNESS_POLL_MS = 15_000;

/**
 * Asks `GET /api/reporting/v2/freshness` on mount, every {@link FRESHNESS_POLL_MS} while the tab is visible
 * and at once when it becomes visible again; a revision other than the last one seen goes to
 * `DashboardFilter.setRevision`, and every widget reloads without a page reload. The first answer is the
 * baseline (the widgets just loaded), unless the filter already holds an older revision. A 403 or 404 ends the polling.
 */
export function useFreshnessPolling(intervalMs: number = FRESHNESS_POLL_MS): void {
  const http = useService(HttpClient);
  const filter = useService(DashboardFilter);
  useEffect(() => {
    let seen: string | undefined;
    let live = true;
    let inFlight = false;
    let stopped = false;
    const poll = async () => {
      if (stopped || inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      const result = await http.get<{ record: Freshness }>(DASHBOARD_API.freshness);
      inFlight = false;
      // A user without the dashboard feature (403) or a company without the analytics plugin (404): stop asking.
      if (result.status === 403 || result.status === 404) stopped = true;
      const revision = result.ok ? result.data?.record?.revision : undefined;
      if (!live || !revision) return;
      const changed = seen === undefined ? filter.revision !== '' && filter.revision !== revision : revision !== seen;
      seen = revision;
      if (changed) filter.setRevision(revision);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    const timer = setInterval(() => void poll(), intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [http, filter, intervalMs]);
}
