import type { Db } from '@portolan/sdk/server';
import type { Rfq } from '../../shared/types';

/** The owner's full RFQ (lanes, invitations, documents, totals, bidsSealed), or undefined. Helper S1 implements it. */
export async function loadRfq(_db: Db, _companyId: string, _rfqId: string): Promise<Rfq | undefined> {
  return undefined;
}
