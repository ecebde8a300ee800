import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** `/api/composer/pages` (README.md's table). */
export function registerPageRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app; void ctx;
}
