import { badRequest, type Db } from '@portolan/sdk/server';

/** 400 naming `field` when another row of the company's table (company_master, company_locations) has the code. */
export async function checkCodeFree(tx: Db, table: 'company_master' | 'company_locations', companyId: string, code: string, exceptId: string | null, field = 'data.code'): Promise<void> {
  const taken = await tx.one(`SELECT 1 FROM ${table} WHERE company_id = $1 AND code = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)`, [companyId, code, exceptId]);
  if (taken) throw badRequest(`The code ${code} is already used`, field);
}
