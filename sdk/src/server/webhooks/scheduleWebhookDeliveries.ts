import type { ServerPluginContext } from '../defineServerPlugin';
import { deliverWebhooks, type DeliverWebhooksOptions } from './deliverWebhooks';

/** Posts the plugin's due deliveries every 10 s (`<prefix>-webhooks` on the scheduler: once across processes). */
export function scheduleWebhookDeliveries(ctx: ServerPluginContext, prefix: string, options: DeliverWebhooksOptions = {}): void {
  ctx.scheduler.every(`${prefix}-webhooks`, 10, async (now) => {
    const round = await deliverWebhooks(ctx.db, prefix, { now, ...options });
    if (round.failed || round.gaveUp) ctx.log.warn({ prefix, ...round }, 'Webhook deliveries failed');
    else if (round.delivered) ctx.log.debug({ prefix, ...round }, 'Webhooks delivered');
  });
}
