import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Bulk uploads of orders and products, their logs, line-item uploads (placeholder: being built). */
export function registerUploadRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app;
  void ctx;
}
