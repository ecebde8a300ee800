import { iso } from '@portolan/sdk/server';
import type { InvoiceLine, InvoiceRecord, PartySnapshot } from '../../shared/types';

/** A `date` column as 'YYYY-MM-DD' (drivers answer a string or a local-midnight Date). */
export function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** Today in UTC, 'YYYY-MM-DD'. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function party(value: unknown, fallbackName: string, companyId: string | null): PartySnapshot {
  const o = (typeof value === 'string' ? JSON.parse(value) : value ?? {}) as Partial<PartySnapshot>;
  return {
    companyId: o.companyId ?? companyId,
    legalName: o.legalName ?? fallbackName,
    address: o.address ?? '',
    country: o.country ?? '',
    stateCode: o.stateCode ?? null,
    gstin: o.gstin ?? null,
    pan: o.pan ?? null,
  };
}

/** Days past due of an unsettled issued invoice on `today` (0 otherwise). */
export function daysOverdueOf(status: string, dueDate: string | null, today: string): number {
  if (!dueDate || !['ISSUED', 'PARTLY_PAID', 'OVERDUE'].includes(status) || dueDate >= today) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** An invoice row (`t.*` plus optional `issuer_name`, `credits_number`) → the API record as `callerCompanyId` sees it (lines added later). */
export function invoiceRecordOf(row: Record<string, unknown>, callerCompanyId: string, lines: InvoiceLine[] = []): InvoiceRecord {
  const companyId = String(row.company_id);
  const customerCompanyId = str(row.customer_company_id);
  const dueDate = dateText(row.due_date);
  const status = String(row.status) as InvoiceRecord['status'];
  const supplier = party(row.supplier, String(row.issuer_name ?? ''), companyId);
  return {
    _id: String(row.id),
    companyId,
    issuerName: supplier.legalName || String(row.issuer_name ?? ''),
    customerCompanyId,
    customerName: String(row.customer_name),
    direction: companyId === callerCompanyId ? 'ISSUED' : 'RECEIVED',
    kind: String(row.kind) as InvoiceRecord['kind'],
    creditsInvoiceId: str(row.credits_invoice_id),
    creditsInvoiceNumber: str(row.credits_number),
    source: String(row.source) as InvoiceRecord['source'],
    shipmentId: str(row.shipment_id),
    shipmentReference: str(row.shipment_reference),
    quoteId: str(row.quote_id),
    quoteReference: str(row.quote_reference),
    subscriptionId: str(row.subscription_id),
    periodStart: dateText(row.period_start),
    periodEnd: dateText(row.period_end),
    number: str(row.number),
    status,
    payerStatus: String(row.payer_status) as InvoiceRecord['payerStatus'],
    currency: String(row.currency),
    baseCurrency: String(row.base_currency),
    exchangeRate: String(row.exchange_rate),
    issueDate: dateText(row.issue_date),
    termsDays: num(row.terms_days),
    dueDate,
    daysOverdue: daysOverdueOf(status, dueDate, todayUtc()),
    taxRegime: String(row.tax_regime) as InvoiceRecord['taxRegime'],
    placeOfSupply: str(row.place_of_supply),
    supplier,
    customer: party(row.customer, String(row.customer_name), customerCompanyId),
    lines,
    subtotalMinor: num(row.subtotal_minor),
    cgstMinor: num(row.cgst_minor),
    sgstMinor: num(row.sgst_minor),
    igstMinor: num(row.igst_minor),
    taxMinor: num(row.tax_minor),
    totalMinor: num(row.total_minor),
    tdsRate: num(row.tds_rate),
    tdsMinor: num(row.tds_minor),
    payableMinor: num(row.payable_minor),
    paidMinor: num(row.paid_minor),
    creditedMinor: num(row.credited_minor),
    balanceMinor: num(row.balance_minor),
    poNumber: str(row.po_number),
    notes: str(row.notes),
    voidReason: str(row.void_reason),
    hasFile: row.file_id !== null && row.file_id !== undefined,
    issuedAt: iso(row.issued_at) ?? null,
    paidAt: iso(row.paid_at) ?? null,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: num(row.version),
  };
}

/** An invoice_lines row → InvoiceLine. */
export function invoiceLineOf(row: Record<string, unknown>): InvoiceLine {
  return {
    _id: String(row.id),
    position: num(row.position),
    code: String(row.code ?? ''),
    description: String(row.description),
    sac: str(row.sac),
    quantity: String(Number(row.quantity)),
    unitPrice: String(Number(row.unit_price)),
    amountMinor: num(row.amount_minor),
    taxRate: num(row.tax_rate),
    cgstMinor: num(row.cgst_minor),
    sgstMinor: num(row.sgst_minor),
    igstMinor: num(row.igst_minor),
  };
}
