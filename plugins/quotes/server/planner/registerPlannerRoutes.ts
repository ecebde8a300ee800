import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';
import { registerAccountRoutes } from './registerAccountRoutes';
import { registerLeadAdminRoutes } from './registerLeadAdminRoutes';
import { registerLeadRoutes } from './registerLeadRoutes';
import { registerPartnerRoutes } from './registerPartnerRoutes';
import { registerPlannerRequestRoutes } from './registerPlannerRequestRoutes';
import { registerPricingRoutes } from './registerPricingRoutes';
import { registerPromotionRoutes } from './registerPromotionRoutes';

/**
 * The planners and what hangs off them (README): partner pages (branding), public pricing and lead
 * forms with their honeypot, the ICICI account request, the forwarder's leads, the signed-in shipment
 * planner's request to a forwarder, the customer's /account, and promotions.
 */
export function registerPlannerRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerPartnerRoutes(app, ctx);
  registerLeadAdminRoutes(app, ctx);
  registerPricingRoutes(app, ctx);
  registerLeadRoutes(app, ctx);
  registerPlannerRequestRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
}
