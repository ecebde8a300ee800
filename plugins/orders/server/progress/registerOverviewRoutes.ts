import type { FastifyInstance } from 'fastify';
import { companyOf, ok, SHIPMENT_RECORDS, type ListQuery, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API } from '../../shared/types';
import { LINE_ITEMS_QUERY } from './lineItemQuery';
import { listLineItems } from './listLineItems';
import { ORDER_FILTER_QUERY, type OrderFilterQuery } from './orderFilters';
import { ordersSummary } from './ordersSummary';
import { syncShipmentMilestones } from './syncShipmentMilestones';

const read = { access: { features: ['orders'], level: 'Read' } };

/**
 * `GET ORDERS_API.lineItems` (the company's order lines, paged like the SDK lists) and
 * `GET ORDERS_API.summary` (the orders counters under the list's filters; the company's lines on
 * shipments first brought up to their tracking).
 */
export function registerOverviewRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const shipments = ctx.services.get(SHIPMENT_RECORDS);
  app.get<{ Querystring: ListQuery }>(ORDERS_API.lineItems, { config: read, schema: { querystring: LINE_ITEMS_QUERY } }, async (request) =>
    ok(await listLineItems(db, companyOf(request), request.query)),
  );
  app.get<{ Querystring: OrderFilterQuery }>(ORDERS_API.summary, { config: read, schema: { querystring: ORDER_FILTER_QUERY } }, async (request) => {
    const companyId = companyOf(request);
    await syncShipmentMilestones(db, shipments, companyId);
    return ok(await ordersSummary(db, companyId, request.query));
  });
}
