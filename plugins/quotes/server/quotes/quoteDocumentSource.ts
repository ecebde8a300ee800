import { containsPattern, isUuid, type DocumentSource } from '@portolan/sdk/server';
import { DOCUMENT_FIELD_KEYS, PRINTABLE_DOCUMENT_NAMES } from '@portolan/sdk/shared';
import { loadQuote } from './loadQuote';
import { printableQuoteOf } from './printableQuoteOf';

/**
 * Quotes for the document-template composer: the fields and tables printableQuote fills, the quotes
 * the company issued (newest first, "Q-2026-00012 — Acme Exports", searched by reference or
 * customer) and each as printed — only the company's own quotes; another's or a malformed id: undefined.
 */
export const quoteDocumentSource: DocumentSource = {
  documentType: 'QUOTE',
  name: PRINTABLE_DOCUMENT_NAMES.QUOTE,
  fields: [
    ...DOCUMENT_FIELD_KEYS.QUOTE,
    { key: 'reference', label: 'Quote reference' },
    { key: 'revision', label: 'Revision' },
    { key: 'exchangeRateDate', label: 'Exchange rates of' },
    { key: 'customerName', label: 'Customer' },
    { key: 'enquiryReference', label: 'Enquiry reference' },
    { key: 'origin', label: 'Origin' },
    { key: 'destination', label: 'Destination' },
    { key: 'mode', label: 'Mode' },
    { key: 'commodity', label: 'Commodity' },
    { key: 'hsCode', label: 'HS code' },
    { key: 'containers', label: 'Containers' },
    { key: 'weight', label: 'Weight' },
    { key: 'volume', label: 'Volume' },
    { key: 'cargoReadyOn', label: 'Cargo ready on' },
    { key: 'services', label: 'Services' },
    { key: 'optionCount', label: 'Options' },
    { key: 'acceptedOption', label: 'Accepted option' },
    { key: 'priceFrom', label: 'Price from' },
    { key: 'preparedBy', label: 'Prepared by' },
    { key: 'forwarderEmail', label: 'Contact email' },
    { key: 'forwarderPhone', label: 'Contact phone' },
  ],
  tables: [
    { key: 'option1', title: 'Option 1' },
    { key: 'option2', title: 'Option 2' },
    { key: 'option3', title: 'Option 3' },
  ],
  async list(db, companyId, { search, limit }) {
    const params: unknown[] = [companyId, Math.max(1, Math.min(limit, 200))];
    const text = search?.trim();
    if (text) params.push(containsPattern(text));
    const rows = await db.query<{ id: string; reference: string; customer_name: string }>(
      `SELECT q.id, q.reference, e.customer_name FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id
        WHERE q.company_id = $1 ${text ? 'AND (q.reference ILIKE $3 OR e.customer_name ILIKE $3)' : ''}
        ORDER BY q.created_at DESC, q.id DESC LIMIT $2`,
      params,
    );
    return rows.rows.map((r) => ({ id: String(r.id), label: `${r.reference} — ${r.customer_name}` }));
  },
  async load(db, companyId, id) {
    const quote = isUuid(id) ? await loadQuote(db, companyId, id) : undefined;
    return quote ? printableQuoteOf(db, quote, '') : undefined;
  },
};
