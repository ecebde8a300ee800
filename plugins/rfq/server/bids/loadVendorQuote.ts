import type { Db } from '@portolan/sdk/server';
import type { RfqQuote } from '../../shared/types';
import { loadQuotes } from './loadQuotes';

/** The vendor's own bid sheet on an RFQ (with its lines and total), or null. */
export async function loadVendorQuote(db: Db, rfqId: string, vendorCompanyId: string): Promise<RfqQuote | null> {
  const [quote] = await loadQuotes(db, { rfqId, vendorCompanyId });
  return quote ?? null;
}
