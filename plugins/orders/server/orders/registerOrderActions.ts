import type { FastifyInstance } from 'fastify';
import { cancelApproval, companyOf, dataBody, defineTransitions, MAILER, notFound, ok, publicOrigin, type Db, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_ACTIONS, ORDER_KIND } from '../../shared/states';
import type { PurchaseOrder } from '../../shared/types';
import { loadOrderDetails } from './loadOrderDetails';
import { lockOrder } from './lockOrder';
import { VERSION } from './orderSchemas';
import { submitOrder } from './submitOrder';

/** Revokes an order's live supplier links and cancels its pending approval request (it left the states they serve). */
async function endLinksAndApproval(tx: Db, orderId: string, companyId: string): Promise<void> {
  await tx.query("UPDATE order_links SET revoked_at = now() WHERE purpose = 'ORDER_ACK' AND record_id = $1 AND revoked_at IS NULL", [orderId]);
  await cancelApproval(tx, { kind: ORDER_KIND, recordId: orderId, companyId });
}

/**
 * The buyer's order actions, `POST /api/orders/orders/:id/<action>/` (ORDER_ACTIONS): submit (its own
 * route: PENDING_APPROVAL, or ISSUED at once when no approval level applies — submitOrder), and through
 * defineTransitions (state table, version, level, audit trail of kind 'purchase-order') revise
 * (REJECTED → DRAFT, the old links revoked), close (ACKNOWLEDGED → CLOSED) and cancel (`data.reason`
 * required; refused while a line has booked quantity; links revoked, a pending approval cancelled).
 */
export function registerOrderActions(app: FastifyInstance, ctx: ServerPluginContext, resource: ResourceSpec<PurchaseOrder>): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;

  app.post<{ Params: { id: string }; Body: { data: { version: number; note?: string } } }>(
    `${resource.base}/:id/submit/`,
    {
      config: { access: { features: ['orders'], level: ORDER_ACTIONS.submit.level } },
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } }, body: dataBody({ version: VERSION, note: { type: 'string', maxLength: 2000 } }, ['version']) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const origin = publicOrigin(publicUrl, request);
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, request.params.id, { action: 'submit', states: ORDER_ACTIONS.submit.from, version: request.body.data.version });
        await submitOrder(tx, mailer, order, { companyId, userId: user.id, userName: user.name, origin, note: request.body.data.note });
        return loadOrderDetails(tx, companyId, order.id, user.id);
      });
      if (!record) throw notFound('Purchase order not found');
      return ok({ record });
    },
  );

  defineTransitions(app, db, {
    resource,
    kind: ORDER_KIND,
    state: 'status',
    label: 'purchase order',
    actions: {
      revise: {
        ...ORDER_ACTIONS.revise,
        async columns(_data, { tx, current, companyId }) {
          await endLinksAndApproval(tx, String(current.id), companyId);
          return {};
        },
      },
      close: { ...ORDER_ACTIONS.close },
      cancel: {
        ...ORDER_ACTIONS.cancel,
        data: { reason: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
        required: ['reason'],
        async guard(_data, { tx, current }) {
          const booked = await tx.one<{ line_no: number }>('SELECT line_no FROM order_line_items WHERE order_id = $1 AND booked_quantity > 0 ORDER BY line_no LIMIT 1', [current.id]);
          return booked ? `line ${booked.line_no} has quantity booked on a shipment` : undefined;
        },
        async columns(data, { tx, current, companyId }) {
          await endLinksAndApproval(tx, String(current.id), companyId);
          return { cancel_reason: String(data.reason).trim() };
        },
      },
    },
  });
}
