import { MAILER, NOTIFIER, notifyCompany } from '@portolan/sdk/server';
import { applyPayment } from '../payments/applyPayment';
import { formatMinor } from '../payments/formatMinor';
import type { PayDeps } from './PayDeps';
import type { PayWebhookEvent } from './PayProvider';
import { PAY_TRANSACTION_SELECT, payTransactionOf, type PayTransactionRow } from './payRecords';

/** The live event kind that tells a payer's tabs a pay transaction changed: data = {transaction}. */
export const PAY_TRANSACTION_LIVE_KIND = 'billing.pay-transaction';

export interface WebhookAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * The one receiver of pay2corp webhooks (the public route and the sandbox's delivery both call it):
 * verifies the signature (forged, stale → 401, nothing written), records the event id once (a duplicate
 * answers {duplicate: true} and changes nothing), then in the same transaction settles the transaction
 * (SETTLED + applyPayment with method PAY2CORP; payments.pay_transaction_id is unique, so it is paid once)
 * or fails it (FAILED + reason, `payment.failed` to the payer), and pushes the new state to the payer's tabs.
 * A throw rolls everything back (the event is not recorded), so the provider's retry is processed again.
 */
export async function receivePayWebhook(deps: PayDeps, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookAnswer> {
  let event: PayWebhookEvent;
  try {
    event = await deps.provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    return { statusCode: 401, body: { success: false, error: { message: error instanceof Error ? error.message : 'The webhook was refused', code: 'UNAUTHORIZED' } } };
  }
  return deps.db.transaction(async (tx) => {
    const fresh = await tx.one(
      `INSERT INTO pay_webhook_events (event_id, provider, type, payload, outcome) VALUES ($1, 'pay2corp', $2, $3::jsonb, 'RECEIVED')
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type, rawBody],
    );
    if (!fresh) return { statusCode: 200, body: { success: true, data: { received: true, duplicate: true } } };
    const outcome = await apply(event);
    await tx.query('UPDATE pay_webhook_events SET outcome = $2, pay_transaction_id = $3 WHERE event_id = $1', [event.id, outcome.outcome, outcome.transactionId ?? null]);
    return { statusCode: 200, body: { success: true, data: { received: true, duplicate: false, outcome: outcome.outcome } } };

    async function apply(e: PayWebhookEvent): Promise<{ outcome: string; transactionId?: string }> {
      const row = await tx.one<{ id: string; company_id: string; payee_company_id: string; status: string; currency: string; amount_minor: string; invoice_ids: string[]; amounts_minor: Array<string | number>; created_by: string | null }>(
        `SELECT id, company_id, payee_company_id, status, currency, amount_minor, to_jsonb(invoice_ids) AS invoice_ids, to_jsonb(amounts_minor) AS amounts_minor, created_by
           FROM pay_transactions WHERE provider_reference = $1 FOR UPDATE`,
        [e.data.providerReference],
      );
      if (!row) return { outcome: 'UNKNOWN_TRANSACTION' };
      const transactionId = String(row.id);
      if (row.status === 'SETTLED' || row.status === 'FAILED') return { outcome: `ALREADY_${row.status}`, transactionId };
      if (Number(e.data.amountMinor) !== Number(row.amount_minor) || e.data.currency !== row.currency) return { outcome: 'AMOUNT_MISMATCH', transactionId };
      if (e.type === 'transaction.settled') {
        await tx.query(`UPDATE pay_transactions SET status = 'SETTLED', settled_at = now(), failure_reason = NULL, updated_at = now(), version = version + 1 WHERE id = $1`, [transactionId]);
        const payer = await tx.one<{ name: string }>(
          'SELECT coalesce(p.legal_name, c.name) AS name FROM companies c LEFT JOIN billing_profiles p ON p.company_id = c.id WHERE c.id = $1', [row.company_id],
        );
        await applyPayment(tx, deps, {
          payeeCompanyId: String(row.payee_company_id),
          payerCompanyId: String(row.company_id),
          payerName: payer?.name ?? 'pay2corp payer',
          method: 'PAY2CORP',
          reference: e.data.providerReference,
          receivedOn: new Date().toISOString().slice(0, 10),
          currency: row.currency,
          amountMinor: Number(row.amount_minor),
          allocations: row.invoice_ids.map((invoiceId, i) => ({ invoiceId: String(invoiceId), amountMinor: Number(row.amounts_minor[i]) })),
          payTransactionId: transactionId,
          notes: 'Paid through pay2corp',
          userId: row.created_by,
        });
      } else {
        const reason = (e.data.reason ?? '').slice(0, 500) || 'Declined by pay2corp';
        await tx.query(`UPDATE pay_transactions SET status = 'FAILED', failure_reason = $2, updated_at = now(), version = version + 1 WHERE id = $1`, [transactionId, reason]);
        await notifyCompany(tx, { mailer: deps.services.get(MAILER), notifier: deps.services.find(NOTIFIER) }, String(row.company_id), {
          event: 'payment.failed',
          subject: `A pay2corp payment of ${formatMinor(Number(row.amount_minor), String(row.currency))} failed`,
          body: `The payment ${e.data.providerReference} failed: ${reason}. The invoices are still open; pay them again with a new request.`,
          href: '/pay',
          record: { kind: 'pay-transaction', id: transactionId },
        });
      }
      const updated = await tx.one<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE t.id = $1`, [transactionId]);
      const users = await tx.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1 ORDER BY created_at LIMIT 500', [row.company_id]);
      if (users.rows.length) {
        await deps.live.publish(tx, { users: users.rows.map((u) => String(u.id)), kind: PAY_TRANSACTION_LIVE_KIND, data: { transaction: payTransactionOf(updated!) } });
      }
      return { outcome: e.type === 'transaction.settled' ? 'SETTLED' : 'FAILED', transactionId };
    }
  });
}
