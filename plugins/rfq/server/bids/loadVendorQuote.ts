import type { Db } from '@portolan/sdk/server';
import type { RfqQuote } from '../../shared/types';

/** The vendor's own bid sheet on an RFQ (with its lines and total), or null. Helper S2 implements it. */
export async function loadVendorQuote(_db: Db, _rfqId: string, _vendorCompanyId: string): Promise<RfqQuote | null> {
  return null;
}
