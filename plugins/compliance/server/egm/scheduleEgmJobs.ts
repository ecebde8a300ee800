import type { ServerPluginContext } from '@portolan/sdk/server';
import { customsGatewayFromEnv } from './customsGateway';
import { applyGatewayAnswers } from './egmFilings';

/** How often the customs gateway is asked about waiting filings, in seconds. */
export const EGM_POLL_SECONDS = 30;

/**
 * Timed work of the EGM area: every 30 s (once across processes) the customs gateway is asked about the
 * filings still SUBMITTED and its answers are applied (FILED → ACKNOWLEDGED or AMENDED with the EGM
 * number, or REJECTED with the gateway's text), each with an audit entry. Reading a FILED EGM asks too.
 */
export function scheduleEgmJobs(ctx: ServerPluginContext): void {
  const gateway = customsGatewayFromEnv(ctx.db, { testing: ctx.config.env === 'test' });
  ctx.scheduler.every('egm-acknowledgements', EGM_POLL_SECONDS, async () => {
    const answered = await applyGatewayAnswers(ctx.db, gateway);
    if (answered) ctx.log.info({ answered }, 'EGM filings answered by the customs gateway');
  });
}
