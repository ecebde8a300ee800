import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineTransitions, writeActivity, type Mailer, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_RFQ_ACTIONS, ORDER_RFQ_KIND, REQUISITION_KIND } from '../../shared/states';
import type { OrderRfq } from '../../shared/types';
import { REASON } from '../requisitions/schemaParts';
import { sendQuoteLinks } from './quoteLinks';

/**
 * The order RFQ's actions, `POST :id/<action>/` (ORDER_RFQ_ACTIONS through defineTransitions: state
 * table, version, level, audit trail of kind 'order-rfq'): open (guard: lines, suppliers, a future
 * deadline; each supplier gets its quote link by email), close, cancel (`data.reason`; the links are
 * revoked, a requisition it sourced goes back to APPROVED).
 */
export function registerOrderRfqActions(app: FastifyInstance, ctx: ServerPluginContext, resource: ResourceSpec<OrderRfq>, mailer: Mailer, originOf: (request: FastifyRequest) => string): void {
  defineTransitions(app, ctx.db, {
    resource,
    kind: ORDER_RFQ_KIND,
    state: 'status',
    label: 'RFQ',
    actions: {
      open: {
        ...ORDER_RFQ_ACTIONS.open,
        async guard(_data, { tx, current }) {
          const counts = await tx.one<{ lines: number; suppliers: number }>(
            'SELECT (SELECT count(*) FROM order_rfq_line_items WHERE rfq_id = $1)::int AS lines, (SELECT count(*) FROM order_rfq_suppliers WHERE rfq_id = $1)::int AS suppliers',
            [current.id],
          );
          if (!Number(counts?.lines)) return 'the RFQ has no lines';
          if (!Number(counts?.suppliers)) return 'no supplier is invited';
          if (new Date(String(current.quote_deadline)).getTime() <= Date.now()) return 'the quote deadline has passed (move it later first)';
          return undefined;
        },
        async columns(_data, { tx, current, request, userId }) {
          const rows = await tx.query<{ id: string }>('SELECT id FROM order_rfq_suppliers WHERE rfq_id = $1', [current.id]);
          await sendQuoteLinks(tx, mailer, String(current.id), rows.rows.map((r) => String(r.id)), originOf(request), userId);
          return { opened_at: new Date().toISOString() };
        },
      },
      close: { ...ORDER_RFQ_ACTIONS.close, columns: () => ({ closed_at: new Date().toISOString() }) },
      cancel: {
        ...ORDER_RFQ_ACTIONS.cancel,
        data: { reason: REASON },
        required: ['reason'],
        async columns(data, { tx, current, companyId, request }) {
          await tx.query("UPDATE order_links SET revoked_at = now() WHERE purpose = 'RFQ_QUOTE' AND revoked_at IS NULL AND record_id IN (SELECT id FROM order_rfq_suppliers WHERE rfq_id = $1)", [current.id]);
          if (current.requisition_id) {
            const back = await tx.query<{ id: string }>("UPDATE requisitions SET status = 'APPROVED', version = version + 1, updated_at = now() WHERE id = $1 AND status = 'SOURCING' RETURNING id", [current.requisition_id]);
            if (back.rows.length) {
              const user = request.user!;
              await writeActivity(tx, { kind: REQUISITION_KIND, recordId: String(current.requisition_id), companyId, actorId: user.id, actorName: user.name, action: 'sourcing-cancelled', from: 'SOURCING', to: 'APPROVED', note: `Order RFQ ${String(current.reference)} cancelled` });
            }
          }
          return { cancel_reason: String(data.reason).trim() };
        },
      },
    },
  });
}
