import { listQuerySchema, type CustomFilter, type ResourceField } from '@portolan/sdk/server';
import { MILESTONES } from '../../shared/states';

const UUID = { type: 'string', format: 'uuid' } as const;
const MILESTONE_LIST = MILESTONES.join('|');

/**
 * The line items list's sort keys: SQL over lines `t` and their order `o` (keyset paging with `t.id` as
 * the tie-breaker). poNumber sorts by PO number, then line number.
 */
export const LINE_ITEM_SORTS: Record<string, { sql: string; type: 'date' | 'integer' | 'text' }> = {
  cargoReadyDate: { sql: 't.cargo_ready_date', type: 'date' },
  requiredDeliveryDate: { sql: 't.required_delivery_date', type: 'date' },
  delayDays: { sql: 't.delay_days', type: 'integer' },
  poNumber: { sql: `(o.po_number || '#' || lpad(t.line_no::text, 6, '0'))`, type: 'text' },
};

/** `filter[orderId|milestone|late|supplierId|open]` of the line items list, over lines `t` and orders `o`. */
export const LINE_ITEM_FILTERS: Record<string, CustomFilter> = {
  orderId: { schema: UUID, sql: (v, p) => `t.order_id = ${p.add(v, 'uuid')}` },
  milestone: {
    schema: { anyOf: [{ type: 'string', pattern: `^(${MILESTONE_LIST})(,(${MILESTONE_LIST}))*$` }, { type: 'array', maxItems: MILESTONES.length, items: { type: 'string', enum: [...MILESTONES] } }] },
    sql: (v, p) => `t.milestone = ANY(${p.add([v].flat().flatMap((x) => String(x).split(',')), 'text[]')})`,
  },
  late: { schema: { type: 'boolean' }, sql: (v) => (v ? 't.delay_days > 0' : 't.delay_days = 0') },
  supplierId: { schema: UUID, sql: (v, p) => `o.supplier_id = ${p.add(v, 'uuid')}` },
  // Open: something left to book on a live line of a live order.
  open: {
    schema: { type: 'boolean' },
    sql: (v) => `${v ? '' : 'NOT '}(NOT t.cancelled AND t.booked_quantity < t.quantity AND o.status NOT IN ('CANCELLED', 'CLOSED'))`,
  },
};

const fields: Record<string, ResourceField> = Object.fromEntries(Object.entries(LINE_ITEM_SORTS).map(([name, s]) => [name, { column: name.toLowerCase(), type: s.type, sort: true }]));

/** The querystring schema of `GET ORDERS_API.lineItems` (the SDK lists' limit, page, after, before, search, sort, filter). */
export const LINE_ITEMS_QUERY = listQuerySchema({ fields, customFilters: LINE_ITEM_FILTERS, maxLimit: 200 });
