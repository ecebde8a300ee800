import type { Db } from '@portolan/sdk/server';
import { companyOf, findVisible, notFound } from '@portolan/sdk/server';
import type { FastifyRequest } from 'fastify';
import { shipmentResource } from './shipmentResource';
import { toShipmentRecord, type ShipmentRecord } from './shipmentRecord';

/** The shipment the caller may read (own or shared with its company), with its containers; else 404. */
export async function visibleShipment(db: Db, request: FastifyRequest, id: string): Promise<ShipmentRecord> {
  const companyId = companyOf(request);
  const row = await findVisible(db, shipmentResource, companyId, id);
  if (!row) throw notFound('Shipment not found');
  const record = toShipmentRecord(row);
  await shipmentResource.expand!(db, [record], { companyId, many: false });
  return record;
}

/** The shipment the caller's company owns (writes: share links, subscriptions); else 404. */
export async function ownedShipment(db: Db, request: FastifyRequest, id: string): Promise<ShipmentRecord> {
  const record = await visibleShipment(db, request, id);
  if (record.isShared) throw notFound('Shipment not found');
  return record;
}
