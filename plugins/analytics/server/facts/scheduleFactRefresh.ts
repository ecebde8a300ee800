import type { ServerPluginContext } from '@portolan/sdk/server';
import { refreshIfStale } from './refreshFacts';

/** Timed work: the fact copy brought up to date every 30 s (once across processes), so the dashboards' data moves without a reader. */
export function scheduleFactRefresh(ctx: ServerPluginContext): void {
  ctx.scheduler.every('analytics-facts-refresh', 30, async () => {
    await refreshIfStale(ctx);
  });
}
