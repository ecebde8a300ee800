import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { companyOf, ok, SHIPMENT_RECORDS, type ServerPluginContext } from '@portolan/sdk/server';
import type { Milestone } from '../../shared/states';
import { ORDERS_API, type ShipmentOrderLine } from '../../shared/types';
import { syncShipmentMilestones } from './syncShipmentMilestones';

/**
 * `GET ORDERS_API.shipmentOrders?shipmentId=`: the company's order lines a shipment carries (the quantity
 * on that shipment), by PO number and line; the lines' milestones first brought up to the shipment's
 * tracking. Another company's shipment answers an empty list (its links are not ours).
 */
export function registerShipmentOrdersRoute(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const shipments = ctx.services.get(SHIPMENT_RECORDS);
  app.get<{ Querystring: { shipmentId: string } }>(
    ORDERS_API.shipmentOrders,
    {
      config: { access: { features: ['orders'], level: 'Read' } },
      schema: { querystring: { type: 'object', additionalProperties: false, required: ['shipmentId'], properties: { shipmentId: { type: 'string', format: 'uuid' } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { shipmentId } = request.query;
      const orders = await db.query<{ order_id: string }>('SELECT DISTINCT order_id FROM order_line_shipments WHERE company_id = $1 AND shipment_id = $2', [companyId, shipmentId]);
      if (orders.rows.length) await syncShipmentMilestones(db, shipments, companyId, orders.rows.map((o) => String(o.order_id)));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT o.id AS order_id, o.po_number, s.name AS supplier_name, li.id AS line_item_id, li.line_no, li.sku, li.description, ls.quantity::text AS quantity, li.unit, li.milestone
           FROM order_line_shipments ls JOIN order_line_items li ON li.id = ls.line_item_id JOIN purchase_orders o ON o.id = ls.order_id JOIN company_master s ON s.id = o.supplier_id
          WHERE ls.company_id = $1 AND ls.shipment_id = $2 ORDER BY o.po_number, li.line_no`,
        [companyId, shipmentId],
      );
      const items: ShipmentOrderLine[] = rows.rows.map((r) => ({
        orderId: String(r.order_id), poNumber: String(r.po_number), supplierName: String(r.supplier_name), lineItemId: String(r.line_item_id), lineNo: Number(r.line_no),
        sku: String(r.sku), description: String(r.description), quantity: new Big(String(r.quantity)).toString(), unit: String(r.unit), milestone: r.milestone as Milestone,
      }));
      return ok({ items });
    },
  );
}
