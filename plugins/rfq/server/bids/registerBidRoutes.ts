import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';
import { registerAwardRoutes } from '../award/registerAwardRoutes';
import { registerAllocationRoutes } from './registerAllocationRoutes';
import { registerAnalysisRoutes } from './registerAnalysisRoutes';
import { registerApprovalRoutes } from './registerApprovalRoutes';
import { registerNegotiationRoutes } from './registerNegotiationRoutes';
import { registerQuoteRoutes } from './registerQuoteRoutes';

/** Bids, compare and summaries, allocations and the optimiser, negotiations, approval, the award's documents and shipments from lanes. */
export function registerBidRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerQuoteRoutes(app, ctx);
  registerAnalysisRoutes(app, ctx);
  registerAllocationRoutes(app, ctx);
  registerNegotiationRoutes(app, ctx);
  registerApprovalRoutes(app, ctx);
  registerAwardRoutes(app, ctx);
}
