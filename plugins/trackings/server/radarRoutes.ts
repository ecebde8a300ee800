import type { FastifyInstance } from 'fastify';
import type { Db, ShipmentTracking } from '@portolan/sdk/server';
import { companyOf, dataBody, notFound, ok, type ListQuery } from '@portolan/sdk/server';
import { read, update } from './access';

/** The radar and the container views: insights, containers at the POD, vessel positions, LDB container lookups. */
export function radarRoutes(app: FastifyInstance, db: Db, shipments: ShipmentTracking): void {
  app.get('/api/tracking_insights/', { config: read }, async (request) => ok({ record: await shipments.insights(companyOf(request)) }));

  app.get('/api/tracking_insights/containers-at-pod', { config: read }, async (request) => {
    const items = await shipments.containersAtPod(companyOf(request));
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { q: string } }>('/api/positions/:q', { config: read, schema: { params: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const record = await shipments.vesselPosition(companyOf(request), request.params.q);
    if (!record) throw notFound(`No shipment of yours is on vessel ${request.params.q}`);
    return ok({ record });
  });

  app.get<{ Querystring: ListQuery }>('/api/ldb/equipments/', { config: read, schema: { querystring: shipments.equipmentsQuerySchema } }, async (request) =>
    ok(await shipments.listEquipments(companyOf(request), request.query as Record<string, unknown>)),
  );

  app.post<{ Body: { data: { containerNumber: string } } }>(
    '/api/ldb/fetch',
    { config: update, schema: { body: dataBody({ containerNumber: { type: 'string', minLength: 11, maxLength: 15 } }, ['containerNumber']) } },
    async (request) => {
      const number = request.body.data.containerNumber.replace(/[\s-]/g, '').toUpperCase();
      const shipmentId = await shipments.shipmentForReference(db, companyOf(request), 'CONTAINER', number);
      if (!shipmentId) throw notFound(`Container ${number} is not on any of your shipments`);
      const ingested = await shipments.pollShipment(shipmentId, new Date());
      return ok({ record: { _id: number, containerNumber: number, shipmentId, eventsIngested: ingested } });
    },
  );
}
