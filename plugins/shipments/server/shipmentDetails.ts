import type { FastifyRequest } from 'fastify';
import { companyOf, findVisibleJson, notFound, type Db } from '@portolan/sdk/server';
import { addFreeTime, type FindFreeTime } from './containerFreeTime';
import { shipmentResource } from './shipmentResource';
import type { ShipmentRecord } from './shipmentRecord';

/**
 * `GET /api/shipments/v2/:id`: the shipment the caller may read (own or shared; 404 otherwise), as
 * PostgreSQL builds it, its containers with their free time when the D&D plugin runs (one call).
 */
export function shipmentDetails(db: Db, findFreeTime: FindFreeTime) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, id: string): Promise<ShipmentRecord> => {
    const companyId = companyOf(request);
    const json = await findVisibleJson(db, shipmentResource, companyId, id);
    if (json === undefined) throw notFound('Shipment not found');
    const record = JSON.parse(json) as ShipmentRecord;
    await addFreeTime(findFreeTime, db, companyId, record.containers, (c) => c._id);
    return record;
  };
}
