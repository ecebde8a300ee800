import type { Db } from '../Db';
import { SIGNATURE_HEADER, signWebhookBody } from './signWebhookBody';
import { assertWebhookPrefix } from './webhookTablesSql';

export interface DeliveryRound {
  /** Posted and answered 2xx. */
  delivered: number;
  /** Failed, to be retried later. */
  failed: number;
  /** Failed for the `maxAttempts`-th time: not tried again. */
  gaveUp: number;
}

export interface DeliverWebhooksOptions {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** The clock: what is due, and when a retry falls due (default: the current time). */
  now?: Date;
  /** At most this many deliveries per round (default 50). */
  batch?: number;
  /** Give up after this many failed attempts (default 12). */
  maxAttempts?: number;
  /** Per request, in milliseconds (default 10,000). */
  timeoutMs?: number;
}

/** The first retry waits 30 s, each next one twice as long, never more than 6 h. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 6 * 60 * 60;

/** Seconds until the next attempt after a failure, given how many attempts had failed before this one. */
export function retryDelaySeconds(previousAttempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.min(previousAttempts, 30), RETRY_MAX_SECONDS);
}

interface Claimed {
  id: string;
  attempts: number;
  body_text: string;
  callback_url: string;
  secret: string;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * One delivery round of a plugin's outbox: claims due, undelivered deliveries (FOR UPDATE SKIP LOCKED,
 * so concurrent rounds of several processes take different ones; a claim is a lease on
 * `next_attempt_at`, so no transaction stays open while posting), POSTs each JSON body to its
 * subscription's callback, signed, and records the outcome: 2xx → delivered; otherwise attempts + 1
 * and a retry after 30 s × 2^(attempts before), at most 6 h, until `maxAttempts`.
 */
export async function deliverWebhooks(db: Db, prefix: string, options: DeliverWebhooksOptions = {}): Promise<DeliveryRound> {
  assertWebhookPrefix(prefix);
  const now = options.now ?? new Date();
  const batch = Math.max(1, Math.floor(options.batch ?? 50));
  const maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 12));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const deliveries = `${prefix}_webhook_deliveries`;
  const subs = `${prefix}_webhook_subscriptions`;
  // The lease outlasts the request's timeout: a process that dies mid-round leaves its claims to a later round.
  const leaseSeconds = Math.ceil(timeoutMs / 1000) + 50;

  const claimed = await db.transaction(async (tx) =>
    (
      await tx.query<Claimed>(
        `UPDATE ${deliveries} d
            SET next_attempt_at = $1::timestamptz + make_interval(secs => $4)
           FROM ${subs} s
          WHERE s.id = d.subscription_id
            AND d.id IN (SELECT id FROM ${deliveries}
                          WHERE delivered_at IS NULL AND attempts < $2 AND next_attempt_at <= $1::timestamptz
                          ORDER BY next_attempt_at, created_at, id
                          LIMIT $3
                          FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.attempts, d.body::text AS body_text, s.callback_url, s.secret`,
        [now.toISOString(), maxAttempts, batch, leaseSeconds],
      )
    ).rows,
  );

  const outcomes = await Promise.all(claimed.map((c) => post(doFetch, c, timeoutMs)));
  const round: DeliveryRound = { delivered: 0, failed: 0, gaveUp: 0 };
  for (let i = 0; i < claimed.length; i++) {
    const c = claimed[i]!;
    const outcome = outcomes[i]!;
    if (outcome.ok) {
      round.delivered++;
      await db.query(`UPDATE ${deliveries} SET delivered_at = $2::timestamptz, attempts = attempts + 1, last_status = $3, last_error = NULL WHERE id = $1`, [
        c.id,
        now.toISOString(),
        outcome.status,
      ]);
      continue;
    }
    const attempts = c.attempts + 1;
    if (attempts >= maxAttempts) round.gaveUp++;
    else round.failed++;
    const next = new Date(now.getTime() + retryDelaySeconds(c.attempts) * 1000);
    await db.query(`UPDATE ${deliveries} SET attempts = $2, last_status = $3, last_error = $4, next_attempt_at = $5::timestamptz WHERE id = $1`, [
      c.id,
      attempts,
      outcome.status,
      outcome.error,
      next.toISOString(),
    ]);
  }
  return round;
}

async function post(doFetch: typeof fetch, c: Claimed, timeoutMs: number): Promise<Outcome> {
  try {
    const res = await doFetch(c.callback_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(c.secret, c.body_text) },
      body: c.body_text,
      redirect: 'manual', // a redirect is a failure: the subscriber registered this URL, not another one
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drain the answer so the connection is freed; its text is kept (shortened) when it is an error.
    const text = await res.text().catch(() => '');
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: null };
    return { ok: false, status: res.status, error: `HTTP ${res.status}${text ? `: ${text.slice(0, 500)}` : ''}` };
  } catch (error) {
    const message = error instanceof Error ? (error.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : error.message) : String(error);
    return { ok: false, status: null, error: message.slice(0, 1000) };
  }
}
