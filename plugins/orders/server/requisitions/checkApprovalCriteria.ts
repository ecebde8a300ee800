import { badRequest, isUuid, type ApprovalCriteria, type Db } from '@portolan/sdk/server';

/**
 * The approval rules' criteria hook: every value a rule names must exist in the company — a category of
 * its catalogue, an active location, an active SUPPLIER of its company master. 400 names the value
 * (`data.criteria.<criterion>.<i>`).
 */
export async function checkApprovalCriteria(tx: Db, companyId: string, criteria: ApprovalCriteria): Promise<void> {
  const known = async (criterion: keyof ApprovalCriteria, sql: string, message: string) => {
    const values = criteria[criterion] ?? [];
    if (!values.length) return;
    const asked = criterion === 'categories' ? values : values.filter(isUuid);
    const rows = await tx.query<{ v: string }>(sql, [companyId, asked]);
    const found = new Set(rows.rows.map((r) => String(r.v)));
    values.forEach((v, i) => {
      if (!found.has(v)) throw badRequest(message, `data.criteria.${criterion}.${i}`);
    });
  };
  await known('categories', 'SELECT DISTINCT category AS v FROM products WHERE company_id = $1 AND category = ANY($2::text[])', 'Not a category of your product catalogue');
  await known('locationIds', 'SELECT id AS v FROM company_locations WHERE company_id = $1 AND active AND id = ANY($2::uuid[])', 'Not an active location of your company');
  await known('supplierIds', "SELECT id AS v FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active AND id = ANY($2::uuid[])", 'Not an active supplier of your company master');
}
