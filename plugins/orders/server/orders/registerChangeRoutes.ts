import type { FastifyInstance } from 'fastify';
import { companyOf, dataBody, MAILER, notFound, ok, publicOrigin, todayUtc, writeActivity, type Db, type Mailer, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_KIND } from '../../shared/states';
import { ORDERS_API } from '../../shared/types';
import { applyProposals } from './applyProposals';
import { loadOrderDetails } from './loadOrderDetails';
import { lockOrder } from './lockOrder';
import { liveOrderLink } from './orderLinks';
import { VERSION } from './orderSchemas';
import { refreshOrder } from './refreshOrder';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/** Tells the supplier (the address its live link went to) how the buyer answered its proposal, with the link. */
async function tellSupplier(tx: Db, mailer: Mailer, orderId: string, origin: string, subject: (po: string, buyer: string) => string, body: string): Promise<void> {
  const link = await liveOrderLink(tx, orderId, origin);
  if (!link?.sentTo) return;
  const order = (await tx.one<{ po_number: string; buyer: string }>('SELECT o.po_number, c.name AS buyer FROM purchase_orders o JOIN companies c ON c.id = o.company_id WHERE o.id = $1', [orderId]))!;
  await mailer.queue(tx, { to: link.sentTo, subject: subject(order.po_number, order.buyer), body: `${body}\n\nOpen the order: ${link.url}\n` });
}

/**
 * The buyer's answer to a supplier's proposed changes (Update): `:id/changes/accept/` `{version}`
 * applies every PENDING proposal (applyProposals) → ACKNOWLEDGED (acknowledged_at, the ACKNOWLEDGED
 * actual today on the open lines, the order refreshed); `:id/changes/decline/` `{version, answer}`
 * declines them with the answer → ISSUED (the supplier may acknowledge or propose again). Both from
 * CHANGES_PROPOSED only (409 naming the state), audited with what changed, the supplier emailed.
 */
export function registerChangeRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  const access = { access: { features: ['orders'], level: 'Update' } };

  app.post<{ Params: { id: string }; Body: { data: { version: number } } }>(
    ORDERS_API.acceptChanges(':id'),
    { config: access, schema: { params, body: dataBody({ version: VERSION }, ['version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const origin = publicOrigin(publicUrl, request);
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, request.params.id, { action: 'accept the changes', states: ['CHANGES_PROPOSED'], version: request.body.data.version });
        const dates = (await tx.one<{ order_date: string; currency: string }>('SELECT order_date::text AS order_date, currency FROM purchase_orders WHERE id = $1', [order.id]))!;
        const notes = await applyProposals(tx, { id: order.id, ...dates }, user.id);
        const today = todayUtc();
        await tx.query(
          `UPDATE order_milestones m SET actual_date = $2, source = 'USER', updated_by = $3, updated_at = now()
             FROM order_line_items li WHERE li.id = m.line_item_id AND m.order_id = $1 AND m.milestone = 'ACKNOWLEDGED' AND NOT li.cancelled`,
          [order.id, today, user.id],
        );
        await tx.query("UPDATE purchase_orders SET status = 'ACKNOWLEDGED', acknowledged_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [order.id]);
        await refreshOrder(tx, order.id, today);
        await writeActivity(tx, { kind: ORDER_KIND, recordId: order.id, companyId, actorId: user.id, actorName: user.name, action: 'accept-changes', from: order.status, to: 'ACKNOWLEDGED', note: notes.join('; ') });
        await tellSupplier(tx, mailer, order.id, origin, (po, buyer) => `${po}: ${buyer} accepted your changes`, `${user.name} accepted your proposed changes: ${notes.join('; ')}. The order is acknowledged.`);
        return loadOrderDetails(tx, companyId, order.id, user.id);
      });
      if (!record) throw notFound('Purchase order not found');
      return ok({ record });
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { version: number; answer: string } } }>(
    ORDERS_API.declineChanges(':id'),
    { config: access, schema: { params, body: dataBody({ version: VERSION, answer: { type: 'string', minLength: 1, maxLength: 1000, pattern: '\\S' } }, ['version', 'answer']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const origin = publicOrigin(publicUrl, request);
      const answer = request.body.data.answer.trim();
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, request.params.id, { action: 'decline the changes', states: ['CHANGES_PROPOSED'], version: request.body.data.version });
        const declined = await tx.query(
          "UPDATE order_change_proposals SET status = 'DECLINED', answer = $2, answered_by = $3, answered_at = now() WHERE order_id = $1 AND status = 'PENDING' RETURNING id",
          [order.id, answer, user.id],
        );
        await tx.query("UPDATE purchase_orders SET status = 'ISSUED', version = version + 1, updated_at = now() WHERE id = $1", [order.id]);
        await writeActivity(tx, {
          kind: ORDER_KIND, recordId: order.id, companyId, actorId: user.id, actorName: user.name, action: 'decline-changes', from: order.status, to: 'ISSUED',
          note: `${declined.rows.length} proposal${declined.rows.length === 1 ? '' : 's'} declined: ${answer}`,
        });
        await tellSupplier(tx, mailer, order.id, origin, (po, buyer) => `${po}: ${buyer} answered your proposal`, `${user.name} declined your proposed changes: ${answer}\n\nPlease acknowledge the order as it stands or propose again.`);
        return loadOrderDetails(tx, companyId, order.id, user.id);
      });
      if (!record) throw notFound('Purchase order not found');
      return ok({ record });
    },
  );
}
