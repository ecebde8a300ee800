import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';
import { registerCatalogueRoutes } from './registerCatalogueRoutes';
import { registerLayoutRoutes } from './registerLayoutRoutes';
import { registerScheduleRoutes } from './registerScheduleRoutes';
import { registerViewRoutes } from './registerViewRoutes';

/**
 * The catalogue, freshness, PDF export, dashboard layout, saved views and scheduled reports (shared/types.ts
 * API).
 */
export function registerReportRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerCatalogueRoutes(app, ctx);
  registerLayoutRoutes(app, ctx);
  registerViewRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
}
