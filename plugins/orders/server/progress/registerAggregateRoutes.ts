import type { FastifyInstance } from 'fastify';
import { companyOf, ok, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API } from '../../shared/types';
import { AGGREGATE_QUERY, type AggregateQuery } from './aggregateScope';
import { lineDelayBuckets } from './lineDelayBuckets';
import { revenueByMonth } from './revenueByMonth';
import { supplierPerformance } from './supplierPerformance';
import { topLineRevenue } from './topLineRevenue';

const read = { access: { features: ['orders'], level: 'Read' } };

/** The four aggregates of the orders dashboard (GET `?from=&to=&supplierId=&currency=`): each answers AggregateAnswer<…> as its data. */
export function registerAggregateRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const routes: Array<[string, (db: Db, companyId: string, query: AggregateQuery) => Promise<unknown>]> = [
    [ORDERS_API.aggregateByRevenue, revenueByMonth],
    [ORDERS_API.aggregateLineItemDelay, lineDelayBuckets],
    [ORDERS_API.aggregateLineItemPerformance, (db, companyId, query) => supplierPerformance(db, companyId, query)],
    [ORDERS_API.aggregateLineItemRevenue, topLineRevenue],
  ];
  for (const [path, aggregate] of routes) {
    app.get<{ Querystring: AggregateQuery }>(path, { config: read, schema: { querystring: AGGREGATE_QUERY } }, async (request) =>
      ok(await aggregate(ctx.db, companyOf(request), request.query)),
    );
  }
}
