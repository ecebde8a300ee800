import type { ServerPluginContext } from '../defineServerPlugin';
import type { DeliverWebhooksOptions } from './deliverWebhooks';

/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export function scheduleWebhookDeliveries(ctx: ServerPluginContext, prefix: string, options: DeliverWebhooksOptions = {}): void {
  void ctx;
  void options;
  throw new Error(`scheduleWebhookDeliveries(${prefix}) is not written yet`);
}
