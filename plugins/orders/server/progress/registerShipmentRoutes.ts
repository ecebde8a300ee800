import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { badRequest, companyOf, conflict, dataBody, notFound, ok, SHIPMENT_RECORDS, todayUtc, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API, type ShipmentFromLinesResult } from '../../shared/types';
import { loadOrderDetails } from '../orders/loadOrderDetails';
import { lockOrder } from '../orders/lockOrder';
import { createShipmentFromLines, type LineField, type ShipmentDraft, type ShipmentFromLinesInput } from './createShipmentFromLines';
import { NEW_SHIPMENT, ORDER_PARAMS, QUANTITY, UUID } from './progressSchemas';
import { recordOrderChange } from './recordOrderChange';

type Params = { id: string; lineItemId?: string };
const create = { access: { features: ['orders'], level: 'Update' } };
const target = { shipmentId: { ...UUID, type: ['string', 'null'] }, shipment: NEW_SHIPMENT };

/**
 * `POST ORDERS_API.createShipment(order)` `{data: CreateShipmentFromLines}` and
 * `POST ORDERS_API.createLineShipment(order, line)` `{data: {shipmentId | shipment, quantity?}}` (the open
 * quantity when left out): createShipmentFromLines in one transaction with the order's refresh and audit.
 * Both answer ShipmentFromLinesResult (201 when a shipment was created, 200 when linked to one).
 */
export function registerShipmentRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const shipments = ctx.services.get(SHIPMENT_RECORDS);

  const book = async (companyId: string, user: { id: string; name: string }, orderId: string, input: (tx: typeof db) => Promise<ShipmentFromLinesInput>, lineField?: LineField) => {
    const made = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, companyId, orderId);
      const result = await createShipmentFromLines(tx, shipments, order, await input(tx), { companyId, userId: user.id, today: todayUtc() }, lineField);
      await recordOrderChange(tx, order, { companyId, actor: user, action: 'shipment', note: result.note });
      return result;
    });
    const answer: ShipmentFromLinesResult = { shipmentId: made.shipmentId, shipmentReference: made.shipmentReference, record: (await loadOrderDetails(db, companyId, orderId, user.id))! };
    return answer;
  };

  app.post<{ Params: Params; Body: { data: ShipmentFromLinesInput } }>(
    ORDERS_API.createShipment(':id'),
    {
      config: create,
      schema: {
        params: ORDER_PARAMS,
        body: dataBody({ lines: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object', additionalProperties: false, required: ['lineItemId', 'quantity'], properties: { lineItemId: UUID, quantity: QUANTITY } } }, ...target }, ['lines']),
      },
    },
    async (request, reply) => {
      const answer = await book(companyOf(request), request.user!, request.params.id, async () => request.body.data);
      return reply.status(request.body.data.shipmentId ? 200 : 201).send(ok(answer));
    },
  );

  app.post<{ Params: Params; Body: { data: { shipmentId?: string | null; shipment?: ShipmentDraft | null; quantity?: string } } }>(
    ORDERS_API.createLineShipment(':id', ':lineItemId'),
    { config: create, schema: { params: ORDER_PARAMS, body: dataBody({ ...target, quantity: QUANTITY }) } },
    async (request, reply) => {
      const { quantity, ...rest } = request.body.data;
      const answer = await book(companyOf(request), request.user!, request.params.id, async (tx) => {
        const line = await tx.one<{ id: string; line_no: number; cancelled: boolean; open: string }>(
          'SELECT id, line_no, cancelled, (quantity - booked_quantity)::text AS open FROM order_line_items WHERE order_id = $1 AND id::text = $2',
          [request.params.id, request.params.lineItemId],
        );
        if (!line) throw notFound('Order line not found');
        if (line.cancelled) throw conflict(`Line ${line.line_no} is cancelled`);
        if (quantity === undefined && new Big(line.open).lte(0)) throw badRequest(`Line ${line.line_no} has nothing left to ship`, 'data.quantity');
        return { ...rest, lines: [{ lineItemId: String(line.id), quantity: quantity ?? new Big(line.open).toString() }] };
      }, (_i, name) => (name === 'quantity' ? 'data.quantity' : 'lineItemId'));
      return reply.status(rest.shipmentId ? 200 : 201).send(ok(answer));
    },
  );
}
