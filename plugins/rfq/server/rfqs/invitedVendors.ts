import { badRequest, connectedCompanies, isUuid, type Db } from '@portolan/sdk/server';

/** The message shareRecord gives for a company outside the owner's network. */
export const NOT_IN_NETWORK = 'This company is not in your network: connect with it first (Network)';

/**
 * The vendors an RFQ invites: `vendorCompanyIds` ∪ the members of `vendorGroupIds` (the company's own
 * groups: another's is a 400 on `data.vendorGroupIds.<i>`), each a company of the owner's network (a
 * stranger — or an unknown id — is a 400 on `data.vendorCompanyIds.<i>`, or on the group that holds
 * it). Answers vendor → the group it came through (null when named one by one).
 */
export async function invitedVendors(db: Db, companyId: string, vendorCompanyIds: readonly string[], vendorGroupIds: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const direct = await connectedCompanies(db, companyId, vendorCompanyIds);
  const stranger = vendorCompanyIds.findIndex((id) => !direct.has(id));
  if (stranger >= 0) throw badRequest(NOT_IN_NETWORK, `data.vendorCompanyIds.${stranger}`);
  for (const id of vendorCompanyIds) out.set(id, null);
  if (vendorGroupIds.length === 0) return out;
  const groups = await db.query<{ id: string; vendor_company_ids: string[] }>(
    'SELECT id, vendor_company_ids FROM rfq_vendor_groups WHERE company_id = $1 AND id = ANY($2::uuid[])',
    [companyId, vendorGroupIds.filter(isUuid)],
  );
  const byId = new Map(groups.rows.map((g) => [String(g.id), (g.vendor_company_ids ?? []).map(String)]));
  const missing = vendorGroupIds.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw badRequest('Vendor group not found', `data.vendorGroupIds.${missing}`);
  const members = [...byId.values()].flat();
  const network = await connectedCompanies(db, companyId, members);
  for (const [i, groupId] of vendorGroupIds.entries()) {
    for (const member of byId.get(groupId)!) {
      if (!network.has(member)) throw badRequest(`${NOT_IN_NETWORK}: a member of this vendor group is no longer connected`, `data.vendorGroupIds.${i}`);
      if (!out.has(member)) out.set(member, groupId);
    }
  }
  return out;
}
