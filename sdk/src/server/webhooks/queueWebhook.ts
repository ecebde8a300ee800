import type { Db } from '../Db';
import { assertWebhookPrefix } from './webhookTablesSql';

export interface QueuedWebhook {
  companyId: string;
  subscriptionId: string;
  /** The JSON body the subscriber receives. */
  body: unknown;
}

/**
 * Queues one delivery in `<prefix>_webhook_deliveries`, due now; answers its id. Call it inside the
 * transaction of the change it announces, so a rolled-back change sends nothing.
 */
export async function queueWebhook(tx: Db, prefix: string, webhook: QueuedWebhook): Promise<string> {
  assertWebhookPrefix(prefix);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO ${prefix}_webhook_deliveries (company_id, subscription_id, body) VALUES ($1, $2, $3::jsonb) RETURNING id`,
    [webhook.companyId, webhook.subscriptionId, JSON.stringify(webhook.body ?? null)],
  );
  return row!.id;
}
