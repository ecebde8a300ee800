import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PayWebhookEvent } from './PayProvider';

/** The header pay2corp signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const PAY2CORP_SIGNATURE_HEADER = 'pay2corp-signature';

/** How old a signature may be (and how far in the future): 5 minutes. */
export const PAY2CORP_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value for `rawBody` signed at `t` (unix seconds) with `secret`. */
export function signPay2corpWebhook(secret: string, rawBody: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The event of a webhook whose signature verifies under `secret` and is at most the tolerance old;
 * throws (the route answers 401) when the header is missing, malformed, forged or stale, or the body is not an event.
 */
export function verifyPay2corpWebhook(secret: string, rawBody: string, headers: Record<string, string | string[] | undefined>, now = new Date()): PayWebhookEvent {
  if (!secret) throw new Error('No webhook secret is configured');
  const raw = headers[PAY2CORP_SIGNATURE_HEADER] ?? headers['Pay2corp-Signature'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (!header) throw new Error('Missing Pay2corp-Signature header');
  const parts = new Map(header.split(',').map((p) => { const i = p.indexOf('='); return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const; }));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) throw new Error('Malformed Pay2corp-Signature header');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex'));
  const given = Buffer.from(v1);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('The webhook signature does not verify');
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(t)) > PAY2CORP_SIGNATURE_TOLERANCE_SECONDS) throw new Error('The webhook signature has expired');
  let event: PayWebhookEvent;
  try {
    event = JSON.parse(rawBody) as PayWebhookEvent;
  } catch {
    throw new Error('The webhook body is not JSON');
  }
  const d = event?.data;
  if (typeof event?.id !== 'string' || !['transaction.settled', 'transaction.failed'].includes(event.type) || typeof d?.providerReference !== 'string') {
    throw new Error('The webhook body is not a pay2corp transaction event');
  }
  return event;
}
