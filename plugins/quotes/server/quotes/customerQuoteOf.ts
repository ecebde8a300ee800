import type { Db } from '@portolan/sdk/server';
import type { CustomerQuote } from '../../shared/types';

/**
 * A quote as its customer sees it (sell only: no buy, margin, rate id or buy currency), without the
 * link fields (`linkExpiresAt` is ''); undefined when the quote does not exist or is a draft.
 * Placeholder until the quotes API lands this session.
 */
export async function customerQuoteOf(_db: Db, _quoteId: string): Promise<CustomerQuote | undefined> {
  return undefined;
}
