import { badRequest, companyOf, conflict, containsPattern, notFound, type Db, type ResourceSpec, type SqlParams } from '@portolan/sdk/server';
import { ORDERS_API, type NewOrderLine, type NewPurchaseOrder, type PurchaseOrder } from '../../shared/types';
import { checkOrderParties } from './checkOrderParties';
import { insertOrderLines } from './insertOrderLines';
import { loadOrderDetails } from './loadOrderDetails';
import { ORDER_UPDATE_SCHEMA } from './orderSchemas';
import { refreshOrder } from './refreshOrder';
import { ORDER_COLUMNS, ORDER_FROM, toPurchaseOrder } from './toPurchaseOrder';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' };

/** The order's lines as NewOrderLine (to insert them again under a new order day or currency). */
async function linesOf(tx: Db, orderId: string): Promise<NewOrderLine[]> {
  const rows = await tx.query<Record<string, string | null>>(
    `SELECT product_id, sku, description, hs_code, quantity::text AS quantity, unit, unit_price::text AS unit_price, cargo_ready_date::text AS cargo_ready_date,
            required_delivery_date::text AS required_delivery_date FROM order_line_items WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
  return rows.rows.map((r) => ({
    productId: r.product_id, sku: r.sku!, description: r.description!, hsCode: r.hs_code, quantity: r.quantity!, unit: r.unit!, unitPrice: r.unit_price!,
    cargoReadyDate: r.cargo_ready_date!, requiredDeliveryDate: r.required_delivery_date!,
  }));
}

/**
 * The company's purchase orders (defineResource `/api/orders/orders`): list rows (PurchaseOrder) with
 * the filters of ORDERS_API.orders — status, milestone, supplierId, late, orderDate `gte|lte` (or
 * `from|to`), and `search` (PO number, supplier name, a line's SKU; the routes move it into the
 * `search` filter, see registerOrderRoutes) — details (PurchaseOrderDetails) and the update of a DRAFT
 * (409 naming any other state): the fields given change, `lines` replaces the lines (and their
 * milestones); a new order day or currency re-plans and re-prices the lines kept. Creating goes through
 * insertPurchaseOrder (registerOrderRoutes). `db` answers GET `:id` with the caller's `canDecide`.
 */
export function orderResource(db: Db): ResourceSpec<PurchaseOrder> {
  return {
    base: ORDERS_API.orders,
    table: 'purchase_orders',
    feature: 'orders',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      milestone: { column: 'milestone', type: 'text', filter: 'in' },
      supplierId: { column: 'supplier_id', type: 'uuid', filter: 'in' },
      orderDate: { column: 'order_date', type: 'date', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
      updatedAt: { column: 'updated_at', type: 'timestamp', sort: true },
      totalAmount: { column: 'total_amount', type: 'number', sort: true },
      poNumber: { column: 'po_number', type: 'text', sort: true },
    },
    customFilters: {
      late: { schema: { type: 'string', enum: ['true', 'false'] }, sql: (value) => (String(value) === 'true' ? 't.late' : 'NOT t.late') },
      orderDate: {
        schema: { type: 'object', additionalProperties: false, properties: { gte: DAY, lte: DAY, from: DAY, to: DAY } },
        sql(value, p: SqlParams) {
          const v = value as { gte?: string; lte?: string; from?: string; to?: string };
          const from = v.gte ?? v.from;
          const to = v.lte ?? v.to;
          return [from ? `t.order_date >= ${p.add(from, 'date')}` : 'true', to ? `t.order_date <= ${p.add(to, 'date')}` : 'true'].join(' AND ');
        },
      },
      search: {
        schema: { type: 'string', maxLength: 100 },
        sql(value, p: SqlParams) {
          const text = String(value).trim();
          if (!text) return 'true';
          const pattern = p.add(containsPattern(text));
          // Uncorrelated IN lists (the outer query keeps to the company): the planner answers them once, from trigram indexes.
          return `(t.po_number ILIKE ${pattern} OR t.supplier_id IN (SELECT s.id FROM company_master s WHERE s.name ILIKE ${pattern})
                   OR t.id IN (SELECT li.order_id FROM order_line_items li WHERE li.sku ILIKE ${pattern}))`;
        },
      },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    toRecord: (row) => toPurchaseOrder({ ...row, order_date: row.order_date instanceof Date ? row.order_date.toISOString().slice(0, 10) : row.order_date }),
    async expand(db, records, { companyId, many }) {
      if (!records.length) return;
      if (!many) {
        for (const rec of records) Object.assign(rec, await loadOrderDetails(db, companyId, rec._id));
        return;
      }
      const rows = await db.query<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ANY($1::uuid[]) AND o.company_id = $2`, [records.map((r) => r._id), companyId]);
      const byId = new Map(rows.rows.map((r) => [String(r.id), toPurchaseOrder(r)]));
      for (const rec of records) Object.assign(rec, byId.get(rec._id));
    },
    async details(request, id) {
      const record = await loadOrderDetails(db, companyOf(request), id, request.user!.id);
      if (!record) throw notFound('Purchase order not found');
      return record;
    },
    update: {
      data: ORDER_UPDATE_SCHEMA,
      async columns(data: Partial<NewPurchaseOrder>, current, { tx, companyId }) {
        if (current.status !== 'DRAFT') throw conflict(`Cannot change the purchase order: it is ${String(current.status)} (only a DRAFT changes)`);
        await checkOrderParties(tx, companyId, data, 'data');
        const poNumber = data.poNumber?.trim();
        if (poNumber) {
          const taken = await tx.one('SELECT 1 AS x FROM purchase_orders WHERE company_id = $1 AND lower(po_number) = lower($2) AND id <> $3', [companyId, poNumber, current.id]);
          if (taken) throw badRequest(`PO number ${poNumber} is already used`, 'data.poNumber');
        }
        const set = <K extends keyof NewPurchaseOrder>(key: K, column: string, map: (v: NonNullable<NewPurchaseOrder[K]> | null) => unknown = (v) => v ?? null) =>
          data[key] === undefined ? {} : { [column]: map((data[key] as NonNullable<NewPurchaseOrder[K]>) ?? null) };
        return {
          ...(poNumber ? { po_number: poNumber } : {}),
          ...set('supplierId', 'supplier_id'),
          ...set('orderDate', 'order_date'),
          ...set('shipFrom', 'ship_from', (v) => (typeof v === 'string' ? v.trim() || null : null)),
          ...set('pol', 'pol'),
          ...set('pod', 'pod'),
          ...set('shipToLocationId', 'ship_to_location_id'),
          ...set('incoterm', 'incoterm'),
          ...set('currency', 'currency'),
          ...set('paymentTerms', 'payment_terms', (v) => (typeof v === 'string' ? v.trim() || null : null)),
          ...set('notes', 'notes', (v) => (typeof v === 'string' ? v.trim() || null : null)),
        };
      },
      async after(id, data: Partial<NewPurchaseOrder>, _current, { tx, companyId, userId }) {
        if (data.lines === undefined && data.orderDate === undefined && data.currency === undefined) return;
        const order = (await tx.one<{ order_date: string; currency: string }>('SELECT order_date::text AS order_date, currency FROM purchase_orders WHERE id = $1', [id]))!;
        const lines = data.lines ?? (await linesOf(tx, id));
        await tx.query('DELETE FROM order_line_items WHERE order_id = $1', [id]);
        await insertOrderLines(tx, { orderId: id, companyId, orderDate: order.order_date, currency: order.currency }, lines, userId, 'USER', 'data');
        await refreshOrder(tx, id);
      },
    },
  };
}
