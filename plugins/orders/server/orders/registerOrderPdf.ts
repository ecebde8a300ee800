import type { FastifyInstance } from 'fastify';
import { companyOf, isUuid, notFound, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API } from '../../shared/types';
import { acknowledgementView } from './acknowledgementView';
import { orderPdf, orderPdfName } from './orderPdf';

/** `GET :id/pdf` (Read): the purchase order as the supplier receives it, as a PDF. */
export function registerOrderPdf(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get<{ Params: { id: string } }>(
    `${ORDERS_API.orders}/:id/pdf`,
    { config: { access: { features: ['orders'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const view = isUuid(request.params.id) ? await acknowledgementView(db, companyOf(request), request.params.id, '') : undefined;
      if (!view) throw notFound('Purchase order not found');
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${orderPdfName(view.poNumber)}"`).send(await orderPdf(view));
    },
  );
}
