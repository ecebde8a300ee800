import type { FastifyInstance } from 'fastify';
import { bodyOf, companyOf, findVisible, ok, type Db } from '@portolan/sdk/server';
import { badRequest } from '@portolan/sdk/server';
import { QUOTES_API, type CargoDetails, type EnquiryInput } from '../../shared/types';
import { enquiryResource } from './enquiryResource';
import { ENQUIRY_CREATE } from './enquirySchema';
import { cargoOf, checkEnquiryShape, ownCustomer } from './enquiryChecks';
import { insertEnquiry } from './insertEnquiry';

type Create = EnquiryInput & { customerName?: string; cargo: CargoDetails; origin: string; destination: string; mode: 'FCL' | 'LCL'; cargoReadyOn: string };

/**
 * `POST /api/enquiries/v2` `{data}` (enquiries Create): the forwarder's own enquiry (source MANUAL) for
 * one of its customers (`customerId`: name, company and currency come from it) or a one-off
 * (`customerName`). Answers 201 `{record, id}` like every resource's create.
 */
export function registerEnquiryCreate(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { data: Create } }>(
    QUOTES_API.enquiries,
    { config: { access: { features: ['enquiries'], level: 'Create' } }, schema: { body: bodyOf(ENQUIRY_CREATE) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      const record = await db.transaction(async (tx) => {
        const customer = data.customerId ? await ownCustomer(tx, companyId, data.customerId) : null;
        const customerName = customer?.name ?? data.customerName?.trim();
        if (!customerName) throw badRequest('customerName is required when no customerId is given', 'data.customerName');
        const cargo = cargoOf(data.cargo);
        const containers = data.mode === 'FCL' ? (data.containers ?? []) : [];
        const currency = data.currency ?? customer?.currency ?? 'USD';
        checkEnquiryShape({ mode: data.mode, containers, cargo, currency, origin: data.origin, destination: data.destination });
        const { id } = await insertEnquiry(tx, {
          companyId,
          userId: user.id,
          actorName: user.name,
          customerId: customer?.id ?? null,
          customerName,
          customerCompanyId: customer?.companyId ?? null,
          contactName: data.contactName?.trim() || customer?.contactName || null,
          contactEmail: data.contactEmail?.trim() || customer?.contactEmail || null,
          origin: data.origin,
          destination: data.destination,
          originKind: data.originKind,
          destinationKind: data.destinationKind,
          mode: data.mode,
          containers,
          cargo,
          cargoReadyOn: data.cargoReadyOn,
          incoterm: data.incoterm ?? null,
          services: data.services ?? [],
          currency,
          source: 'MANUAL',
          dueOn: data.dueOn ?? null,
          notes: data.notes?.trim() || null,
        });
        return enquiryResource.toRecord((await findVisible(tx, enquiryResource, companyId, id))!);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );
}
