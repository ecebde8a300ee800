import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** `/api/emission…` (shared/types.ts API). Contract placeholder: the emissions helper writes it. */
export function registerEmissionRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
