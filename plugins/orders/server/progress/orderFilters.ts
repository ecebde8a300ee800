import { containsPattern, type SqlParams } from '@portolan/sdk/server';
import { MILESTONES, ORDER_STATES } from '../../shared/states';

const DAY = { type: 'string', format: 'date', maxLength: 10 } as const;
const UUID = { type: 'string', format: 'uuid' } as const;
/** `filter[f]=A`, `=A,B` or `[]=A&[]=B`: only known values (an unknown one is a 400, never an empty answer). */
const oneOf = (values: readonly string[]) => {
  const one = values.join('|');
  return { anyOf: [{ type: 'string', pattern: `^(${one})(,(${one}))*$` }, { type: 'array', maxItems: values.length, items: { type: 'string', enum: [...values] } }] };
};

/** The orders list's filters (ORDERS_API.orders) as the summary takes them: `filter[status|milestone|supplierId|late|orderDate]`, `search`. */
export interface OrderFilterQuery {
  search?: string;
  filter?: {
    status?: string | string[];
    milestone?: string | string[];
    supplierId?: string | string[];
    late?: boolean;
    orderDate?: { from?: string; to?: string; gte?: string; lte?: string };
  };
}

/** The querystring schema of OrderFilterQuery. */
export const ORDER_FILTER_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: oneOf(ORDER_STATES),
        milestone: oneOf(MILESTONES),
        supplierId: { anyOf: [UUID, { type: 'array', maxItems: 50, items: UUID }] },
        late: { type: 'boolean' },
        orderDate: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY, gte: DAY, lte: DAY } },
      },
    },
  },
} as const;

const list = (value: string | string[]) => [value].flat().flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);

/**
 * SQL conditions of the filters on orders `o` joined to their supplier `s` (`$1` is the company): the
 * same meaning as the orders list — search matches the PO number, the supplier's name or a line's SKU.
 */
export function orderFilterConditions(query: OrderFilterQuery, p: SqlParams): string[] {
  const where: string[] = [];
  const f = query.filter ?? {};
  if (f.status) where.push(`o.status = ANY(${p.add(list(f.status), 'text[]')})`);
  if (f.milestone) where.push(`o.milestone = ANY(${p.add(list(f.milestone), 'text[]')})`);
  if (f.supplierId) where.push(`o.supplier_id = ANY(${p.add(list(f.supplierId), 'uuid[]')})`);
  if (f.late !== undefined) where.push(f.late ? 'o.late' : 'NOT o.late');
  const from = f.orderDate?.from ?? f.orderDate?.gte;
  const to = f.orderDate?.to ?? f.orderDate?.lte;
  if (from) where.push(`o.order_date >= ${p.add(from, 'date')}`);
  if (to) where.push(`o.order_date <= ${p.add(to, 'date')}`);
  const search = query.search?.trim();
  if (search) {
    const pattern = p.add(containsPattern(search));
    where.push(`(o.po_number ILIKE ${pattern} OR s.name ILIKE ${pattern} OR o.id IN (SELECT li.order_id FROM order_line_items li WHERE li.sku ILIKE ${pattern}))`);
  }
  return where;
}
