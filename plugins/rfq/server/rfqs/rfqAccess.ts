import { notFound, type Db } from '@portolan/sdk/server';
import { rfqRole } from './rfqRole';

export type RfqAccess = { role: 'owner' | 'vendor'; ownerCompanyId: string; status: string };

/**
 * How the caller's company may see an RFQ, or a 404: its owner, or an invited vendor once the RFQ left
 * DRAFT (a draft's invitations are the owner's plans, not yet news to the vendor).
 */
export async function rfqAccess(db: Db, companyId: string, rfqId: string): Promise<RfqAccess> {
  const role = await rfqRole(db, companyId, rfqId);
  if (!role || (role.role === 'vendor' && role.status === 'DRAFT')) throw notFound('RFQ not found');
  return role;
}
