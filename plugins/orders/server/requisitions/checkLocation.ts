import { badRequest, isUuid, type Db } from '@portolan/sdk/server';

/** 400 naming `field` unless the id (when given) is an active location of the company. */
export async function checkLocation(tx: Db, companyId: string, locationId: string | null | undefined, field: string): Promise<void> {
  if (!locationId) return;
  const found = isUuid(locationId) && (await tx.one('SELECT 1 AS x FROM company_locations WHERE id = $1 AND company_id = $2 AND active', [locationId, companyId]));
  if (!found) throw badRequest('Not an active location of your company', field);
}
