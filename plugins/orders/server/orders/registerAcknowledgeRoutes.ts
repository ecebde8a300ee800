import type { FastifyInstance } from 'fastify';
import { bodyOf, MAILER, notFound, NOTIFIER, ok, publicOrigin, type ServerPluginContext } from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { ORDERS_API, type AcknowledgementAnswer } from '../../shared/types';
import { acknowledgementView } from './acknowledgementView';
import { answerAcknowledgement } from './answerAcknowledgement';
import { LINK_NOT_VALID, openOrderLink, orderPageUrl } from './orderLinks';
import { orderPdfName } from './orderPdfName';
import { printablePurchaseOrderOf } from './printablePurchaseOrderOf';
import { ACKNOWLEDGEMENT_SCHEMA } from './orderSchemas';

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } } as const;
const PUBLIC = { access: { public: true } } as const;

/**
 * The supplier's acknowledgement link (public, rate-limited per address like every public route):
 * `GET acknowledge/:token` answers the AcknowledgementView and records the opening; `POST` with an
 * AcknowledgementAnswer acknowledges, proposes changes, rejects or reports progress (answerAcknowledgement)
 * and answers the view; `GET :token/pdf` the purchase order as a PDF. A forged, expired, revoked or
 * unknown token is the same 404 "This link is not valid any more".
 */
export function registerAcknowledgeRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  const base = ORDERS_API.acknowledge(':token');

  const viewOf = async (link: Awaited<ReturnType<typeof openOrderLink>>) => {
    const view = await acknowledgementView(db, link.companyId, link.orderId, link.expiresAt);
    if (!view) throw notFound(LINK_NOT_VALID);
    return view;
  };

  app.get<{ Params: { token: string } }>(base, { config: PUBLIC, schema: { params: tokenParams } }, async (request) => {
    const link = await openOrderLink(db, request.params.token);
    await db.query('UPDATE order_links SET last_opened_at = now() WHERE id = $1', [link.linkId]);
    return ok({ record: await viewOf(link) });
  });

  app.post<{ Params: { token: string }; Body: { data: AcknowledgementAnswer } }>(
    base,
    { config: PUBLIC, schema: { params: tokenParams, body: bodyOf(ACKNOWLEDGEMENT_SCHEMA) } },
    async (request) => {
      const origin = publicOrigin(publicUrl, request);
      const link = await db.transaction(async (tx) => {
        const open = await openOrderLink(tx, request.params.token, true);
        await answerAcknowledgement(tx, { mailer, notifier: ctx.services.find(NOTIFIER) }, open, request.body.data, orderPageUrl(origin, open.orderId));
        return open;
      });
      return ok({ record: await viewOf(link) });
    },
  );

  app.get<{ Params: { token: string } }>(ORDERS_API.acknowledgePdf(':token'), { config: PUBLIC, schema: { params: tokenParams } }, async (request, reply) => {
    const link = await openOrderLink(db, request.params.token);
    const record = await printablePurchaseOrderOf(db, link.companyId, link.orderId);
    if (!record) throw notFound(LINK_NOT_VALID);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${orderPdfName(record.reference)}"`).send(await printRecord(db, ctx.services, record));
  });
}
