import type { FastifyInstance } from 'fastify';
import { LinkSigner, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API } from '../../shared/types';
import { loadQuotes } from './loadQuote';
import { openLink, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { quotePdf } from './quotePdf';
import { tokenParams } from './quoteSchemas';
import { pdfName, quoteViewOf } from './quoteViewOf';

/**
 * The customer's shared view (public): `GET customer-quote/:token` answers the CustomerQuote (sell
 * only) of a live link and counts the opening; `:token/pdf` the same as a PDF. A link to a quote that
 * moved on (accepted, declined, expired) still opens, read-only, showing its status; a revoked or
 * expired link (a new revision, a withdrawal) is a 404.
 */
export function registerCustomerQuote(app: FastifyInstance, { db }: ServerPluginContext): void {
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);
  const base = QUOTES_API.customerQuote;

  const viewOfToken = async (token: string, count: boolean) => {
    const link = await openLink(db, signer, token);
    if (count) await db.query('UPDATE quote_links SET opened_count = opened_count + 1, last_opened_at = now() WHERE id = $1', [link.linkId]);
    const [quote] = await loadQuotes(db, 'q.id = $1 AND q.company_id = $2', [link.quoteId, link.companyId]);
    return { quote: quote!, view: await quoteViewOf(db, quote!, link.expiresAt) };
  };

  app.get<{ Params: { token: string } }>(`${base}/:token`, { config: { access: { public: true } }, schema: { params: tokenParams } }, async (request) => {
    const { view } = await viewOfToken(request.params.token, true);
    return ok({ record: view });
  });

  app.get<{ Params: { token: string } }>(`${base}/:token/pdf`, { config: { access: { public: true } }, schema: { params: tokenParams } }, async (request, reply) => {
    const { quote, view } = await viewOfToken(request.params.token, false);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdfName(quote)}"`).send(await quotePdf(view));
  });
}
