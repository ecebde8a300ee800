import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Rate-sheet imports (placeholder until the imports part lands). */
export function registerImportRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
