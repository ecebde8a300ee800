import type { Db } from '../Db';

export interface QueuedWebhook {
  companyId: string;
  subscriptionId: string;
  body: unknown;
}

/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export async function queueWebhook(tx: Db, prefix: string, webhook: QueuedWebhook): Promise<string> {
  void tx;
  throw new Error(`queueWebhook(${prefix}, ${webhook.subscriptionId}) is not written yet`);
}
