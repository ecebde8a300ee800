import type { FastifyInstance } from 'fastify';
import { SHIPMENT_RECORDS, type ServerPluginContext } from '@portolan/sdk/server';
import { registerAggregateRoutes } from './registerAggregateRoutes';
import { registerMilestoneRoutes } from './registerMilestoneRoutes';
import { registerOverviewRoutes } from './registerOverviewRoutes';
import { registerShipmentOrdersRoute } from './registerShipmentOrdersRoute';
import { registerShipmentRoutes } from './registerShipmentRoutes';
import { scheduleProgressJobs } from './scheduleProgressJobs';

/**
 * An order's progress (README "Milestones", "Shipments from lines"): milestone updates, shipments from
 * lines, the order lines of a shipment, the line items list, the summary counters and the dashboard
 * aggregates; and the timed work (tracking moves milestones, delays grow by the day).
 */
export function registerProgressRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerMilestoneRoutes(app, ctx);
  registerShipmentRoutes(app, ctx);
  registerShipmentOrdersRoute(app, ctx);
  registerOverviewRoutes(app, ctx);
  registerAggregateRoutes(app, ctx);
  scheduleProgressJobs(ctx, ctx.services.get(SHIPMENT_RECORDS));
}
