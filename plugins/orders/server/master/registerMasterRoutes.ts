import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Company master, suppliers, companiesId, locations (placeholder: being built). */
export function registerMasterRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app;
  void ctx;
}
