import type { ServerPluginContext } from '@portolan/sdk/server';

/** Runs due scheduled reports (once across processes) and refreshes the facts. Contract placeholder. */
export function scheduleReportJobs(_ctx: ServerPluginContext): void {}
