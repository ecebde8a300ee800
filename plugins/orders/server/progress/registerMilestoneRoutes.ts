import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, notFound, ok, todayUtc, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API } from '../../shared/types';
import { loadOrderDetails } from '../orders/loadOrderDetails';
import { lockOrder, type OrderRow } from '../orders/lockOrder';
import { MILESTONE, NULLABLE_DAY, ORDER_PARAMS, UUID, VERSION } from './progressSchemas';
import { recordOrderChange } from './recordOrderChange';
import { updateLineMilestones, type MilestoneChange } from './updateLineMilestones';

type Params = { id: string; lineItemId?: string };
const update = { access: { features: ['orders'], level: 'Update' } };
const change = { milestone: MILESTONE, plannedDate: NULLABLE_DAY, actualDate: NULLABLE_DAY };

/**
 * `POST ORDERS_API.updateMilestone(order)` (the order's open lines, or the given ones; `version` of the
 * order) and `POST ORDERS_API.updateLineMilestone(order, line)`: planned / actual days of one milestone
 * (updateLineMilestones' rules), the order refreshed and audited. Both answer `{record: PurchaseOrderDetails}`.
 */
export function registerMilestoneRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  const apply = async (companyId: string, user: { id: string; name: string }, orderId: string, pick: (order: OrderRow, tx: typeof db) => Promise<string[]>, data: MilestoneChange, version?: number) => {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, companyId, orderId, { version });
      const lineIds = await pick(order, tx);
      const notes = await updateLineMilestones(tx, order, lineIds, data, { userId: user.id, today: todayUtc() });
      await recordOrderChange(tx, order, { companyId, actor: user, action: 'milestone', note: notes.join('; ') });
    });
    return ok({ record: await loadOrderDetails(db, companyId, orderId, user.id) });
  };

  app.post<{ Params: Params; Body: { data: MilestoneChange & { lineItemIds?: string[]; version: number } } }>(
    ORDERS_API.updateMilestone(':id'),
    { config: update, schema: { params: ORDER_PARAMS, body: dataBody({ ...change, lineItemIds: { type: 'array', minItems: 1, maxItems: 500, items: UUID }, version: VERSION }, ['milestone', 'version']) } },
    async (request) => {
      const { lineItemIds, version, ...data } = request.body.data;
      return apply(companyOf(request), request.user!, request.params.id, async (order, tx) => {
        const lines = await tx.query<{ id: string; cancelled: boolean }>('SELECT id, cancelled FROM order_line_items WHERE order_id = $1', [order.id]);
        if (!lineItemIds) {
          const open = lines.rows.filter((l) => !l.cancelled).map((l) => String(l.id));
          if (!open.length) throw badRequest('The order has no open lines', 'data.lineItemIds');
          return open;
        }
        const byId = new Map(lines.rows.map((l) => [String(l.id), l]));
        lineItemIds.forEach((id, i) => {
          const line = byId.get(id);
          if (!line) throw badRequest('Not a line of this order', `data.lineItemIds.${i}`);
          if (line.cancelled) throw badRequest('The line is cancelled', `data.lineItemIds.${i}`);
        });
        return [...new Set(lineItemIds)];
      }, data, version);
    },
  );

  app.post<{ Params: Params; Body: { data: MilestoneChange } }>(
    ORDERS_API.updateLineMilestone(':id', ':lineItemId'),
    { config: update, schema: { params: ORDER_PARAMS, body: dataBody(change, ['milestone']) } },
    async (request) =>
      apply(companyOf(request), request.user!, request.params.id, async (order, tx) => {
        const line = await tx.one<{ id: string; line_no: number; cancelled: boolean }>(
          'SELECT id, line_no, cancelled FROM order_line_items WHERE order_id = $1 AND id::text = $2', [order.id, request.params.lineItemId]);
        if (!line) throw notFound('Order line not found');
        if (line.cancelled) throw conflict(`Line ${line.line_no} is cancelled`);
        return [String(line.id)];
      }, request.body.data),
  );
}
