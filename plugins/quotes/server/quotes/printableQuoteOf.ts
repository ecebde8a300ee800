import type { Db } from '@portolan/sdk/server';
import type { PrintableRecord } from '@portolan/sdk/shared';
import type { QuoteRecord } from '../../shared/types';
import { printableQuote } from './printableQuote';
import { quoteViewOf } from './quoteViewOf';

/** A loaded quote as its forwarder prints it: the customer view (sell prices only), issued by the quote's company, prepared by its author, dated when published (else created). */
export async function printableQuoteOf(db: Db, quote: QuoteRecord, linkExpiresAt: string): Promise<PrintableRecord> {
  const meta = await db.one<{ company_id: string; prepared_by: string | null }>(
    'SELECT q.company_id, u.name AS prepared_by FROM quotes q LEFT JOIN users u ON u.id = q.created_by WHERE q.id = $1',
    [quote._id],
  );
  const issueDate = (quote.publishedAt ?? quote.createdAt).slice(0, 10);
  return printableQuote(await quoteViewOf(db, quote, linkExpiresAt), { companyId: meta!.company_id, preparedBy: meta!.prepared_by, issueDate });
}
