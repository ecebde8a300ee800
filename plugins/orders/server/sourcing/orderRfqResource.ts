import { conflict, type Db, type Mailer, type ResourceSpec } from '@portolan/sdk/server';
import { ORDERS_API, type NewOrderRfq, type OrderRfq } from '../../shared/types';
import { checkLocation } from '../requisitions/checkLocation';
import { checkDeadline } from './insertOrderRfq';
import { inviteSuppliers } from './inviteSuppliers';
import { expandOrderRfqs, toOrderRfq } from './orderRfqRecords';
import { ORDER_RFQ_UPDATE_SCHEMA } from './orderRfqSchemas';
import { sendQuoteLinks } from './quoteLinks';
import { saveOrderRfqLines } from './saveOrderRfqLines';

/** What an OPEN RFQ may still change (the rest must stay as it is: 409 naming the field). */
const OPEN_FIELDS = new Set(['quoteDeadline', 'notes', 'supplierIds']);

async function lockedChange(tx: Db, data: Partial<NewOrderRfq>, current: Record<string, unknown>): Promise<string | undefined> {
  const same: Record<string, (v: any) => boolean | Promise<boolean>> = {
    title: (v: string) => v.trim() === current.title,
    currency: (v: string) => v === current.currency,
    incoterm: (v: string) => v === current.incoterm,
    shipToLocationId: (v: string | null) => (v ?? null) === ((current.ship_to_location_id as string | null) ?? null),
    lines: async (v: NewOrderRfq['lines']) => {
      const rows = await tx.query<{ sku: string; quantity: string; needed_by: string }>('SELECT sku, quantity::text AS quantity, needed_by::text AS needed_by FROM order_rfq_line_items WHERE rfq_id = $1 ORDER BY line_no', [current.id]);
      const key = (sku: string, q: string, d: string) => `${sku.trim()}|${Number(q)}|${d}`;
      return JSON.stringify(v.map((l) => key(l.sku, l.quantity, l.neededBy))) === JSON.stringify(rows.rows.map((r) => key(r.sku, r.quantity, r.needed_by)));
    },
  };
  for (const [field, value] of Object.entries(data)) {
    if (OPEN_FIELDS.has(field) || value === undefined) continue;
    if (!(await same[field]?.(value))) return field;
  }
  return undefined;
}

/**
 * Order RFQs (defineResource ORDERS_API.orderRfqs, feature 'orders'): list (filter status, quote deadline,
 * createdAt; search reference and title), `GET :id` OrderRfqDetails, `POST :id/` — DRAFT: anything
 * (lines and suppliers replaced as given); OPEN: a later, future quote deadline, the notes and more
 * suppliers (invited and sent their links at once); later states: 409 naming the state. Creation is
 * `registerOrderRfqRoutes`' (three paths share insertOrderRfq).
 */
export function orderRfqResource(mailer: Mailer, originOf: (request: import('fastify').FastifyRequest) => string): ResourceSpec<OrderRfq> {
  return {
    base: ORDERS_API.orderRfqs,
    table: 'order_rfqs',
    feature: 'orders',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      requisitionId: { column: 'requisition_id', type: 'uuid', filter: 'in' },
      quoteDeadline: { column: 'quote_deadline', type: 'timestamp', filter: 'range' },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['reference', 'title'] },
    toRecord: toOrderRfq,
    expand: (db, records, { companyId, many }) => expandOrderRfqs(db, records, companyId, many),
    update: {
      data: { ...ORDER_RFQ_UPDATE_SCHEMA, required: [] },
      async columns(data: Partial<NewOrderRfq>, current, { tx, companyId }) {
        const state = String(current.status);
        if (state !== 'DRAFT' && state !== 'OPEN') throw conflict(`Cannot change the RFQ: it is ${state}`);
        if (data.quoteDeadline !== undefined) checkDeadline(data.quoteDeadline);
        if (state === 'OPEN') {
          const locked = await lockedChange(tx, data, current);
          if (locked) throw conflict(`Cannot change ${locked}: the RFQ is OPEN (only the quote deadline, the notes and more suppliers)`, `data.${locked}`);
          if (data.quoteDeadline !== undefined && new Date(data.quoteDeadline).getTime() < new Date(String(current.quote_deadline)).getTime()) {
            throw conflict('An open RFQ’s quote deadline can only move later', 'data.quoteDeadline');
          }
        }
        if (data.shipToLocationId !== undefined && state === 'DRAFT') await checkLocation(tx, companyId, data.shipToLocationId, 'data.shipToLocationId');
        return {
          ...(state === 'DRAFT' && data.title !== undefined && { title: data.title.trim() }),
          ...(state === 'DRAFT' && data.currency !== undefined && { currency: data.currency }),
          ...(state === 'DRAFT' && data.incoterm !== undefined && { incoterm: data.incoterm }),
          ...(state === 'DRAFT' && data.shipToLocationId !== undefined && { ship_to_location_id: data.shipToLocationId }),
          ...(data.quoteDeadline !== undefined && { quote_deadline: data.quoteDeadline }),
          ...(data.notes !== undefined && { notes: data.notes?.trim() || null }),
        };
      },
      async after(id, data: Partial<NewOrderRfq>, current, { tx, companyId, userId, request }) {
        const open = current.status === 'OPEN';
        if (!open && data.lines) await saveOrderRfqLines(tx, id, companyId, data.lines);
        if (!data.supplierIds) return;
        const invited = await tx.query<{ supplier_id: string }>('SELECT supplier_id FROM order_rfq_suppliers WHERE rfq_id = $1', [id]);
        const kept = new Set(data.supplierIds);
        const dropped = invited.rows.map((r) => String(r.supplier_id)).filter((s) => !kept.has(s));
        if (open && dropped.length) throw conflict('Cannot remove an invited supplier: the RFQ is OPEN (you may invite more)', 'data.supplierIds');
        if (dropped.length) await tx.query('DELETE FROM order_rfq_suppliers WHERE rfq_id = $1 AND supplier_id = ANY($2::uuid[])', [id, dropped]);
        const added = await inviteSuppliers(tx, id, companyId, data.supplierIds, open);
        if (open) await sendQuoteLinks(tx, mailer, id, added, originOf(request), userId);
      },
    },
  };
}
