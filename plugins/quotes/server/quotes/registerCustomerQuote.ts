import type { FastifyInstance } from 'fastify';
import { LinkSigner, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { QUOTES_API } from '../../shared/types';
import { loadQuotes } from './loadQuote';
import { openLink, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { printableQuoteOf } from './printableQuoteOf';
import { tokenParams } from './quoteSchemas';
import { pdfName, quoteViewOf } from './quoteViewOf';

/**
 * The customer's shared view (public): `GET customer-quote/:token` answers the CustomerQuote (sell
 * only) of a live link and counts the opening; `:token/pdf` the same as a PDF (through the forwarder's quote template). A link to a quote that
 * moved on (accepted, declined, expired) still opens, read-only, showing its status; a revoked or
 * expired link (a new revision, a withdrawal) is a 404.
 */
export function registerCustomerQuote(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);
  const base = QUOTES_API.customerQuote;

  const quoteOfToken = async (token: string, count: boolean) => {
    const link = await openLink(db, signer, token);
    if (count) await db.query('UPDATE quote_links SET opened_count = opened_count + 1, last_opened_at = now() WHERE id = $1', [link.linkId]);
    const [quote] = await loadQuotes(db, 'q.id = $1 AND q.company_id = $2', [link.quoteId, link.companyId]);
    return { quote: quote!, linkExpiresAt: link.expiresAt };
  };

  app.get<{ Params: { token: string } }>(`${base}/:token`, { config: { access: { public: true } }, schema: { params: tokenParams } }, async (request) => {
    const { quote, linkExpiresAt } = await quoteOfToken(request.params.token, true);
    return ok({ record: await quoteViewOf(db, quote, linkExpiresAt) });
  });

  app.get<{ Params: { token: string } }>(`${base}/:token/pdf`, { config: { access: { public: true } }, schema: { params: tokenParams } }, async (request, reply) => {
    const { quote, linkExpiresAt } = await quoteOfToken(request.params.token, false);
    const pdf = await printRecord(db, services, await printableQuoteOf(db, quote, linkExpiresAt));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdfName(quote)}"`).send(pdf);
  });
}
