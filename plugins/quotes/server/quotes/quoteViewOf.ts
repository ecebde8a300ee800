import type { Db } from '@portolan/sdk/server';
import type { CustomerQuote, QuoteRecord } from '../../shared/types';
import { customerViewOf } from './customerViewOf';
import { ENQUIRY_COLUMNS, enquiryOf } from './enquiryOf';
import { forwarderOf } from './forwarderOf';

/** The customer view of a loaded quote (any state, drafts too: the forwarder's preview and PDF). */
export async function quoteViewOf(db: Db, quote: QuoteRecord, linkExpiresAt: string): Promise<CustomerQuote> {
  const meta = await db.one<{ company_id: string; created_by: string | null }>('SELECT company_id, created_by FROM quotes WHERE id = $1', [quote._id]);
  const enquiryRow = await db.one(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = $1`, [quote.enquiryId]);
  return customerViewOf(quote, enquiryOf(enquiryRow!), await forwarderOf(db, meta!.company_id, meta!.created_by), linkExpiresAt);
}

/** `<reference>-r<revision>.pdf` */
export const pdfName = (q: { reference: string; revision: number }) => `${q.reference}-r${q.revision}.pdf`;
