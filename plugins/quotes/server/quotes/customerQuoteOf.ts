import type { Db } from '@portolan/sdk/server';
import type { CustomerQuote } from '../../shared/types';
import { customerViewOf } from './customerViewOf';
import { ENQUIRY_COLUMNS, enquiryOf } from './enquiryOf';
import { forwarderOf } from './forwarderOf';
import { loadQuotes } from './loadQuote';

/**
 * A quote as its customer sees it (sell only: no buy, margin, rate id or buy currency), without the
 * link fields (`linkExpiresAt` is ''); undefined when the quote does not exist or is a draft.
 * Not scoped by company: the caller decides who may see it (a shared record, a valid link).
 */
export async function customerQuoteOf(db: Db, quoteId: string): Promise<CustomerQuote | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return undefined;
  const [quote] = await loadQuotes(db, 'q.id = $1', [quoteId]);
  if (!quote || quote.status === 'DRAFT') return undefined;
  const meta = await db.one<{ company_id: string; created_by: string | null }>('SELECT company_id, created_by FROM quotes WHERE id = $1', [quoteId]);
  const enquiryRow = await db.one(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = $1`, [quote.enquiryId]);
  const forwarder = await forwarderOf(db, meta!.company_id, meta!.created_by);
  return customerViewOf(quote, enquiryOf(enquiryRow!), forwarder, '');
}
