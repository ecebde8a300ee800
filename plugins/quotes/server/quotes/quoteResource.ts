import type { ResourceSpec } from '@portolan/sdk/server';
import { QUOTES_API, type QuoteRecord } from '../../shared/types';
import { optionsOfQuotes, quoteRecordOf } from './loadQuote';

/**
 * The forwarder's quotes (named resource `quotes`): list with filters status, enquiryId and a
 * validUntil range, search by reference and customer, sort createdAt / validUntil / reference, keyset
 * paging; details with options and lines (buy and sell). Never shared: a customer reads the
 * customer view (customerQuoteOf), not this record.
 */
export const quoteResource: ResourceSpec<QuoteRecord> = {
  base: QUOTES_API.quote,
  table: 'quotes',
  feature: 'quotes',
  fields: {
    status: { column: 'status', type: 'text', filter: 'in' },
    enquiryId: { column: 'enquiry_id', type: 'uuid', filter: 'in' },
    validUntil: { column: 'valid_until', type: 'date', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    reference: { column: 'reference', type: 'text', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['reference'], related: { table: 'enquiries', key: 'quote_id', columns: ['customer_name', 'reference'] } },
  toRecord: (row) => quoteRecordOf({ enquiry_reference: '', customer_name: '', ...row }, []),
  async expand(db, records) {
    if (records.length === 0) return;
    const ids = records.map((r) => r._id);
    const enquiries = await db.query<{ quote_id: string; reference: string; customer_name: string }>(
      'SELECT q.id AS quote_id, e.reference, e.customer_name FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id WHERE q.id = ANY($1::uuid[])',
      [ids],
    );
    const byQuote = new Map(enquiries.rows.map((r) => [r.quote_id, r]));
    const options = await optionsOfQuotes(db, records.map((r) => ({ id: r._id, currency: r.currency })));
    for (const r of records) {
      r.enquiryReference = byQuote.get(r._id)?.reference ?? '';
      r.customerName = byQuote.get(r._id)?.customer_name ?? '';
      r.options = options.get(r._id) ?? [];
    }
  },
};
