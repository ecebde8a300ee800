import type { ServerPluginContext } from '@portolan/sdk/server';
import { refreshIfStale } from '../facts/refreshFacts';
import { runDueSchedules } from './runSchedule';

/**
 * Timed work: due scheduled reports every minute (each schedule once across processes, runDueSchedules),
 * and the facts brought up to date every 30 s so the dashboards' freshness moves without a reader.
 */
export function scheduleReportJobs(ctx: ServerPluginContext): void {
  ctx.scheduler.every('report-schedules', 60, async (now) => {
    await runDueSchedules(ctx, now);
  });
  ctx.scheduler.every('facts-refresh', 30, async () => {
    await refreshIfStale(ctx);
  });
}
