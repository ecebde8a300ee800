import { containsPattern, isUuid, type DocumentSource } from '@portolan/sdk/server';
import { DOCUMENT_FIELD_KEYS, PRINTABLE_DOCUMENT_NAMES } from '@portolan/sdk/shared';
import { loadInvoices } from './loadInvoices';
import { printableInvoice } from './printableInvoice';

/**
 * Invoices and credit notes for the document-template composer: the fields and the `lines` table
 * printableInvoice fills, the ones the company issued (newest first, "INV/26-27/00007 — Acme Exports",
 * a draft as "Draft — …", searched by number or customer) and each as printed. Only the company's own
 * issued invoices load — one it received, another company's or a malformed id: undefined.
 */
export const invoiceDocumentSource: DocumentSource = {
  documentType: 'INVOICE',
  name: PRINTABLE_DOCUMENT_NAMES.INVOICE,
  fields: [
    ...DOCUMENT_FIELD_KEYS.INVOICE,
    { key: 'number', label: 'Invoice number' },
    { key: 'kind', label: 'Kind' },
    { key: 'status', label: 'Status' },
    { key: 'termsDays', label: 'Payment terms (days)' },
    { key: 'taxRegime', label: 'Tax regime' },
    { key: 'shipmentReference', label: 'Shipment reference' },
    { key: 'quoteReference', label: 'Quote' },
    { key: 'poNumber', label: 'PO number' },
    { key: 'period', label: 'Period' },
    { key: 'creditsInvoiceNumber', label: 'Credited invoice' },
    { key: 'supplierName', label: 'Supplier' },
    { key: 'supplierGstin', label: 'Supplier GSTIN' },
    { key: 'supplierPan', label: 'Supplier PAN' },
    { key: 'customerName', label: 'Customer' },
    { key: 'customerGstin', label: 'Customer GSTIN (bill-to)' },
    { key: 'customerPan', label: 'Customer PAN' },
    { key: 'customerState', label: 'Customer state' },
    { key: 'subtotal', label: 'Taxable value' },
    { key: 'tax', label: 'Tax' },
    { key: 'total', label: 'Total' },
    { key: 'tds', label: 'TDS withheld' },
    { key: 'payable', label: 'Amount payable' },
    { key: 'balanceDue', label: 'Balance due' },
    { key: 'totalInWords', label: 'Total in words' },
    { key: 'payableInWords', label: 'Amount payable in words' },
    { key: 'voidReason', label: 'Void' },
  ],
  tables: [{ key: 'lines', title: 'Lines' }],
  async list(db, companyId, { search, limit }) {
    const params: unknown[] = [companyId, Math.max(1, Math.min(limit, 200))];
    const text = search?.trim();
    if (text) params.push(containsPattern(text));
    const rows = await db.query<{ id: string; number: string | null; customer_name: string; kind: string }>(
      `SELECT id, number, customer_name, kind FROM invoices
        WHERE company_id = $1 ${text ? 'AND (number ILIKE $3 OR customer_name ILIKE $3)' : ''}
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    );
    return rows.rows.map((r) => ({ id: String(r.id), label: `${r.number ?? 'Draft'}${r.kind === 'CREDIT_NOTE' ? ' (credit note)' : ''} — ${r.customer_name}` }));
  },
  async load(db, companyId, id) {
    const [invoice] = isUuid(id) ? await loadInvoices(db, companyId, [id]) : [];
    return invoice && invoice.companyId === companyId ? printableInvoice(invoice) : undefined;
  },
};
