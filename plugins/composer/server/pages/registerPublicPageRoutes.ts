import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** `/api/composer/public/page` and `/api/composer/public/logo` (no sign-in; a share link's token). */
export function registerPublicPageRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app; void ctx;
}
