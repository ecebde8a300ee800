import { iso, type Db, type ResourceSpec } from '@portolan/sdk/server';
import { BILLING_API, type PaymentMethod, type PaymentRecord } from '../../shared/types';

/** A payments row (`t.*`) as its record; `direction`, `payeeName` and `allocations` are added by `expandPayments`. */
export function paymentOfRow(row: Record<string, unknown>): PaymentRecord {
  return {
    _id: String(row.id),
    companyId: String(row.company_id),
    payeeName: '',
    payerCompanyId: row.payer_company_id ? String(row.payer_company_id) : null,
    payerName: String(row.payer_name),
    direction: 'RECEIVED',
    kind: row.kind as PaymentRecord['kind'],
    refundOf: row.refund_of ? String(row.refund_of) : null,
    method: row.method as PaymentMethod,
    reference: (row.reference as string | null) ?? null,
    receivedOn: String(row.received_on).slice(0, 10),
    currency: String(row.currency),
    amountMinor: Number(row.amount_minor),
    unappliedMinor: Number(row.unapplied_minor),
    refundedMinor: Number(row.refunded_minor),
    allocations: [],
    payTransactionId: row.pay_transaction_id ? String(row.pay_transaction_id) : null,
    notes: (row.notes as string | null) ?? null,
    createdAt: iso(row.created_at)!,
    version: Number(row.version),
  };
}

/** Adds the caller's side, the payee's name and the allocations (with invoice numbers) to payments, in two queries. */
export async function expandPayments(db: Db, records: PaymentRecord[], scope: { companyId: string }): Promise<void> {
  if (!records.length) return;
  const names = await db.query<{ id: string; name: string }>('SELECT id, name FROM companies WHERE id = ANY($1::uuid[])', [[...new Set(records.map((r) => r.companyId))]]);
  const nameOf = new Map(names.rows.map((r) => [String(r.id), r.name]));
  const allocations = await db.query<Record<string, unknown>>(
    `SELECT a.payment_id, a.invoice_id, i.number, i.currency, a.amount_minor, a.payment_amount_minor, a.realized_rate::text AS realized_rate, a.fx_gain_minor
       FROM payment_allocations a JOIN invoices i ON i.id = a.invoice_id
      WHERE a.payment_id = ANY($1::uuid[]) ORDER BY a.created_at, i.number, a.id`,
    [records.map((r) => r._id)],
  );
  const byPayment = new Map<string, PaymentRecord['allocations']>();
  for (const a of allocations.rows) {
    const list = byPayment.get(String(a.payment_id)) ?? [];
    list.push({
      invoiceId: String(a.invoice_id),
      invoiceNumber: (a.number as string | null) ?? null,
      invoiceCurrency: String(a.currency),
      amountMinor: Number(a.amount_minor),
      paymentAmountMinor: Number(a.payment_amount_minor),
      realizedRate: trimRate(String(a.realized_rate)),
      fxGainMinor: Number(a.fx_gain_minor),
    });
    byPayment.set(String(a.payment_id), list);
  }
  for (const r of records) {
    r.payeeName = nameOf.get(r.companyId) ?? '';
    r.direction = r.companyId === scope.companyId ? 'RECEIVED' : 'MADE';
    r.allocations = byPayment.get(r._id) ?? [];
  }
}

/** '83.5000000000' → '83.5', '1.0000000000' → '1'. */
function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/**
 * `GET /api/payments`: payments the caller received (its own rows) and made (shared through
 * payment_parties: rows whose payer is the caller). `filter[direction]=RECEIVED|MADE`, `filter[method]`,
 * `filter[kind]`, `filter[receivedOn][from/to]`; search over the reference and the payer's name.
 */
export function paymentResource(): Omit<ResourceSpec<PaymentRecord>, 'create' | 'update'> {
  return {
    base: BILLING_API.payments,
    table: 'payments',
    feature: 'payments',
    fields: {
      receivedOn: { column: 'received_on', type: 'date', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
      method: { column: 'method', type: 'text', filter: 'in' },
      kind: { column: 'kind', type: 'text', filter: 'in' },
      currency: { column: 'currency', type: 'text', filter: 'in' },
    },
    defaultSort: { field: 'receivedOn', dir: 'desc' },
    search: { columns: ['reference', 'payer_name'] },
    sharedVia: { table: 'payment_parties', key: 'payment_id' },
    customFilters: {
      // $1 is the caller's company in both branches of the list (its own rows and the shared ones).
      direction: { schema: { type: 'string', enum: ['RECEIVED', 'MADE'] }, sql: (value) => (value === 'RECEIVED' ? 't.company_id = $1' : 't.company_id <> $1') },
      // The payments applied to one invoice (its Payments tab).
      invoiceId: { schema: { type: 'string', format: 'uuid' }, sql: (value, p) => `EXISTS (SELECT 1 FROM payment_allocations a WHERE a.payment_id = t.id AND a.invoice_id = ${p.add(value, 'uuid')})` },
    },
    toRecord: paymentOfRow,
    expand: (db, records, scope) => expandPayments(db, records, scope),
  };
}
