import Big from 'big.js';
import { badRequest, containsPattern, decodeCursor, encodeCursor, estimateRows, isUuid, SqlParams, todayUtc, type Db, type ListPage, type ListQuery } from '@portolan/sdk/server';
import { MILESTONES, type OrderState } from '../../shared/states';
import type { MilestoneDates, OrderLineItemRow } from '../../shared/types';
import { toMilestoneDates } from '../orders/loadOrderDetails';
import { toOrderLineItem } from '../orders/toOrderLineItem';
import { LINE_ITEM_FILTERS, LINE_ITEM_SORTS } from './lineItemQuery';

/** Counts are exact up to this many matches, as in the SDK lists; beyond, the planner's estimate. */
const COUNT_LIMIT = 500;
const FROM = 'order_line_items t JOIN purchase_orders o ON o.id = t.order_id JOIN company_master s ON s.id = o.supplier_id';
const COLUMNS = `t.id, t.order_id, t.line_no, t.product_id, t.sku, t.description, t.hs_code, t.quantity::text AS quantity, t.unit, t.unit_price::text AS unit_price,
  t.amount::text AS amount, t.cargo_ready_date::text AS cargo_ready_date, t.required_delivery_date::text AS required_delivery_date, t.milestone,
  t.booked_quantity::text AS booked_quantity, t.cancelled, t.delay_days, t.version, o.po_number, o.supplier_id, s.name AS supplier_name, o.status AS order_status, o.currency`;
const CAST = { date: 'date', integer: 'int', text: 'text' } as const;

/**
 * One page of the company's order lines across its orders (`GET ORDERS_API.lineItems`), with the SDK
 * lists' rules: filters (LINE_ITEM_FILTERS), `search` over SKU, description and PO number, one sort key
 * (LINE_ITEM_SORTS) with keyset cursors (`after` / `before`) or `page` numbers, and a count exact up to
 * 500. Each line comes with its milestones and shipments (one query each for the page).
 */
export async function listLineItems(db: Db, companyId: string, query: ListQuery, today = todayUtc()): Promise<ListPage<OrderLineItemRow>> {
  const limit = Math.min(query.limit ?? 25, 200);
  const [sortField, sortDir] = Object.entries(query.sort ?? {})[0] ?? ['cargoReadyDate', 'asc'];
  const sort = LINE_ITEM_SORTS[sortField];
  if (!sort) throw badRequest(`sort.${sortField} is not a sortable field`, `sort.${sortField}`);
  if (query.after && query.before) throw badRequest('Send either after or before, not both', 'before');

  const p = new SqlParams([companyId]);
  const where = ['t.company_id = $1'];
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && LINE_ITEM_FILTERS[name]) where.push(LINE_ITEM_FILTERS[name].sql(value, p));
  }
  const search = query.search?.trim();
  if (search) where.push(`(t.sku || E'\\n' || t.description || E'\\n' || o.po_number) ILIKE ${p.add(containsPattern(search))}`);
  const countParams = [...p.values];
  const whereSql = where.join(' AND ');

  const cursorText = query.after ?? query.before;
  const backwards = Boolean(query.before);
  const dir = backwards ? (sortDir === 'asc' ? 'desc' : 'asc') : sortDir;
  let keyset = '';
  if (cursorText) {
    const field = query.after ? 'after' : 'before';
    const position = decodeCursor(cursorText, sortField, field);
    if (!isUuid(position.id)) throw badRequest('The cursor is not valid', field);
    keyset = ` AND (${sort.sql}, t.id) ${dir === 'asc' ? '>' : '<'} (${p.add(position.value, CAST[sort.type])}, ${p.add(position.id, 'uuid')})`;
  }
  const offset = !cursorText && query.page && query.page > 1 ? (query.page - 1) * limit : 0;
  const [pageRows, counted] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS}, (${sort.sql})::${CAST[sort.type]} AS __sort FROM ${FROM} WHERE ${whereSql}${keyset}
        ORDER BY ${sort.sql} ${dir}, t.id ${dir} LIMIT ${limit + 1}${offset ? ` OFFSET ${offset}` : ''}`,
      p.values,
    ),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${FROM} WHERE ${whereSql} LIMIT ${COUNT_LIMIT + 1}) c`, countParams),
  ]);
  const exact = Number(counted?.n ?? 0);
  const count = exact <= COUNT_LIMIT ? exact : Math.max(COUNT_LIMIT, await estimateRows(db, `${FROM} WHERE ${whereSql}`, countParams));

  const more = pageRows.rows.length > limit;
  const rows = pageRows.rows.slice(0, limit);
  if (backwards) rows.reverse();
  const at = (row: Record<string, unknown> | undefined) => (row ? encodeCursor(sortField, { value: row.__sort as string | number, id: String(row.id) }) : null);
  const nextCursor = backwards ? at(rows.at(-1)) : more ? at(rows.at(-1)) : null;
  const prevCursor = backwards ? (more ? at(rows[0]) : null) : cursorText || offset > 0 ? at(rows[0]) : null;
  return { items: await withDetails(db, rows, today), count, countIsExact: exact <= COUNT_LIMIT, nextCursor, prevCursor };
}

/** The page's lines with their milestones and shipments. */
async function withDetails(db: Db, rows: Record<string, unknown>[], today: string): Promise<OrderLineItemRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => String(r.id));
  const [milestones, shipments] = await Promise.all([
    db.query<Record<string, unknown>>(
      'SELECT line_item_id, milestone, planned_date::text AS planned_date, actual_date::text AS actual_date, source, updated_at FROM order_milestones WHERE line_item_id = ANY($1::uuid[])',
      [ids],
    ),
    db.query<{ line_item_id: string; shipment_id: string; shipment_reference: string; quantity: string }>(
      'SELECT line_item_id, shipment_id, shipment_reference, quantity::text AS quantity FROM order_line_shipments WHERE line_item_id = ANY($1::uuid[]) ORDER BY created_at, shipment_reference',
      [ids],
    ),
  ]);
  const daysOf = new Map<string, MilestoneDates[]>();
  for (const m of milestones.rows) daysOf.set(String(m.line_item_id), [...(daysOf.get(String(m.line_item_id)) ?? []), toMilestoneDates(m, today)]);
  return rows.map((r) => {
    const id = String(r.id);
    const days = (daysOf.get(id) ?? []).sort((a, b) => MILESTONES.indexOf(a.milestone) - MILESTONES.indexOf(b.milestone));
    const carried = shipments.rows.filter((s) => String(s.line_item_id) === id).map((s) => ({ shipmentId: String(s.shipment_id), reference: s.shipment_reference, quantity: new Big(s.quantity).toString() }));
    return {
      ...toOrderLineItem(r, days, carried),
      orderId: String(r.order_id), poNumber: String(r.po_number), supplierId: String(r.supplier_id), supplierName: String(r.supplier_name),
      orderStatus: r.order_status as OrderState, currency: String(r.currency),
    };
  });
}
