import { isUuid, type Db } from '@portolan/sdk/server';

/** How the caller's company relates to an RFQ: its owner, an invited vendor, or neither (answer 404). */
export type RfqRole = { role: 'owner' | 'vendor'; ownerCompanyId: string; status: string } | undefined;

/** One statement: the RFQ's owner and state, when the company owns it or is invited to it. */
export async function rfqRole(db: Db, companyId: string, rfqId: string): Promise<RfqRole> {
  if (!isUuid(rfqId)) return undefined;
  const row = await db.one<{ company_id: string; status: string }>(
    `SELECT r.company_id, r.status FROM rfqs r
      WHERE r.id = $2 AND (r.company_id = $1 OR EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = r.id AND i.company_id = $1))`,
    [companyId, rfqId],
  );
  if (!row) return undefined;
  return { role: row.company_id === companyId ? 'owner' : 'vendor', ownerCompanyId: row.company_id, status: row.status };
}
