import type { FastifyInstance } from 'fastify';
import { companyOf, notFound, type ServerPluginContext } from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { ORDERS_API } from '../../shared/types';
import { orderPdfName } from './orderPdfName';
import { printablePurchaseOrderOf } from './printablePurchaseOrderOf';

/** `GET :id/pdf` (Read): the purchase order as the supplier receives it, as a PDF through the buyer's PO template (printRecord). */
export function registerOrderPdf(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  app.get<{ Params: { id: string } }>(
    `${ORDERS_API.orders}/:id/pdf`,
    { config: { access: { features: ['orders'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const record = await printablePurchaseOrderOf(db, companyOf(request), request.params.id);
      if (!record) throw notFound('Purchase order not found');
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${orderPdfName(record.reference)}"`).send(await printRecord(db, services, record));
    },
  );
}
