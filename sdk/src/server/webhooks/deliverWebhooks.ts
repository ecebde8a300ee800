import type { Db } from '../Db';

export interface DeliveryRound {
  delivered: number;
  failed: number;
  gaveUp: number;
}

export interface DeliverWebhooksOptions {
  fetch?: typeof fetch;
  now?: Date;
  batch?: number;
  maxAttempts?: number;
}

/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export async function deliverWebhooks(db: Db, prefix: string, options: DeliverWebhooksOptions = {}): Promise<DeliveryRound> {
  void db;
  void options;
  throw new Error(`deliverWebhooks(${prefix}) is not written yet`);
}
