import type { FastifyInstance } from 'fastify';
import { defineTransitions, type Db, type ServerPluginContext, type TransitionContext } from '@portolan/sdk/server';
import { QUOTE_ACTIONS } from '../../shared/states';
import { QUOTE_KIND } from '../../shared/types';
import { loadQuote } from './loadQuote';
import { moveEnquiry } from './moveEnquiry';
import { quoteResource } from './quoteResource';
import { revokeLinks } from './quoteLinks';
import { snapshotRevision } from './snapshotRevision';

/** Another open (DRAFT or PUBLISHED) quote of the same enquiry, if any. */
async function otherOpenQuote(tx: Db, current: Record<string, unknown>): Promise<string | undefined> {
  const row = await tx.one<{ reference: string }>("SELECT reference FROM quotes WHERE enquiry_id = $1 AND id <> $2 AND status IN ('DRAFT', 'PUBLISHED') LIMIT 1", [current.enquiry_id, current.id]);
  return row?.reference;
}

/**
 * The quote's own moves, `POST quote/:id/<action>/` (QUOTE_ACTIONS, defineTransitions: state table,
 * version, level, audit trail): revise (a new revision as a DRAFT: the old one's snapshot kept, its
 * links revoked, the enquiry back to QUOTING) and withdraw (links revoked; the enquiry points at its
 * latest other quote, and goes back to RECEIVED when none is open).
 */
export function registerQuoteActions(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineTransitions(app, db, {
    resource: quoteResource,
    kind: QUOTE_KIND,
    state: 'status',
    label: 'quote',
    actions: {
      revise: {
        ...QUOTE_ACTIONS.revise,
        guard: async (_data, { tx, current }) => {
          const other = await otherOpenQuote(tx, current);
          return other ? `the enquiry has another open quote (${other})` : undefined;
        },
        columns: async (_data, { tx, companyId, userId, current, request }: TransitionContext) => {
          const quote = (await loadQuote(tx, companyId, String(current.id)))!;
          await snapshotRevision(tx, companyId, quote, userId);
          await revokeLinks(tx, quote._id);
          await moveEnquiry(tx, { enquiryId: quote.enquiryId, companyId, from: ['QUOTED', 'LOST', 'EXPIRED'], to: 'QUOTING', actor: request.user!, action: 'quote-revised', note: `${quote.reference} revision ${quote.revision + 1}`, lossReason: null });
          await tx.query('UPDATE enquiries SET quote_id = $2 WHERE id = $1', [quote.enquiryId, quote._id]);
          return { revision: quote.revision + 1, published_at: null, decline_reason: null, decline_comment: null, accepted_option_id: null, accepted_at: null, accepted_by: null };
        },
      },
      withdraw: {
        ...QUOTE_ACTIONS.withdraw,
        columns: async (_data, { tx, companyId, current, request }: TransitionContext) => {
          await revokeLinks(tx, String(current.id));
          const latest = await tx.one<{ id: string }>(
            "SELECT id FROM quotes WHERE enquiry_id = $1 AND id <> $2 AND status <> 'WITHDRAWN' ORDER BY created_at DESC LIMIT 1",
            [current.enquiry_id, current.id],
          );
          await tx.query('UPDATE enquiries SET quote_id = $2, updated_at = now() WHERE id = $1 AND company_id = $3', [current.enquiry_id, latest?.id ?? null, companyId]);
          if (!(await otherOpenQuote(tx, current))) {
            await moveEnquiry(tx, { enquiryId: String(current.enquiry_id), companyId, from: ['QUOTING', 'QUOTED'], to: 'RECEIVED', actor: request.user!, action: 'quote-withdrawn', note: String(current.reference) });
          }
          return {};
        },
      },
    },
  });
}
