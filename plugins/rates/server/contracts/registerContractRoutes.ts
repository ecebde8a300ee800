import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Service contracts (placeholder until the contracts part lands). */
export function registerContractRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
