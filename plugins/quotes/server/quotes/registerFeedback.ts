import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, hasLevel, isUuid, LinkSigner, MAILER, notFound, NOTIFIER, ok, requireLevel, unauthorized, writeActivity, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { EnquiryState, LossReason } from '../../shared/states';
import { QUOTES_API, QUOTE_KIND } from '../../shared/types';
import { addEnquiryComment } from './addComment';
import { loadEnquiry } from './enquiryOf';
import { loadQuotes } from './loadQuote';
import { moveEnquiry, type Actor } from './moveEnquiry';
import { notifyForwarder } from '../notifyForwarder';
import { openLink, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { LOSS_REASON, TOKEN, UUID, VERSION } from './quoteSchemas';
import { quoteViewOf } from './quoteViewOf';
import { snapshotRevision } from './snapshotRevision';

type FeedbackData = { token?: string; quoteId?: string; enquiryId?: string; version?: number; reason: LossReason; comment?: string; name?: string };

/** The enquiry states the forwarder's mark-lost leaves (ENQUIRY_ACTIONS['mark-lost']). */
const LOSABLE: readonly EnquiryState[] = ['RECEIVED', 'QUOTING', 'QUOTED'];

/** A PUBLISHED quote → DECLINED with the reason, its trail and revision snapshot (in the caller's transaction). */
async function declineQuote(tx: Db, companyId: string, quoteId: string, reason: LossReason, comment: string | null, actor: Actor): Promise<void> {
  await tx.query("UPDATE quotes SET status = 'DECLINED', decline_reason = $2, decline_comment = $3, version = version + 1, updated_at = now() WHERE id = $1", [quoteId, reason, comment]);
  await writeActivity(tx, { kind: QUOTE_KIND, recordId: quoteId, companyId, actorId: actor.id, actorName: actor.name, action: 'decline', from: 'PUBLISHED', to: 'DECLINED', note: comment ? `${reason}: ${comment}` : reason });
  const [quote] = await loadQuotes(tx, 'q.id = $1', [quoteId]);
  await snapshotRevision(tx, companyId, quote!, actor.id);
}

/**
 * `feedback/` (POST): the customer declines a published quote — through its link (`token`), or signed
 * in (`quoteId` of a quote shared with its company; customers or quotes Read, as orderConfirm) —
 * PUBLISHED → DECLINED with the reason, the enquiry → LOST with it, the forwarder emailed; or the
 * forwarder marks an enquiry lost (`enquiryId`, enquiries Update, with its version; its published
 * quote is declined too).
 */
export function registerFeedback(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);

  /** The customer's decline (link or signed in): PUBLISHED → DECLINED, the enquiry LOST with the reason, the comment on its thread, the forwarder emailed. */
  const customerDeclines = (data: FeedbackData, companyId: string, quoteId: string, actor: Actor, commentCompanyId: string) => {
    const comment = data.comment?.trim() || null;
    return db.transaction(async (tx) => {
      const locked = await tx.one<{ status: string }>('SELECT status FROM quotes WHERE id = $1 AND company_id = $2 FOR UPDATE', [quoteId, companyId]);
      if (locked!.status !== 'PUBLISHED') throw conflict(`Cannot decline: the quote is ${locked!.status}`);
      await declineQuote(tx, companyId, quoteId, data.reason, comment, actor);
      const [declined] = await loadQuotes(tx, 'q.id = $1', [quoteId]);
      await moveEnquiry(tx, { enquiryId: declined!.enquiryId, companyId, from: ['QUOTING', 'QUOTED', 'EXPIRED'], to: 'LOST', actor, action: 'quote-declined', note: declined!.reference, lossReason: data.reason, feedback: comment });
      if (comment) await addEnquiryComment(tx, { enquiryId: declined!.enquiryId, companyId: commentCompanyId, authorId: actor.id, authorName: actor.name, text: comment });
      await notifyForwarder(tx, { mailer, notifier: ctx.services.find(NOTIFIER) }, { enquiryId: declined!.enquiryId }, {
        event: 'quote.declined', subject: `Quote ${declined!.reference} declined by ${declined!.customerName}`,
        href: `/enquiries/${declined!.enquiryId}?tab=quote`, record: { kind: QUOTE_KIND, id: quoteId }, ...(actor.id ? { actorUserId: actor.id } : {}),
        body: `${actor.name} declined quote ${declined!.reference} (enquiry ${declined!.enquiryReference}): ${data.reason}${comment ? `\n\n${comment}` : ''}`,
      });
      return declined!;
    });
  };

  app.post<{ Body: { data: FeedbackData } }>(
    QUOTES_API.feedback,
    {
      config: { access: { public: true } },
      schema: {
        body: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              additionalProperties: false,
              required: ['reason'],
              properties: { token: TOKEN, quoteId: UUID, enquiryId: UUID, version: VERSION, reason: LOSS_REASON, comment: { type: 'string', maxLength: 2000 }, name: { type: 'string', maxLength: 120 } },
            },
            options: { type: 'object' },
          },
        },
      },
    },
    async (request) => {
      const data = request.body.data;
      const comment = data.comment?.trim() || null;
      if (data.token) {
        const link = await openLink(db, signer, data.token);
        const quote = await customerDeclines(data, link.companyId, link.quoteId, { id: null, name: data.name?.trim() || 'The customer' }, link.companyId);
        return ok({ record: await quoteViewOf(db, quote, link.expiresAt) });
      }
      if (data.quoteId) {
        const user = request.user;
        if (!user) throw unauthorized();
        if (!hasLevel(request, 'customers', 'Read') && !hasLevel(request, 'quotes', 'Read')) throw forbidden('You are not allowed to do this');
        const shared = await db.one<{ owner_company_id: string }>('SELECT owner_company_id FROM record_parties WHERE kind = $1 AND record_id = $2 AND company_id = $3', [QUOTE_KIND, data.quoteId, user.companyId]);
        if (!shared) throw notFound('Quote not found');
        const quote = await customerDeclines(data, shared.owner_company_id, data.quoteId, { id: user.id, name: user.name }, user.companyId);
        return ok({ record: await quoteViewOf(db, quote, '') });
      }
      if (!data.enquiryId) throw badRequest('data.token is required (or data.enquiryId when signed in)', 'data.token');
      const user = request.user;
      if (!user) throw unauthorized();
      requireLevel(request, 'enquiries', 'Update');
      if (data.version === undefined) throw badRequest('data.version is required', 'data.version');
      const enquiry = await db.transaction(async (tx) => {
        const row = isUuid(data.enquiryId!)
          ? await tx.one<{ status: EnquiryState; version: number }>('SELECT status, version FROM enquiries WHERE id = $1 AND company_id = $2 FOR UPDATE', [data.enquiryId, user.companyId])
          : undefined;
        if (!row) throw notFound('Enquiry not found');
        if (!LOSABLE.includes(row.status)) throw conflict(`Cannot mark-lost: the enquiry is ${row.status}`);
        if (Number(row.version) !== data.version) throw conflict(`This enquiry was changed by someone else (version ${row.version}); reload it and try again`, 'data.version');
        const published = await tx.query<{ id: string }>("SELECT id FROM quotes WHERE enquiry_id = $1 AND status = 'PUBLISHED' FOR UPDATE", [data.enquiryId]);
        for (const q of published.rows) await declineQuote(tx, user.companyId, q.id, data.reason, comment, user);
        await moveEnquiry(tx, { enquiryId: data.enquiryId!, companyId: user.companyId, from: LOSABLE, to: 'LOST', actor: user, action: 'mark-lost', note: comment ? `${data.reason}: ${comment}` : data.reason, lossReason: data.reason, feedback: comment });
        return (await loadEnquiry(tx, user.companyId, data.enquiryId!))!;
      });
      return ok({ record: enquiry });
    },
  );
}
