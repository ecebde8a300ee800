import type { FastifyInstance } from 'fastify';
import { defineApprovalRoutes, MAILER, publicOrigin, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_KIND } from '../../shared/states';
import { ORDERS_API } from '../../shared/types';
import { issueOrder } from './issueOrder';
import { orderPageUrl } from './orderLinks';

/**
 * The order's approval routes (SDK defineApprovalRoutes, kind 'purchase-order'): `GET :id/approval`,
 * `POST :id/approval/decide/`, `POST :id/approval/remind/`. The final decision moves the order: APPROVED
 * → ISSUED (issueOrder: the supplier's link emailed), REJECTED → DRAFT (the buyer may change and submit
 * again); either is audited with the deciding level.
 */
export function registerOrderApproval(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  defineApprovalRoutes(app, db, {
    path: ORDERS_API.orders,
    kind: ORDER_KIND,
    feature: 'orders',
    mailer,
    linkOf: (request, id) => orderPageUrl(publicOrigin(publicUrl, request), id),
    async load(tx, companyId, id, lock) {
      const row = await tx.one<{ id: string; po_number: string }>(`SELECT id, po_number FROM purchase_orders WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, companyId]);
      return row ? { id: String(row.id), label: `purchase order ${row.po_number}` } : undefined;
    },
    async onDecided(tx, state, user, request) {
      const order = (await tx.one<{ status: string }>('SELECT status FROM purchase_orders WHERE id = $1', [state.recordId]))!;
      const decided = state.levels.filter((l) => l.status === 'APPROVED' || l.status === 'REJECTED').at(-1);
      const note = `Level ${decided?.level ?? '?'}${decided?.comment ? `: ${decided.comment}` : ''}`;
      if (order.status !== 'PENDING_APPROVAL') {
        await writeActivity(tx, { kind: ORDER_KIND, recordId: state.recordId, companyId: user.companyId, actorId: user.id, actorName: user.name, action: state.status === 'APPROVED' ? 'approved' : 'rejected', note });
        return;
      }
      const to = state.status === 'APPROVED' ? 'ISSUED' : 'DRAFT';
      if (to === 'ISSUED') await issueOrder(tx, mailer, state.recordId, { userId: user.id, origin: publicOrigin(publicUrl, request) });
      await tx.query('UPDATE purchase_orders SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [state.recordId, to]);
      await writeActivity(tx, {
        kind: ORDER_KIND, recordId: state.recordId, companyId: user.companyId, actorId: user.id, actorName: user.name, action: state.status === 'APPROVED' ? 'approved' : 'rejected',
        from: 'PENDING_APPROVAL', to, note,
      });
    },
  });
}
