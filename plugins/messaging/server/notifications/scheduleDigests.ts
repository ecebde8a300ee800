import type { ServerPluginContext } from '@portolan/sdk/server';
import { sendDigests } from './sendDigests';

/** Every 5 minutes, once across processes: the digest emails that are due (sendDigests). */
export function scheduleDigests(ctx: ServerPluginContext): void {
  ctx.scheduler.every('digests', 300, async (now) => {
    const sent = await sendDigests(ctx, now);
    if (sent) ctx.log.info({ sent }, 'notification digests queued');
  });
}
