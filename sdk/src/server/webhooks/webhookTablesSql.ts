/** A plugin's webhook table prefix: lower-case letters, digits and underscores, starting with a letter ('bkg', 'tnt'). */
export function assertWebhookPrefix(prefix: string): void {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`Webhook table prefix "${prefix}" must match /^[a-z][a-z0-9_]*$/`);
}

/**
 * The SQL of a plugin migration making `<prefix>_webhook_subscriptions` (subscribers' callbacks) and
 * `<prefix>_webhook_deliveries` (the outbox the delivery round posts from), e.g.
 * `{ name: '007_tnt_webhooks', sql: webhookTablesSql('tnt') }`.
 */
export function webhookTablesSql(prefix: string): string {
  assertWebhookPrefix(prefix);
  const subs = `${prefix}_webhook_subscriptions`;
  const deliveries = `${prefix}_webhook_deliveries`;
  return `
CREATE TABLE ${subs} (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  callback_url text NOT NULL CHECK (length(callback_url) BETWEEN 1 AND 2000),
  secret text NOT NULL,
  filters jsonb NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ${subs}_company ON ${subs} (company_id);

CREATE TABLE ${deliveries} (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES ${subs} (id) ON DELETE CASCADE,
  body jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Due deliveries (the round also filters attempts < maxAttempts, a setting, so it is not in the predicate).
CREATE INDEX ${deliveries}_due ON ${deliveries} (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX ${deliveries}_subscription ON ${deliveries} (subscription_id);
`;
}
