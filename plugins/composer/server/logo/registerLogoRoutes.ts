import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** `/api/documents/v2/templates/logo` (README.md's table). */
export async function registerLogoRoutes(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> {
  void app; void ctx;
}
