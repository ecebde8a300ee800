import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** Placeholder until this part of the area lands (this session). */
export function registerEnquiryRoutes(_app: FastifyInstance, _ctx: ServerPluginContext): void {}
