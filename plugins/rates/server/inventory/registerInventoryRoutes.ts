import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** The inventory, charge types, exchange rates, search, shortlist and quick-book routes. */
export function registerInventoryRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
