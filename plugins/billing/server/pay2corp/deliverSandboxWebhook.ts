import { createHash } from 'node:crypto';
import type { PayDeps } from './PayDeps';
import type { PayWebhookEvent } from './PayProvider';
import { signPay2corpWebhook } from './payWebhookSignature';
import { receivePayWebhook, type WebhookAnswer } from './receivePayWebhook';
import { SANDBOX_DECLINE_REASON, SANDBOX_INSUFFICIENT_REASON } from './sandboxPayProvider';

/**
 * The sandbox's settlement (the SANDBOX_WEBHOOK_JOB's handler): the movement still PROCESSING settles
 * (it was debited at initiation), a FAILED one was refused (insufficient balance, or the .13 rule; nothing
 * was debited). It builds the event a real provider would send (its id is derived from the reference, so
 * a retried job redelivers the same event and the receiver deduplicates it), signs it with the webhook
 * secret exactly as pay2corp does and hands the raw body and headers to the public route's receiver.
 * Throws when the receiver does not accept it, so the job is retried.
 */
export async function deliverSandboxWebhook(deps: PayDeps, providerReference: string, now = new Date()): Promise<WebhookAnswer | undefined> {
  const movement = await deps.db.transaction(async (tx) => {
    const row = await tx.one<{ idempotency_key: string; amount_minor: string; currency: string; status: string }>(
      'SELECT idempotency_key, amount_minor, currency, status FROM pay2corp_sandbox_ledger WHERE provider_reference = $1 FOR UPDATE', [providerReference],
    );
    if (row?.status === 'PROCESSING') await tx.query(`UPDATE pay2corp_sandbox_ledger SET status = 'SETTLED' WHERE provider_reference = $1`, [providerReference]);
    return row ? { ...row, status: row.status === 'PROCESSING' ? 'SETTLED' : row.status } : undefined;
  });
  if (!movement) return undefined;
  const amountMinor = Number(movement.amount_minor);
  const failed = movement.status === 'FAILED';
  const event: PayWebhookEvent = {
    id: `evt_${createHash('sha256').update(providerReference).digest('hex').slice(0, 24)}`,
    type: failed ? 'transaction.failed' : 'transaction.settled',
    data: {
      providerReference, idempotencyKey: movement.idempotency_key, amountMinor, currency: movement.currency,
      ...(failed ? { reason: amountMinor % 100 === 13 ? SANDBOX_DECLINE_REASON : SANDBOX_INSUFFICIENT_REASON } : {}),
    },
    created: Math.floor(now.getTime() / 1000),
  };
  const rawBody = JSON.stringify(event);
  const headers = { 'content-type': 'application/json', 'pay2corp-signature': signPay2corpWebhook(await deps.webhookSecret(), rawBody, Math.floor(now.getTime() / 1000)) };
  const answer = await receivePayWebhook(deps, rawBody, headers);
  if (answer.statusCode >= 300) throw new Error(`pay2corp sandbox: the webhook ${event.id} was refused (${answer.statusCode})`);
  return answer;
}
