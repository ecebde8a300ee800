import { findVisible, isUuid, type Db } from '@portolan/sdk/server';
import { shipmentResource } from '../shipmentResource';
import { toShipmentRecord, type ShipmentRecord } from '../shipmentRecord';

/**
 * A shipment the company may read (its own or shared with it), with its containers and its owner's
 * name (the draft BL's issuer); undefined otherwise or for a malformed id.
 */
export async function shipmentForPrint(db: Db, companyId: string, id: string): Promise<{ shipment: ShipmentRecord; ownerName: string } | undefined> {
  if (!isUuid(companyId) || !isUuid(id)) return undefined;
  const row = await findVisible(db, shipmentResource, companyId, id);
  if (!row) return undefined;
  const shipment = toShipmentRecord(row);
  await shipmentResource.expand!(db, [shipment], { companyId, many: false });
  const owner = await db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [shipment.companyId]);
  return { shipment, ownerName: owner?.name ?? '' };
}
