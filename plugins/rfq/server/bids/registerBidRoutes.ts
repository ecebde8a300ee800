import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Bids, compare, allocations, optimiser, negotiations, approval, award summaries, shipments from lanes (helper S2). */
export function registerBidRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
