import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, isUuid, list, notFound, ok, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND, type DeclineReason } from '../../shared/states';
import { RFQ_API, type QuoteInput } from '../../shared/types';
import { DECLINE_REASON, MAX_LINES, QUOTE_LINE, UUID, VERSION } from './bidSchemas';
import { loadQuotes } from './loadQuotes';
import { loadRevisions } from './loadRevisions';
import { requireUnsealed, rfqForCaller } from './rfqAccess';
import { saveBid } from './saveBid';
import { registerBulkBids } from './registerBulkBids';

const access = (level = 'Read') => ({ access: { features: ['rfq'], level } });
const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/**
 * A vendor's bid sheets (`/api/rfq/quotes`): list, one sheet, save or submit, decline, bulk, a sheet's
 * history. The owner sees submitted sheets of its RFQ once unsealed; a vendor only its own.
 */
export function registerQuoteRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: { filter?: { rfqId?: string } } }>(
    RFQ_API.quotes,
    {
      config: access(),
      schema: { querystring: { type: 'object', properties: { filter: { type: 'object', additionalProperties: false, properties: { rfqId: UUID } }, limit: { type: 'integer' }, page: { type: 'integer' } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rfqId = request.query.filter?.rfqId;
      if (rfqId) {
        const { role, rfq } = await rfqForCaller(db, companyId, rfqId);
        if (role === 'vendor') {
          const items = await loadQuotes(db, { rfqId, vendorCompanyId: companyId });
          return list(items, items.length);
        }
        requireUnsealed(rfq);
        const items = await loadQuotes(db, { rfqId, submittedOnly: true });
        return list(items, items.length);
      }
      // Without an RFQ: the caller's own sheets as a vendor (an owner must name the RFQ).
      const items = await loadQuotes(db, { vendorCompanyId: companyId });
      return list(items, items.length);
    },
  );

  app.get<{ Params: { id: string } }>(`${RFQ_API.quotes}/:id`, { config: access(), schema: { params: ID_PARAMS } }, async (request) => {
    const companyId = companyOf(request);
    const quote = isUuid(request.params.id) ? (await loadQuotes(db, { quoteId: request.params.id }))[0] : undefined;
    if (!quote) throw notFound('Bid not found');
    if (quote.vendorCompanyId === companyId) return ok({ record: quote });
    const { role, rfq } = await rfqForCaller(db, companyId, quote.rfqId).catch(() => {
      throw notFound('Bid not found');
    });
    if (role !== 'owner' || quote.status !== 'SUBMITTED') throw notFound('Bid not found');
    requireUnsealed(rfq);
    return ok({ record: quote });
  });

  app.get<{ Params: { id: string } }>(`${RFQ_API.quotes}/:id/history`, { config: access(), schema: { params: ID_PARAMS } }, async (request) => {
    const companyId = companyOf(request);
    const quote = isUuid(request.params.id) ? await db.one<{ rfq_id: string; company_id: string }>('SELECT rfq_id, company_id FROM rfq_quotes WHERE id = $1', [request.params.id]) : undefined;
    if (!quote) throw notFound('Bid not found');
    if (quote.company_id !== companyId) {
      const role = await rfqForCaller(db, companyId, quote.rfq_id).catch(() => undefined);
      if (role?.role !== 'owner') throw notFound('Bid not found');
      requireUnsealed(role.rfq);
    }
    const items = await loadRevisions(db, { quoteId: request.params.id });
    return list(items, items.length);
  });

  app.post<{ Body: { data: QuoteInput } }>(
    RFQ_API.quotes,
    { config: access('Create'), schema: { body: dataBody({ rfqId: UUID, lines: { type: 'array', maxItems: MAX_LINES, items: QUOTE_LINE }, submit: { type: 'boolean' }, version: VERSION }, ['rfqId', 'lines']) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, lines, submit, version } = request.body.data;
      const { record, created } = await db.transaction(async (tx) => {
        const { role, rfq } = await rfqForCaller(tx, companyId, rfqId, true);
        if (role !== 'vendor') throw badRequest('data.rfqId: only invited vendors bid on an RFQ', 'data.rfqId');
        const existed = await tx.one('SELECT 1 AS x FROM rfq_quotes WHERE rfq_id = $1 AND company_id = $2', [rfqId, companyId]);
        return { record: await saveBid(tx, rfq, { companyId, userId: user.id, userName: user.name }, { lines, submit, version }), created: !existed };
      });
      return reply.status(created ? 201 : 200).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Body: { data: { rfqId: string; reason: DeclineReason; comment?: string | null } } }>(
    RFQ_API.declineQuote,
    { config: access('Create'), schema: { body: dataBody({ rfqId: UUID, reason: DECLINE_REASON, comment: { type: ['string', 'null'], maxLength: 2000 } }, ['rfqId', 'reason']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, reason, comment } = request.body.data;
      await db.transaction(async (tx) => {
        const { role, rfq } = await rfqForCaller(tx, companyId, rfqId, true);
        if (role !== 'vendor') throw badRequest('data.rfqId: only an invited vendor declines', 'data.rfqId');
        if (rfq.status !== 'OPEN') throw conflict(`Cannot decline: the RFQ is ${rfq.status}`);
        const invitation = (await tx.one<{ status: string }>('SELECT status FROM rfq_invitations WHERE rfq_id = $1 AND company_id = $2 FOR UPDATE', [rfqId, companyId]))!;
        // A vendor declines instead of bidding: once it submitted, its bid stands (it may revise it, not withdraw it).
        if (invitation.status !== 'INVITED' && invitation.status !== 'VIEWED') throw conflict(`Cannot decline: your invitation is ${invitation.status}`);
        if (reason === 'OTHER' && !comment?.trim()) throw badRequest('data.comment: say why when the reason is OTHER', 'data.comment');
        await tx.query("UPDATE rfq_invitations SET status = 'DECLINED', decline_reason = $3, decline_comment = $4 WHERE rfq_id = $1 AND company_id = $2", [rfqId, companyId, reason, comment?.trim() || null]);
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfqId, companyId, actorId: user.id, actorName: user.name, action: 'declined', from: invitation.status, to: 'DECLINED', note: reason });
      });
      const invitation = await db.one<{ status: string; decline_reason: string; decline_comment: string | null }>('SELECT status, decline_reason, decline_comment FROM rfq_invitations WHERE rfq_id = $1 AND company_id = $2', [rfqId, companyId]);
      return ok({ record: { _id: rfqId, invitationStatus: invitation!.status, declineReason: invitation!.decline_reason, declineComment: invitation!.decline_comment } });
    },
  );

  registerBulkBids(app, ctx);
}
