import { randomBytes } from 'node:crypto';
import type { Db, Scheduler } from '@portolan/sdk/server';
import { PayRefusal, type PayProvider } from './PayProvider';
import { verifyPay2corpWebhook } from './payWebhookSignature';

/** The sandbox's corporate ids: `SBX-` and at least 4 capitals or digits. */
export const SANDBOX_CORPORATE_ID = /^SBX-[A-Z0-9]{4,}$/;
/** Every sandbox account opens with INR 50,00,000.00 (5,000,000.00), in paise. */
export const SANDBOX_STARTING_BALANCE_MINOR = 500_000_000;
/** A corporate id ending in one of these codes (SBX-ACMEUSD) opens an account in that currency holding 250,000.00. */
export const SANDBOX_FOREIGN_CURRENCIES = ['USD', 'EUR', 'GBP', 'SGD', 'AED'] as const;
export const SANDBOX_FOREIGN_BALANCE_MINOR = 25_000_000;

/** The currency and opening balance of a sandbox account: by the corporate id's last three letters, else INR. */
export function sandboxOpening(corporateId: string): { currency: string; balanceMinor: number } {
  const suffix = corporateId.slice(-3);
  return (SANDBOX_FOREIGN_CURRENCIES as readonly string[]).includes(suffix)
    ? { currency: suffix, balanceMinor: SANDBOX_FOREIGN_BALANCE_MINOR }
    : { currency: 'INR', balanceMinor: SANDBOX_STARTING_BALANCE_MINOR };
}
/** The one-off job that delivers a sandbox payment's settlement webhook (data: {providerReference}). */
export const SANDBOX_WEBHOOK_JOB = 'pay2corp-sandbox-webhook';
export const SANDBOX_DECLINE_REASON = 'Declined by the bank (sandbox rule: amounts ending in .13)';
export const SANDBOX_INSUFFICIENT_REASON = 'Insufficient balance';

export interface SandboxOptions {
  db: Db;
  scheduler: Pick<Scheduler, 'send'>;
  /** The secret webhooks are signed and verified with. */
  secret: () => Promise<string>;
  /** The settlement webhook's delay, a random value in [min, max] ms (default 2–5 s). */
  delayMs?: { min: number; max: number };
}

/**
 * A CLEARLY LABELLED sandbox that plays pay2corp (mode 'SANDBOX' on every answer), with its own books
 * (pay2corp_sandbox_accounts / _ledger): corporate ids like SBX-ACME01 open an account holding
 * INR 50,00,000.00 (SBX-ACMEUSD: USD 250,000.00, see sandboxOpening); any other id is refused. A payment is one ledger movement per idempotency key
 * (INSERT … ON CONFLICT DO NOTHING; the debit in the same transaction, only when the balance covers it
 * and the amount does not end in .13); the outcome arrives 2–5 s later as a signed webhook (the
 * SANDBOX_WEBHOOK_JOB, deliverSandboxWebhook) at the same receiver the public route uses.
 */
export function sandboxPayProvider(options: SandboxOptions): PayProvider {
  const { db, scheduler } = options;
  const delay = options.delayMs ?? { min: 2_000, max: 5_000 };
  return {
    mode: 'SANDBOX',
    async linkAccount(corporateId) {
      if (!SANDBOX_CORPORATE_ID.test(corporateId)) throw new PayRefusal('Unknown corporate id at pay2corp (sandbox accepts SBX-…)');
      const opening = sandboxOpening(corporateId);
      await db.query(
        `INSERT INTO pay2corp_sandbox_accounts (external_account_id, corporate_id, name, currency, balance_minor)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (corporate_id) DO NOTHING`,
        [`sbxacc_${randomBytes(8).toString('hex')}`, corporateId, `Sandbox corporate ${corporateId}`, opening.currency, opening.balanceMinor],
      );
      const row = await db.one<{ external_account_id: string; name: string; currency: string }>(
        'SELECT external_account_id, name, currency FROM pay2corp_sandbox_accounts WHERE corporate_id = $1', [corporateId],
      );
      return { externalAccountId: row!.external_account_id, displayName: row!.name, currency: row!.currency };
    },
    async balance(externalAccountId) {
      const row = await db.one<{ balance_minor: string; currency: string }>('SELECT balance_minor, currency FROM pay2corp_sandbox_accounts WHERE external_account_id = $1', [externalAccountId]);
      if (!row) throw new PayRefusal('Unknown account at pay2corp (sandbox)');
      return { availableMinor: Number(row.balance_minor), currency: row.currency };
    },
    async initiate({ idempotencyKey, externalAccountId, amountMinor, currency }) {
      return db.transaction(async (tx) => {
        const account = await tx.one<{ currency: string }>('SELECT currency FROM pay2corp_sandbox_accounts WHERE external_account_id = $1', [externalAccountId]);
        if (!account) throw new PayRefusal('Unknown account at pay2corp (sandbox)');
        if (account.currency !== currency) throw new PayRefusal(`The account holds ${account.currency}, not ${currency}`);
        const providerReference = `p2c_sbx_${randomBytes(10).toString('hex')}`;
        const inserted = await tx.one<{ id: string }>(
          `INSERT INTO pay2corp_sandbox_ledger (external_account_id, idempotency_key, provider_reference, direction, amount_minor, currency, status)
           VALUES ($1, $2, $3, 'DEBIT', $4, $5, 'PROCESSING') ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [externalAccountId, idempotencyKey, providerReference, amountMinor, currency],
        );
        if (!inserted) {
          // A retry: the movement exists; answer its reference, move nothing.
          const existing = await tx.one<{ provider_reference: string; external_account_id: string; amount_minor: string }>(
            'SELECT provider_reference, external_account_id, amount_minor FROM pay2corp_sandbox_ledger WHERE idempotency_key = $1', [idempotencyKey],
          );
          if (existing!.external_account_id !== externalAccountId || Number(existing!.amount_minor) !== amountMinor) throw new Error('pay2corp (sandbox): the idempotency key was used for another payment');
          return { providerReference: existing!.provider_reference, status: 'PROCESSING' as const };
        }
        const declined = amountMinor % 100 === 13;
        const debited = declined ? null : await tx.one(
          'UPDATE pay2corp_sandbox_accounts SET balance_minor = balance_minor - $2 WHERE external_account_id = $1 AND balance_minor >= $2 RETURNING external_account_id',
          [externalAccountId, amountMinor],
        );
        // Nothing debited: the movement is FAILED now; the payer hears it by the webhook, like a bank's later refusal.
        if (!debited) await tx.query(`UPDATE pay2corp_sandbox_ledger SET status = 'FAILED' WHERE id = $1`, [inserted.id]);
        const wait = delay.min + Math.floor(Math.random() * Math.max(0, delay.max - delay.min));
        await scheduler.send(SANDBOX_WEBHOOK_JOB, { providerReference }, { at: new Date(Date.now() + wait), key: providerReference });
        return { providerReference, status: 'PROCESSING' as const };
      });
    },
    async verifyWebhook(rawBody, headers) {
      return verifyPay2corpWebhook(await options.secret(), rawBody, headers);
    },
  };
}
