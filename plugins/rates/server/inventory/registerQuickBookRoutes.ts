import type { FastifyInstance } from 'fastify';
import { bodyOf, companyOf, conflict, defineResource, defineTransitions, findVisible, isUuid, notFound, ok, writeActivity, type Db } from '@portolan/sdk/server';
import type { RateSearchService } from './RateSearchService';
import { QUICK_BOOK_KIND, offerStatus, quickBookResource } from './quickBookResource';
import { idParams } from './idParams';


/**
 * Quick-book offers: the resource (list of own and shared offers, details, publish), `withdraw`
 * (the owner: OPEN → WITHDRAWN) as a guarded transition, and `book` (a company the offer is shared
 * with: OPEN → BOOKED in one step, the booking request the bookings area picks up). Both are in the
 * offer's audit trail (`GET :id/activity`); an expired or already moved offer is a 409 naming its state.
 */
export function registerQuickBookRoutes(app: FastifyInstance, db: Db, search: RateSearchService): void {
  const resource = quickBookResource(search);
  defineResource(app, db, resource);
  defineTransitions(app, db, {
    resource,
    kind: QUICK_BOOK_KIND,
    state: 'status',
    label: 'offer',
    actions: {
      withdraw: { from: ['OPEN'], to: 'WITHDRAWN', level: 'Update', guard: (_data, { current }) => (offerStatus(current) === 'EXPIRED' ? 'the offer is EXPIRED' : undefined) },
    },
  });

  app.post<{ Params: { id: string }; Body: { data: { version: number; note?: string } } }>(
    `${resource.base}/:id/book/`,
    {
      config: { access: { features: ['rates'], level: 'Create' } },
      schema: {
        params: idParams,
        body: bodyOf({ type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 2000 } } }),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('Offer not found');
      const record = await db.transaction(async (tx) => {
        // A shared offer only (the owner publishes and withdraws; it does not book its own price).
        const current = await tx.one(
          `SELECT t.* FROM rate_quick_book_offers t WHERE t.id = $1 AND (t.company_id = $2 OR EXISTS (SELECT 1 FROM rate_quick_book_parties s WHERE s.offer_id = t.id AND s.company_id = $2)) FOR UPDATE`,
          [id, companyId],
        );
        if (!current) throw notFound('Offer not found');
        const state = offerStatus(current);
        if (String(current.company_id) === companyId) throw conflict('Cannot book: the offer is your own');
        if (state !== 'OPEN') throw conflict(`Cannot book: the offer is ${state}`);
        if (Number(current.version) !== request.body.data.version) {
          throw conflict(`This offer was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        }
        await tx.query(
          `UPDATE rate_quick_book_offers SET status = 'BOOKED', booked_by_company_id = $2, booked_by = $3, booked_at = now(), version = version + 1, updated_at = now() WHERE id = $1`,
          [id, companyId, user.id],
        );
        // The owner's trail shows who booked: the entry is written under the owner's company.
        await writeActivity(tx, { kind: QUICK_BOOK_KIND, recordId: id, companyId: String(current.company_id), actorId: user.id, actorName: user.name, action: 'book', from: 'OPEN', to: 'BOOKED', note: request.body.data.note?.trim() || null });
        const rec = resource.toRecord((await findVisible(tx, resource, companyId, id))!);
        await resource.expand!(tx, [rec], { companyId, many: false });
        return rec;
      });
      return ok({ record });
    },
  );
}
