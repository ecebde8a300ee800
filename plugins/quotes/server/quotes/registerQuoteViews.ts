import type { FastifyInstance } from 'fastify';
import { companyOf, iso, isUuid, LinkSigner, notFound, ok, RATE_INVENTORY, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { QUOTE_KIND, type QuoteRevision } from '../../shared/types';
import { loadEnquiry } from './enquiryOf';
import { loadQuote } from './loadQuote';
import { linkRecordOf, publicOrigin, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { printableQuoteOf } from './printableQuoteOf';
import { pdfName, quoteViewOf } from './quoteViewOf';
import { searchOfEnquiry } from './searchOfEnquiry';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const read = { access: { features: ['quotes'], level: 'Read' as const } };

/**
 * The forwarder's views of one quote: revisions, links (and revoking one), the rate options to add
 * ("add rates to quote"), the customer view (what the customer will see) and the PDF (through the company's quote template).
 */
export function registerQuoteViews(app: FastifyInstance, ctx: ServerPluginContext, publicUrl: string | undefined): void {
  const { db } = ctx;
  const inventory = ctx.services.get(RATE_INVENTORY);
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);
  const base = '/api/enquiries/v2/quote';
  const quoteOf = async (companyId: string, id: string) => {
    const quote = isUuid(id) ? await loadQuote(db, companyId, id) : undefined;
    if (!quote) throw notFound('Quote not found');
    return quote;
  };

  app.get<{ Params: { id: string } }>(`${base}/:id/revisions`, { config: read, schema: { params: idParams } }, async (request) => {
    const quote = await quoteOf(companyOf(request), request.params.id);
    const rows = await db.query('SELECT revision, status, snapshot, created_by, created_at FROM quote_revisions WHERE quote_id = $1 ORDER BY revision DESC', [quote._id]);
    const items: QuoteRevision[] = rows.rows.map((r) => ({
      revision: Number(r.revision),
      createdAt: iso(r.created_at)!,
      createdBy: r.created_by === null ? null : String(r.created_by),
      status: r.status as QuoteRevision['status'],
      snapshot: r.snapshot as QuoteRevision['snapshot'],
    }));
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${base}/:id/links`, { config: read, schema: { params: idParams } }, async (request) => {
    const quote = await quoteOf(companyOf(request), request.params.id);
    const rows = await db.query('SELECT * FROM quote_links WHERE quote_id = $1 ORDER BY created_at DESC, id', [quote._id]);
    const origin = publicOrigin(request, publicUrl);
    const items = await Promise.all(rows.rows.map((r) => linkRecordOf(signer, r, origin)));
    return ok({ items, count: items.length });
  });

  app.post<{ Params: { id: string; linkId: string } }>(
    `${base}/:id/links/:linkId/revoke/`,
    {
      config: { access: { features: ['quotes'], level: 'Update' } },
      schema: { params: { type: 'object', required: ['id', 'linkId'], properties: { id: { type: 'string', maxLength: 100 }, linkId: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const quote = await quoteOf(companyId, request.params.id);
      const { linkId } = request.params;
      const row = await db.transaction(async (tx) => {
        const link = isUuid(linkId)
          ? await tx.one('UPDATE quote_links SET revoked_at = COALESCE(revoked_at, now()), updated_at = now(), version = version + 1 WHERE id = $1 AND quote_id = $2 AND company_id = $3 RETURNING *', [linkId, quote._id, companyId])
          : undefined;
        if (!link) throw notFound('Link not found');
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: quote._id, companyId, actorId: user.id, actorName: user.name, action: 'link-revoked', note: link.email ? `Link sent to ${String(link.email)}` : null });
        return link;
      });
      return ok({ record: await linkRecordOf(signer, row, publicOrigin(request, publicUrl)) });
    },
  );

  app.get<{ Params: { id: string } }>(`${base}/:id/rate-options`, { config: read, schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    const quote = await quoteOf(companyId, request.params.id);
    const enquiry = (await loadEnquiry(db, companyId, quote.enquiryId))!;
    const search = searchOfEnquiry(enquiry, quote.currency);
    const answer = await inventory.search(companyId, search);
    return ok({ items: answer.items, count: answer.count, currency: answer.currency, search });
  });

  app.get<{ Params: { id: string } }>(`${base}/:id/customer-view`, { config: read, schema: { params: idParams } }, async (request) => {
    const quote = await quoteOf(companyOf(request), request.params.id);
    return ok({ record: await quoteViewOf(db, quote, '') });
  });

  app.get<{ Params: { id: string } }>(`${base}/:id/pdf`, { config: read, schema: { params: idParams } }, async (request, reply) => {
    const quote = await quoteOf(companyOf(request), request.params.id);
    const pdf = await printRecord(db, ctx.services, await printableQuoteOf(db, quote, ''));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdfName(quote)}"`).send(pdf);
  });
}
