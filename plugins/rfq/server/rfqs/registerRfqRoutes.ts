import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** The owner's RFQ routes, the vendor's view of an RFQ, libraries, documents, comments, summaries (helper S1). */
export function registerRfqRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
