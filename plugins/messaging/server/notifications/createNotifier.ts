import type { Notifier, ServerPluginContext } from '@portolan/sdk/server';
import { deliverNotification } from './deliverNotification';

/** The SDK `NOTIFIER` other areas call: every catalogue event, by each user's preferences (deliverNotification). */
export function createNotifier(ctx: ServerPluginContext): Notifier {
  return {
    async notify(tx, input) {
      await deliverNotification(ctx, tx, input);
    },
  };
}
