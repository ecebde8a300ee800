import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { bodyOf, companyOf, defineRecordComments, defineResource, notFound, ok, registerRecordKind, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_KIND } from '../../shared/states';
import { ORDERS_API, type NewPurchaseOrder } from '../../shared/types';
import { insertPurchaseOrder } from './insertPurchaseOrder';
import { loadOrderDetails } from './loadOrderDetails';
import { orderResource } from './orderResource';
import { ORDER_CREATE_SCHEMA } from './orderSchemas';
import { registerAcknowledgeRoutes } from './registerAcknowledgeRoutes';
import { registerChangeRoutes } from './registerChangeRoutes';
import { registerOrderActions } from './registerOrderActions';
import { registerOrderApproval } from './registerOrderApproval';
import { registerOrderPdf } from './registerOrderPdf';
import { registerResendLink } from './registerResendLink';

const LISTS = new Set([ORDERS_API.orders, ORDERS_API.purchaseOrders]);

/**
 * `search=` of the order lists matches the PO number, the supplier's name and the lines' SKUs: more than
 * the SDK's column search says, so it is moved into the resource's `search` filter (orderResource) before
 * the query is validated.
 */
const searchAsFilter: preValidationHookHandler = async (request: FastifyRequest) => {
  const query = request.query as { search?: string; filter?: Record<string, unknown> } | undefined;
  if (!query?.search) return;
  query.filter = { ...(typeof query.filter === 'object' && query.filter ? query.filter : {}), search: query.search };
  delete query.search;
};
const hooks = (existing: onRequestHookHandler | preValidationHookHandler | Array<onRequestHookHandler | preValidationHookHandler> | undefined) =>
  [...(Array.isArray(existing) ? existing : existing ? [existing] : []), searchAsFilter] as preValidationHookHandler[];

/**
 * Purchase orders (README): the resource at ORDERS_API.orders (list, details, update of a DRAFT —
 * orderResource) with its create (`{data: NewPurchaseOrder}` → insertPurchaseOrder, 201 with the
 * details), the read-only legacy alias ORDERS_API.purchaseOrders, the actions and audit trail
 * (registerOrderActions), approval (registerOrderApproval), comments, the supplier's link and its
 * public routes (registerResendLink, registerAcknowledgeRoutes), the answer to proposed changes
 * (registerChangeRoutes) and the PDF (registerOrderPdf). Orders are a record kind other plugins (documents)
 * attach to.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  registerRecordKind(db, { kind: ORDER_KIND, table: 'purchase_orders', label: 'Purchase order' });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && LISTS.has(route.url as typeof ORDERS_API.orders)) route.preValidation = hooks(route.preValidation);
  });

  const resource = orderResource(db);
  // The static and deeper paths first in the reader's eye (Fastify prefers them over `:id` anyway).
  registerAcknowledgeRoutes(app, ctx);
  registerChangeRoutes(app, ctx);
  registerResendLink(app, ctx);
  registerOrderPdf(app, ctx);
  registerOrderApproval(app, ctx);

  app.post<{ Body: { data: NewPurchaseOrder } }>(
    ORDERS_API.orders,
    { config: { access: { features: ['orders'], level: 'Create' } }, schema: { body: bodyOf(ORDER_CREATE_SCHEMA) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const record = await db.transaction(async (tx) => {
        const id = await insertPurchaseOrder(tx, companyId, user.id, request.body.data);
        return loadOrderDetails(tx, companyId, id, user.id);
      });
      if (!record) throw notFound('Purchase order not found');
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );
  defineResource(app, db, resource);
  // The legacy path: the same list and records, read-only.
  defineResource(app, db, { ...resource, base: ORDERS_API.purchaseOrders, create: undefined, update: undefined });
  registerOrderActions(app, ctx, resource);
  defineRecordComments(app, db, { base: ORDERS_API.orders, feature: 'orders', parent: { kind: ORDER_KIND, table: 'purchase_orders', label: 'Purchase order' } });
}
