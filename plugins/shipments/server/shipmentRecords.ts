import { badRequest, type Db, type NewShipment, type ShipmentRecords } from '@portolan/sdk/server';
import { assertShipment } from './shipmentRules';
import { insertShipment } from './bulkRoutes';

/**
 * The SHIPMENT_RECORDS service: other areas create shipments under the shipments API's own rules
 * (assertShipment, unique reference per company), in their transaction.
 */
export function shipmentRecords(): ShipmentRecords {
  return {
    async create(tx: Db, companyId: string, userId: string, shipments: readonly NewShipment[], field: string): Promise<string[]> {
      const ids: string[] = [];
      for (const [i, s] of shipments.entries()) {
        try {
          assertShipment(s);
        } catch (error) {
          const e = error as { field?: string; message: string };
          throw badRequest(e.message, e.field?.replace(/^data\./, `${field}.${i}.`) ?? `${field}.${i}`);
        }
        const clash = await tx.one('SELECT 1 FROM shipments WHERE company_id = $1 AND reference = $2', [companyId, s.reference.trim()]);
        if (clash) throw badRequest(`A shipment with reference ${s.reference} already exists`, `${field}.${i}.reference`);
        ids.push(await insertShipment(tx, companyId, userId, s));
      }
      return ids;
    },
  };
}
