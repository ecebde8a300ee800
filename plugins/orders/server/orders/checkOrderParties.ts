import { badRequest, type Db } from '@portolan/sdk/server';
import { uuidOrNull } from './insertOrderLines';

/**
 * Checks an order's parties against the company's master data (400 naming `<field>.supplierId` or
 * `<field>.shipToLocationId`): the supplier an active SUPPLIER of its company master, the ship-to an
 * active location of the company. Leaves out what is not given.
 */
export async function checkOrderParties(tx: Db, companyId: string, input: { supplierId?: string; shipToLocationId?: string | null }, field: string): Promise<void> {
  if (input.supplierId !== undefined) {
    const supplier = await tx.one("SELECT 1 AS x FROM company_master WHERE id = $1::uuid AND company_id = $2 AND kind = 'SUPPLIER' AND active", [uuidOrNull(input.supplierId), companyId]);
    if (!supplier) throw badRequest('Not an active supplier of your company master', `${field}.supplierId`);
  }
  if (input.shipToLocationId) {
    const loc = await tx.one('SELECT 1 AS x FROM company_locations WHERE id = $1::uuid AND company_id = $2 AND active', [uuidOrNull(input.shipToLocationId), companyId]);
    if (!loc) throw badRequest('Not an active location of your company', `${field}.shipToLocationId`);
  }
}
