import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Placeholder of the contract (README.md): replaced by the area's implementation. */
export function registerKycRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
