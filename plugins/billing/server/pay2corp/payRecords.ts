import type { Db } from '@portolan/sdk/server';
import type { PayAccount, PayTransaction } from '../../shared/types';

export interface PayAccountRow {
  id: string;
  company_id: string;
  mode: 'SANDBOX' | 'LIVE';
  corporate_id: string;
  external_account_id: string;
  display_name: string;
  currency: string;
  status: 'ACTIVE' | 'UNLINKED';
  created_at: string | Date;
  version: number;
}

const iso = (v: string | Date | null): string | null => (v == null ? null : new Date(v).toISOString());

export function payAccountOf(row: PayAccountRow): PayAccount {
  return {
    _id: String(row.id), provider: 'pay2corp', mode: row.mode, corporateId: row.corporate_id, displayName: row.display_name,
    currency: row.currency, status: row.status, createdAt: iso(row.created_at)!, version: Number(row.version),
  };
}

/** The columns payTransactionOf reads (alias `t`), with the payee's name and the invoices' numbers. */
export const PAY_TRANSACTION_SELECT = `
  SELECT t.id, t.company_id, t.pay_account_id, t.payee_company_id, c.name AS payee_name, t.idempotency_key, t.request_hash,
         to_jsonb(t.invoice_ids) AS invoice_ids, to_jsonb(t.amounts_minor) AS amounts_minor,
         (SELECT jsonb_object_agg(i.id::text, i.number) FROM invoices i WHERE i.id = ANY(t.invoice_ids)) AS numbers,
         t.currency, t.amount_minor, t.status, t.provider_reference, t.failure_reason, t.settled_at, t.created_at, t.version
    FROM pay_transactions t JOIN companies c ON c.id = t.payee_company_id`;

export interface PayTransactionRow {
  id: string;
  company_id: string;
  pay_account_id: string;
  payee_company_id: string;
  payee_name: string;
  idempotency_key: string;
  request_hash: string;
  invoice_ids: string[];
  amounts_minor: Array<number | string>;
  numbers: Record<string, string | null> | null;
  currency: string;
  amount_minor: number | string;
  status: PayTransaction['status'];
  provider_reference: string | null;
  failure_reason: string | null;
  settled_at: string | Date | null;
  created_at: string | Date;
  version: number;
}

export function payTransactionOf(row: PayTransactionRow): PayTransaction {
  return {
    _id: String(row.id), payAccountId: String(row.pay_account_id), payeeCompanyId: String(row.payee_company_id), payeeName: row.payee_name,
    idempotencyKey: row.idempotency_key,
    invoices: row.invoice_ids.map((invoiceId, i) => ({ invoiceId, number: row.numbers?.[invoiceId] ?? null, amountMinor: Number(row.amounts_minor[i]) })),
    currency: row.currency, amountMinor: Number(row.amount_minor), status: row.status, providerReference: row.provider_reference,
    failureReason: row.failure_reason, settledAt: iso(row.settled_at), createdAt: iso(row.created_at)!, version: Number(row.version),
  };
}

/** The caller's pay transaction `id` (undefined for another company's or an unknown id). */
export async function loadPayTransaction(db: Db, companyId: string, id: string): Promise<PayTransactionRow | undefined> {
  const row = await db.one<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE t.id = $1 AND t.company_id = $2`, [id, companyId]);
  return row ?? undefined;
}
