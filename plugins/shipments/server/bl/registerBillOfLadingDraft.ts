import type { FastifyInstance } from 'fastify';
import { companyOf, notFound, registerDocumentSource, type ServerPluginContext } from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { shipmentResource } from '../shipmentResource';
import { billOfLadingDocumentSource } from './billOfLadingDocumentSource';
import { printableBillOfLading } from './printableBillOfLading';
import { shipmentForPrint } from './shipmentForPrint';

/**
 * `GET /api/shipments/v2/:id/bl-draft.pdf` (Read on shipments): the shipment's draft bill of lading
 * through its owner's BL template (printRecord); 404 for a shipment the caller may not read. Registers
 * the BILL_OF_LADING document source.
 */
export function registerBillOfLadingDraft(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  registerDocumentSource(db, billOfLadingDocumentSource);
  app.get<{ Params: { id: string } }>(
    `${shipmentResource.base}/:id/bl-draft.pdf`,
    { config: { access: { features: ['shipments'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const found = await shipmentForPrint(db, companyOf(request), request.params.id);
      if (!found) throw notFound('Shipment not found');
      const name = `${(found.shipment.blNumber ?? found.shipment.reference).replace(/[^\w.-]/g, '_')}-draft-bl.pdf`;
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(await printRecord(db, services, printableBillOfLading(found.shipment, found.ownerName)));
    },
  );
}
