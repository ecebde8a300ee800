import type { FastifyInstance } from 'fastify';
import { bodyOf, notFound, ok, RATE_INVENTORY, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, type PlannerOffer, type PlannerSearch } from '../../shared/types';
import { checkSearch } from './checkSearch';
import { isBot, honeypotGuard } from './honeypot';
import { PLANNER_SEARCH, text } from './plannerSchemas';
import { servingPartner } from './partnerPages';
import { toPlannerOffer } from './toPlannerOffer';

/**
 * Public pricing of a planner page: `POST webforms/:key/price` `{data: PlannerSearch}` → the serving
 * forwarder's published SELL offers for the lane (`{items: PlannerOffer[], currency}`). A filled
 * honeypot gets an empty answer and prices nothing.
 */
export function registerPricingRoutes(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  const inventory = services.get(RATE_INVENTORY);
  app.post<{ Params: { key: string }; Body: { data: PlannerSearch } }>(
    `${QUOTES_API.webforms}/:key/price`,
    {
      config: { access: { public: true } },
      preValidation: honeypotGuard(200, () => ({ items: [], currency: 'USD' })),
      schema: { params: { type: 'object', required: ['key'], properties: { key: text(40, 1) } }, body: bodyOf(PLANNER_SEARCH) },
    },
    async (request) => {
      if (isBot(request.body)) return ok({ items: [], currency: 'USD' });
      const found = await servingPartner(db, request.params.key);
      if (!found) throw notFound('This page is not available');
      const search = checkSearch(request.body.data, 'data');
      const priced = await inventory.publishedOffers(found.companyId, search);
      const items: PlannerOffer[] = priced.items.map(toPlannerOffer);
      return ok({ items, currency: priced.currency });
    },
  );
}
