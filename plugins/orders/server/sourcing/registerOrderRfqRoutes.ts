import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Order RFQs, supplier quotes (link), award to purchase orders (placeholder: being built). */
export function registerOrderRfqRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app;
  void ctx;
}
