import type { FastifyInstance } from 'fastify';
import { companyOf, dataBody, list, MAILER, NOTIFIER, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_API, type NegotiationInput } from '../../shared/types';
import { DECIMAL, TIMESTAMP, UUID, VERSION } from './bidSchemas';
import { loadNegotiations } from './loadNegotiations';
import { openNegotiation } from './openNegotiation';
import { ownerRfq, rfqForCaller } from './rfqAccess';
import { publicOrigin } from '@portolan/sdk/server';

const ITEM = { type: 'object', additionalProperties: false, required: ['laneId', 'vendorCompanyId'], properties: { laneId: UUID, vendorCompanyId: UUID, counterAmount: { anyOf: [DECIMAL, { type: 'null' }] } } } as const;

/** Negotiation rounds: the owner reads every round and opens the next; a vendor reads only its own items. */
export function registerNegotiationRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);

  app.get<{ Querystring: { rfqId: string } }>(RFQ_API.negotiations, { config: { access: { features: ['rfq'], level: 'Read' } }, schema: { querystring: { type: 'object', required: ['rfqId'], properties: { rfqId: UUID } } } }, async (request) => {
    const companyId = companyOf(request);
    const { role, rfq } = await rfqForCaller(db, companyId, request.query.rfqId);
    const items = await loadNegotiations(db, rfq.id, role === 'owner' ? undefined : companyId);
    return list(items, items.length);
  });

  app.post<{ Body: { data: NegotiationInput } }>(
    RFQ_API.negotiations,
    {
      config: { access: { features: ['rfq'], level: 'Update' } },
      schema: { body: dataBody({ rfqId: UUID, deadline: TIMESTAMP, message: { type: ['string', 'null'], maxLength: 2000 }, items: { type: 'array', maxItems: 20_000, items: ITEM }, version: VERSION }, ['rfqId', 'deadline', 'items', 'version']) },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, ...input } = request.body.data;
      const origin = publicOrigin(String(ctx.settings.publicUrl ?? ''), request);
      const record = await db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, rfqId, true);
        return openNegotiation(tx, { mailer, notifier: ctx.services.find(NOTIFIER) }, rfq, { id: user.id, name: user.name, companyId }, input, origin);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );
}
