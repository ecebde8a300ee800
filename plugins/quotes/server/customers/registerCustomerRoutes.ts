import type { FastifyInstance } from 'fastify';
import { activityOf, companyOf, defineRecordComments, defineResource, findVisible, notFound, ok, registerRecordKind, SHIPMENT_VOLUMES, type ServerPluginContext } from '@portolan/sdk/server';
import { CUSTOMER_KIND, QUOTES_API } from '../../shared/types';
import { customerResource } from './customerResource';
import { customerOverview } from './customerOverview';

/**
 * The forwarder's customers (`/api/customers`, access feature `customers`): the resource, comments on
 * a customer, `GET :id/overview` — its enquiries, quotes and shared shipments — and `GET :id/activity`
 * (created, edited, activated / deactivated).
 */
export function registerCustomerRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const volumes = ctx.services.get(SHIPMENT_VOLUMES);
  const scope = registerRecordKind(db, { kind: CUSTOMER_KIND, table: customerResource.table, label: 'Customer' });
  defineResource(app, db, customerResource);
  defineRecordComments(app, db, { base: QUOTES_API.customers, feature: 'customers', parent: scope });
  app.get<{ Params: { id: string } }>(
    `${QUOTES_API.customers}/:id/overview`,
    {
      config: { access: { features: ['customers'], level: 'Read' } },
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const row = await findVisible(db, customerResource, companyId, request.params.id);
      if (!row) throw notFound('Customer not found');
      return ok({ record: await customerOverview(db, volumes, companyId, customerResource.toRecord(row)) });
    },
  );
  app.get<{ Params: { id: string } }>(
    `${QUOTES_API.customers}/:id/activity`,
    { config: { access: { features: ['customers'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      if (!(await findVisible(db, customerResource, companyOf(request), request.params.id))) throw notFound('Customer not found');
      const items = await activityOf(db, CUSTOMER_KIND, request.params.id);
      return ok({ items, count: items.length });
    },
  );
}
