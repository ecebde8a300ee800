/** A subscriber's callback, as `<prefix>_webhook_subscriptions` keeps it. */
export interface WebhookSubscriptionRow {
  id: string;
  companyId: string;
  callbackUrl: string;
  /** Base64 of the raw secret bytes. */
  secret: string;
  filters: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  version: number;
}
