import type { Db } from '@portolan/sdk/server';
import type { CustomerQuote } from '../../shared/types';
import { loadQuotes } from './loadQuote';
import { quoteViewOf } from './quoteViewOf';

/**
 * A quote as its customer sees it (sell only: no buy, margin, rate id or buy currency), without the
 * link fields (`linkExpiresAt` is ''); undefined when the quote does not exist or is a draft.
 * Not scoped by company: the caller decides who may see it (a shared record, a valid link).
 */
export async function customerQuoteOf(db: Db, quoteId: string): Promise<CustomerQuote | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return undefined;
  const [quote] = await loadQuotes(db, 'q.id = $1', [quoteId]);
  if (!quote || quote.status === 'DRAFT') return undefined;
  return quoteViewOf(db, quote, '');
}
