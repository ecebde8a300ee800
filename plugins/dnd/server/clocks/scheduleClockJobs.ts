import type { ServerPluginContext } from '@portolan/sdk/server';

/** PLACEHOLDER: a helper writes it (refresh clocks of companies with new events; daily re-price; alerts). */
export function scheduleClockJobs(ctx: ServerPluginContext): void {
  void ctx;
}
