import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/**
 * The catalogue, freshness, PDF export, dashboard layout, saved views and scheduled reports (shared/types.ts
 * API). Contract placeholder: the reports helper writes it.
 */
export function registerReportRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
