import type { ServerPluginContext } from '@portolan/sdk/server';
import { runDueSchedules } from './runSchedule';

/**
 * Timed work of the scheduled reports: every minute, the due schedules run (each once across processes,
 * claimed with FOR UPDATE SKIP LOCKED: runDueSchedules). The facts' own refresh is facts/scheduleFactRefresh.
 */
export function scheduleReportJobs(ctx: ServerPluginContext): void {
  ctx.scheduler.every('report-schedules', 60, async (now) => {
    await runDueSchedules(ctx, now);
  });
}
