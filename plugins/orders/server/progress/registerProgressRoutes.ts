import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Milestones, shipments from lines, shipment orders, line items, summary, aggregates, the shipment sync job (placeholder: being built). */
export function registerProgressRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app;
  void ctx;
}
