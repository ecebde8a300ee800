/**
 * Outbound webhooks (DCSA notifications, event subscriptions): a plugin keeps subscribers' callbacks
 * and a delivery outbox in its own two tables (made by `webhookTablesSql(prefix)` in its migration),
 * queues a delivery in the transaction of the change it announces, and a scheduled round posts due
 * deliveries, signed (`Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body with the
 * subscriber's secret>`, as DCSA specifies), retrying with backoff. See sdk/README.md.
 */
export { webhookTablesSql } from './webhookTablesSql';
export { queueWebhook, type QueuedWebhook } from './queueWebhook';
export { deliverWebhooks, type DeliveryRound, type DeliverWebhooksOptions } from './deliverWebhooks';
export { scheduleWebhookDeliveries } from './scheduleWebhookDeliveries';
export { signWebhookBody, SIGNATURE_HEADER } from './signWebhookBody';
export { checkCallbackUrl } from './checkCallbackUrl';
export type { WebhookSubscriptionRow } from './WebhookSubscriptionRow';
