import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, dataBody, MAILER, ok, publicOrigin, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_KIND, type OrderState } from '../../shared/states';
import { ORDERS_API } from '../../shared/types';
import { lockOrder } from './lockOrder';
import { createOrderLink } from './orderLinks';
import { VERSION } from './orderSchemas';

/** The states in which a supplier's link serves (answering, or progress once acknowledged). */
const LINKED: readonly OrderState[] = ['ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `POST :id/link/` `{version, email?}` (Update): a fresh acknowledgement link (older ones revoked),
 * emailed to the given address or the supplier's contact; answers SupplierLinkInfo with the URL (the
 * only answer that carries it). Only while the order is ISSUED, CHANGES_PROPOSED or ACKNOWLEDGED (409).
 */
export function registerResendLink(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  app.post<{ Params: { id: string }; Body: { data: { version: number; email?: string | null } } }>(
    ORDERS_API.resendLink(':id'),
    {
      config: { access: { features: ['orders'], level: 'Update' } },
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } }, body: dataBody({ version: VERSION, email: { type: ['string', 'null'], maxLength: 254 } }, ['version']) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const given = request.body.data.email?.trim() || null;
      if (given && !EMAIL.test(given)) throw badRequest('An email address', 'data.email');
      const origin = publicOrigin(publicUrl, request);
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, request.params.id, { action: 'send a new link', states: LINKED, version: request.body.data.version });
        const supplier = (await tx.one<{ contact_email: string | null; contact_name: string | null; buyer: string }>(
          'SELECT s.contact_email, s.contact_name, c.name AS buyer FROM company_master s JOIN companies c ON c.id = s.company_id WHERE s.id = $1',
          [order.supplier_id],
        ))!;
        const to = given ?? (supplier.contact_email?.trim() || null);
        const link = await createOrderLink(tx, { orderId: order.id, companyId, supplierId: String(order.supplier_id), sentTo: to, userId: user.id, origin });
        if (to) {
          await mailer.queue(tx, {
            to,
            subject: `Purchase order ${String(order.po_number)} from ${supplier.buyer}: your link`,
            body: `${supplier.contact_name && !given ? `Dear ${supplier.contact_name},` : 'Hello,'}\n\n${user.name} of ${supplier.buyer} sends you a new link to purchase order ${String(order.po_number)}:\n${link.url}\n\nIt is valid until ${link.expiresAt.slice(0, 10)}; earlier links no longer open.\n`,
          });
        }
        await writeActivity(tx, { kind: ORDER_KIND, recordId: order.id, companyId, actorId: user.id, actorName: user.name, action: 'link-sent', note: to ? `New supplier link sent to ${to}` : 'New supplier link (no email address)' });
        const { token: _token, ...info } = link;
        return info;
      });
      return ok({ record });
    },
  );
}
