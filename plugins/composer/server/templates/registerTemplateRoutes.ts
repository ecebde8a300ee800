import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** `/api/documents/v2/templates` (README.md's table). */
export function registerTemplateRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app; void ctx;
}
