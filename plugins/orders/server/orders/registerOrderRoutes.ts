import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Purchase orders: the resource, actions, approval, supplier link and acknowledgement, changes, PDF (placeholder: being built). */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app;
  void ctx;
}
