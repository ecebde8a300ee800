import { badRequest, baseRecord, connectedCompanies, type Db, type ResourceSpec } from '@portolan/sdk/server';
import { RFQ_API, type VendorGroup } from '../../shared/types';
import { NOT_IN_NETWORK } from '../rfqs/invitedVendors';

const GROUP = {
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  vendorCompanyIds: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', maxLength: 100 } },
};

/** The vendor ids, each a company of the owner's network (400 naming `data.vendorCompanyIds.<i>`). */
async function checkVendors(db: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  const network = await connectedCompanies(db, companyId, ids);
  const stranger = ids.findIndex((id) => !network.has(id));
  if (stranger >= 0) throw badRequest(NOT_IN_NETWORK, `data.vendorCompanyIds.${stranger}`);
  return [...ids];
}

/** Named sets of network companies to invite together (`/api/rfq/vendorGroups`). */
export const vendorGroupResource: ResourceSpec<VendorGroup> = {
  base: RFQ_API.vendorGroups,
  table: 'rfq_vendor_groups',
  feature: 'rfq',
  fields: { createdAt: { column: 'created_at', type: 'timestamp', sort: true } },
  defaultSort: { field: 'createdAt', dir: 'asc' },
  search: { columns: ['name'] },
  toRecord: (row) => ({ ...baseRecord(row), name: String(row.name), vendorCompanyIds: ((row.vendor_company_ids as string[] | null) ?? []).map(String) }),
  create: {
    data: { type: 'object', additionalProperties: false, required: ['name'], properties: GROUP },
    columns: async (data: { name: string; vendorCompanyIds?: string[] }, { tx, companyId, userId }) => ({ name: data.name.trim(), vendor_company_ids: await checkVendors(tx, companyId, data.vendorCompanyIds ?? []), created_by: userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: GROUP },
    columns: async (data: { name?: string; vendorCompanyIds?: string[] }, _current, { tx, companyId }) => ({
      ...(data.name !== undefined && { name: data.name.trim() }),
      ...(data.vendorCompanyIds !== undefined && { vendor_company_ids: await checkVendors(tx, companyId, data.vendorCompanyIds) }),
    }),
  },
};
