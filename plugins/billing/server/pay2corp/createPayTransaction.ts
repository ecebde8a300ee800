import { createHash } from 'node:crypto';
import { badRequest, conflict, HttpError, isUuid, notFound } from '@portolan/sdk/server';
import { formatMinor } from '../payments/formatMinor';
import type { PayTransaction } from '../../shared/types';
import type { PayDeps } from './PayDeps';
import { PayRefusal } from './PayProvider';
import { PAY_TRANSACTION_SELECT, payTransactionOf, type PayTransactionRow } from './payRecords';

export interface PayRequest {
  accountId?: unknown;
  invoices?: unknown;
}

const OPEN = ['ISSUED', 'PARTLY_PAID', 'OVERDUE'];

/** The Idempotency-Key header, checked: 8–100 visible characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length < 8 || key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('The Idempotency-Key header is required: 8 to 100 visible characters, one per payment request', 'Idempotency-Key');
  }
  return key;
}

function checkRequest(data: PayRequest): { accountId: string; invoices: Array<{ invoiceId: string; amountMinor: number }> } {
  if (typeof data.accountId !== 'string' || !isUuid(data.accountId)) throw badRequest('Choose the pay account to pay from', 'data.accountId');
  if (!Array.isArray(data.invoices) || data.invoices.length < 1 || data.invoices.length > 50) throw badRequest('Pay 1 to 50 invoices in one payment', 'data.invoices');
  const seen = new Set<string>();
  const invoices = data.invoices.map((item: unknown, i) => {
    const { invoiceId, amountMinor } = (item ?? {}) as { invoiceId?: unknown; amountMinor?: unknown };
    if (typeof invoiceId !== 'string' || !isUuid(invoiceId)) throw badRequest('Name the invoice to pay', `data.invoices.${i}.invoiceId`);
    if (seen.has(invoiceId)) throw badRequest('The invoice is listed twice', `data.invoices.${i}.invoiceId`);
    seen.add(invoiceId);
    if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw badRequest('The amount is a positive whole number of minor units', `data.invoices.${i}.amountMinor`);
    return { invoiceId, amountMinor };
  });
  return { accountId: data.accountId, invoices };
}

/**
 * Pays invoices issued to the caller through pay2corp (README "pay2corp"), once per Idempotency-Key:
 * 1. in one transaction (the invoices locked, so concurrent payments of them queue up): a row of the
 *    caller with this key answers as a replay (same request hash) or a 409; else the account, invoices
 *    (issued to the caller, open, not disputed, one payee, one currency, amounts ≤ the balance less
 *    payments in flight) are checked and the PENDING row is inserted ON CONFLICT DO NOTHING;
 * 2. after the commit, the provider is asked to pay, with the transaction's id as the provider's
 *    idempotency key, and the row becomes PROCESSING with the provider's reference.
 * A crash or provider outage between 1 and 2 leaves the row PENDING: any replay with the same key
 * initiates again, which the provider (idempotent on the key) answers with the same reference and no
 * second movement. The provider settles or fails it later, by webhook (receivePayWebhook).
 */
export async function createPayTransaction(
  deps: PayDeps, caller: { companyId: string; userId: string }, idempotencyKey: string, data: PayRequest,
): Promise<{ created: boolean; transaction: PayTransaction }> {
  const request = checkRequest(data);
  const requestHash = createHash('sha256').update(JSON.stringify([request.accountId, request.invoices.map((i) => [i.invoiceId, i.amountMinor])])).digest('hex');
  const { db } = deps;

  const inserted = await db.transaction(async (tx) => {
    const ids = request.invoices.map((i) => i.invoiceId);
    const invoices = await tx.query<{ id: string; company_id: string; kind: string; status: string; currency: string; balance_minor: string; payer_status: string; number: string | null }>(
      `SELECT id, company_id, kind, status, currency, balance_minor, payer_status, number FROM invoices
        WHERE id = ANY($1::uuid[]) AND customer_company_id = $2 AND status <> 'DRAFT' ORDER BY id FOR UPDATE`,
      [ids, caller.companyId],
    );
    const existing = await tx.one<{ id: string }>('SELECT id FROM pay_transactions WHERE company_id = $1 AND idempotency_key = $2', [caller.companyId, idempotencyKey]);
    if (existing) return undefined;
    const account = await tx.one<{ currency: string }>(`SELECT currency FROM pay_accounts WHERE id = $1 AND company_id = $2 AND status = 'ACTIVE'`, [request.accountId, caller.companyId]);
    if (!account) throw notFound('Pay account not found');
    const byId = new Map(invoices.rows.map((r) => [String(r.id), r]));
    const inFlight = await tx.query<{ invoice_id: string; amount: string }>(
      `SELECT u.invoice_id, sum(u.amount)::bigint AS amount
         FROM pay_transactions t, unnest(t.invoice_ids, t.amounts_minor) AS u(invoice_id, amount)
        WHERE t.company_id = $1 AND t.status IN ('PENDING', 'PROCESSING') AND u.invoice_id = ANY($2::uuid[])
        GROUP BY u.invoice_id`,
      [caller.companyId, ids],
    );
    const pending = new Map(inFlight.rows.map((r) => [String(r.invoice_id), Number(r.amount)]));
    const first = byId.get(request.invoices[0].invoiceId);
    request.invoices.forEach(({ invoiceId, amountMinor }, i) => {
      const inv = byId.get(invoiceId);
      const field = `data.invoices.${i}`;
      if (!inv) throw new HttpError(404, 'Invoice not found', 'NOT_FOUND', `${field}.invoiceId`);
      const name = inv.number ?? 'The invoice';
      if (inv.kind !== 'INVOICE') throw conflict(`${name} is a credit note; only invoices are paid`, `${field}.invoiceId`);
      if (!OPEN.includes(inv.status)) throw conflict(`${name} is ${inv.status}; only open invoices (ISSUED, PARTLY_PAID, OVERDUE) can be paid`, `${field}.invoiceId`);
      if (inv.payer_status === 'DISPUTED') throw conflict(`${name} is DISPUTED; settle the dispute before paying it`, `${field}.invoiceId`);
      if (inv.company_id !== first!.company_id) throw badRequest('One payment pays one payee: these invoices were issued by different companies', `${field}.invoiceId`);
      if (inv.currency !== first!.currency) throw badRequest('One payment is in one currency: these invoices are in different currencies', `${field}.invoiceId`);
      const open = Number(inv.balance_minor) - (pending.get(invoiceId) ?? 0);
      if (amountMinor > open) throw conflict(`${name} has ${formatMinor(open, inv.currency)} left to pay (balance less payments in progress)`, `${field}.amountMinor`);
    });
    if (first!.currency !== account.currency) throw badRequest(`The pay account holds ${account.currency}; these invoices are in ${first!.currency}`, 'data.accountId');
    const total = request.invoices.reduce((s, i) => s + i.amountMinor, 0);
    return tx.one<{ id: string }>(
      `INSERT INTO pay_transactions (company_id, pay_account_id, payee_company_id, idempotency_key, request_hash, invoice_ids, amounts_minor, currency, amount_minor, created_by)
       VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::bigint[], $8, $9, $10)
       ON CONFLICT (company_id, idempotency_key) DO NOTHING RETURNING id`,
      [caller.companyId, request.accountId, first!.company_id, idempotencyKey, requestHash, ids, request.invoices.map((i) => i.amountMinor), first!.currency, total, caller.userId],
    );
  });

  let row = await db.one<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE t.company_id = $1 AND t.idempotency_key = $2`, [caller.companyId, idempotencyKey]);
  if (!row) throw new Error('pay2corp: the transaction row vanished');
  if (row.request_hash !== requestHash) throw conflict('Idempotency-Key was used for another request', 'Idempotency-Key');
  if (row.status === 'PENDING') row = await initiate(deps, row);
  return { created: !!inserted, transaction: payTransactionOf(row) };
}

async function initiate(deps: PayDeps, row: PayTransactionRow): Promise<PayTransactionRow> {
  const account = await deps.db.one<{ external_account_id: string }>('SELECT external_account_id FROM pay_accounts WHERE id = $1', [row.pay_account_id]);
  const numbers = row.invoice_ids.map((id) => row.numbers?.[id]).filter(Boolean).join(', ');
  let providerReference: string;
  try {
    ({ providerReference } = await deps.provider.initiate({
      idempotencyKey: String(row.id),
      externalAccountId: account!.external_account_id,
      payee: { companyId: String(row.payee_company_id), name: row.payee_name },
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      reference: `Portolan ${numbers}`.slice(0, 140),
    }));
  } catch (error) {
    if (error instanceof PayRefusal) {
      await deps.db.query(`UPDATE pay_transactions SET status = 'FAILED', failure_reason = $2, updated_at = now(), version = version + 1 WHERE id = $1 AND status = 'PENDING'`, [row.id, error.message]);
    } else {
      deps.log.warn({ err: error, payTransactionId: row.id }, 'pay2corp: initiating a payment failed; a replay with the same key retries');
      throw new HttpError(502, 'pay2corp could not take the payment now; send the same request with the same Idempotency-Key to retry', 'BAD_GATEWAY');
    }
    return (await deps.db.one<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE t.id = $1`, [row.id]))!;
  }
  await deps.db.query(
    `UPDATE pay_transactions SET status = 'PROCESSING', provider_reference = $2, updated_at = now(), version = version + 1 WHERE id = $1 AND status = 'PENDING'`,
    [row.id, providerReference],
  );
  return (await deps.db.one<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE t.id = $1`, [row.id]))!;
}
