import type { ApprovalCriteriaOptions, Db } from '@portolan/sdk/server';

/**
 * What an approval rule's criteria may name for a company (GET ORDERS_API.rulesCriteria): the distinct
 * categories of its catalogue, its active locations ("CODE — Name") and its active suppliers ("CODE — Name").
 */
export async function approvalCriteriaOptions(db: Db, companyId: string): Promise<ApprovalCriteriaOptions> {
  const categories = await db.query<{ category: string }>('SELECT DISTINCT category FROM products WHERE company_id = $1 ORDER BY category LIMIT 1000', [companyId]);
  const locations = await db.query<{ id: string; code: string; name: string }>('SELECT id, code, name FROM company_locations WHERE company_id = $1 AND active ORDER BY code LIMIT 1000', [companyId]);
  const suppliers = await db.query<{ id: string; code: string; name: string }>("SELECT id, code, name FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active ORDER BY code LIMIT 1000", [companyId]);
  return {
    categories: categories.rows.map((r) => ({ value: r.category, label: r.category })),
    locationIds: locations.rows.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` })),
    supplierIds: suppliers.rows.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` })),
  };
}
