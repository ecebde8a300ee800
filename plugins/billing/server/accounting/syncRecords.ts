import { iso, type Db } from '@portolan/sdk/server';
import type { AccountingConnection, SyncJob } from '../../shared/types';
import type { SyncInvoice, SyncPayment } from './AccountingAdapter';

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const at = (v: unknown) => iso(v) ?? '';
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function connectionOf(row: Record<string, unknown>): AccountingConnection {
  return {
    _id: String(row.id),
    provider: row.provider as AccountingConnection['provider'],
    mode: row.mode as AccountingConnection['mode'],
    externalOrgId: String(row.external_org_id),
    settings: (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings ?? {}) as Record<string, string>,
    status: row.status as AccountingConnection['status'],
    createdAt: at(row.created_at),
    version: Number(row.version),
  };
}

/** A connection as the API shows it: secrets (`accessToken`, `refreshToken`, `clientSecret`) are masked. */
export function publicConnection(connection: AccountingConnection): AccountingConnection {
  const settings = Object.fromEntries(Object.entries(connection.settings).map(([k, v]) => [k, /token|secret/i.test(k) && v ? '••••' : v]));
  return { ...connection, settings };
}

export const JOB_COLUMNS = `j.id, j.connection_id, j.provider, j.action, j.invoice_id, i.number AS invoice_number, j.payment_id, j.status, j.attempts,
  j.next_attempt_at, j.last_error, j.external_id, j.created_at, j.updated_at, j.version`;

export function syncJobOf(row: Record<string, unknown>): SyncJob {
  return {
    _id: String(row.id),
    connectionId: String(row.connection_id),
    provider: row.provider as SyncJob['provider'],
    action: row.action as SyncJob['action'],
    invoiceId: text(row.invoice_id),
    invoiceNumber: text(row.invoice_number),
    paymentId: text(row.payment_id),
    status: row.status as SyncJob['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: at(row.next_attempt_at),
    lastError: text(row.last_error),
    externalId: text(row.external_id),
    createdAt: at(row.created_at),
    updatedAt: at(row.updated_at),
    version: Number(row.version),
  };
}

/** An invoice with its lines as the adapters push it, or undefined. */
export async function loadSyncInvoice(db: Db, invoiceId: string): Promise<SyncInvoice | undefined> {
  const row = await db.one(
    `SELECT id, number, customer_company_id, customer_name, customer, place_of_supply, tax_regime, currency, exchange_rate::text AS exchange_rate,
            issue_date, due_date, subtotal_minor, tax_minor, total_minor, tds_rate::text AS tds_rate, tds_minor, notes, po_number
       FROM invoices WHERE id = $1`,
    [invoiceId],
  );
  if (!row) return undefined;
  const lines = await db.query(
    `SELECT code, description, sac, quantity::text AS quantity, unit_price::text AS unit_price, amount_minor, tax_rate::text AS tax_rate
       FROM invoice_lines WHERE invoice_id = $1 ORDER BY position`,
    [invoiceId],
  );
  const customer = (typeof row.customer === 'string' ? JSON.parse(row.customer) : row.customer ?? {}) as { gstin?: string | null };
  return {
    id: String(row.id),
    number: String(row.number ?? ''),
    customerCompanyId: text(row.customer_company_id),
    customerName: String(row.customer_name),
    customerGstin: customer.gstin ?? null,
    placeOfSupply: text(row.place_of_supply),
    taxRegime: row.tax_regime as SyncInvoice['taxRegime'],
    currency: String(row.currency),
    exchangeRate: String(row.exchange_rate),
    issueDate: row.issue_date ? day(row.issue_date) : '',
    dueDate: row.due_date ? day(row.due_date) : '',
    subtotalMinor: Number(row.subtotal_minor),
    taxMinor: Number(row.tax_minor),
    totalMinor: Number(row.total_minor),
    tdsRate: Number(row.tds_rate),
    tdsMinor: Number(row.tds_minor),
    notes: text(row.notes),
    poNumber: text(row.po_number),
    lines: lines.rows.map((l) => ({
      code: String(l.code ?? ''),
      description: String(l.description),
      sac: text(l.sac),
      quantity: String(l.quantity),
      unitPrice: String(l.unit_price),
      amountMinor: Number(l.amount_minor),
      taxRate: Number(l.tax_rate),
    })),
  };
}

/**
 * A payment with each applied invoice's id at the connection, or `{ waitingFor }` naming an invoice
 * not pushed yet, `{ refund }` for a refund (not pushed), or undefined when the payment is gone.
 */
export async function loadSyncPayment(db: Db, paymentId: string, connectionId: string): Promise<SyncPayment | { waitingFor: string } | { refund: true } | undefined> {
  const row = await db.one(
    `SELECT id, payer_company_id, payer_name, kind, method, reference, received_on, currency, amount_minor FROM payments WHERE id = $1`,
    [paymentId],
  );
  if (!row) return undefined;
  if (row.kind === 'REFUND') return { refund: true };
  const allocations = await db.query<{ invoice_id: string; number: string; amount_minor: string | number; external_id: string | null }>(
    `SELECT a.invoice_id, i.number, a.payment_amount_minor AS amount_minor, x.external_id
       FROM payment_allocations a JOIN invoices i ON i.id = a.invoice_id
       LEFT JOIN accounting_external_ids x ON x.invoice_id = a.invoice_id AND x.connection_id = $2
      WHERE a.payment_id = $1 ORDER BY i.number`,
    [paymentId, connectionId],
  );
  const missing = allocations.rows.find((a) => !a.external_id);
  if (missing) return { waitingFor: missing.number };
  return {
    id: String(row.id),
    payerCompanyId: text(row.payer_company_id),
    payerName: String(row.payer_name),
    method: row.method as SyncPayment['method'],
    reference: text(row.reference),
    receivedOn: day(row.received_on),
    currency: String(row.currency),
    amountMinor: Number(row.amount_minor),
    allocations: allocations.rows.map((a) => ({ invoiceNumber: a.number, externalId: String(a.external_id), amountMinor: Number(a.amount_minor) })),
  };
}
