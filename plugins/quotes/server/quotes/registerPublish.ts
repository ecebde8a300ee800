import type { FastifyInstance } from 'fastify';
import {
  companyOf, conflict, connectedCompanies, dataBody, findOwnedForUpdate, LinkSigner, MAILER, notFound, ok, shareRecord, writeActivity, type ServerPluginContext,
} from '@portolan/sdk/server';
import { QUOTES_API, QUOTE_KIND } from '../../shared/types';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { ENQUIRY_COLUMNS, enquiryOf } from './enquiryOf';
import { forwarderOf } from './forwarderOf';
import { loadQuote } from './loadQuote';
import { moveEnquiry } from './moveEnquiry';
import { linkRecordOf, publicOrigin, QUOTE_LINK_PURPOSE, viewPath } from './quoteLinks';
import { UUID, VERSION } from './quoteSchemas';
import { snapshotRevision } from './snapshotRevision';

type PublishData = { quoteId: string; version: number; email?: string; expiresInDays?: number; message?: string };

/** End of a day (UTC) as a Date: a link made to last "until" a day lasts through it. */
const endOf = (day: string) => new Date(`${day}T23:59:59.000Z`);

/**
 * Publishing (`publishQuotes`, quotes Update): a DRAFT with options and lines, valid today or later,
 * becomes PUBLISHED (a revision snapshot); its enquiry QUOTED; a signed link (row + token) emailed
 * through the outbox to the given address, else the enquiry's contact, else the customer's; and the
 * quote shared with the customer's Portolan company when it is in the forwarder's network.
 */
export function registerPublish(app: FastifyInstance, ctx: ServerPluginContext, publicUrl: string | undefined): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);

  app.post<{ Body: { data: PublishData } }>(
    QUOTES_API.publishQuotes,
    {
      config: { access: { features: ['quotes'], level: 'Update' } },
      schema: {
        body: dataBody(
          { quoteId: UUID, version: VERSION, email: { type: 'string', format: 'email', maxLength: 254 }, expiresInDays: { type: 'integer', minimum: 1, maximum: 90 }, message: { type: 'string', maxLength: 2000 } },
          ['quoteId', 'version'],
        ),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      const origin = publicOrigin(request, publicUrl);
      const answer = await db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'quotes', companyId, data.quoteId);
        if (!current) throw notFound('Quote not found');
        if (current.status !== 'DRAFT') throw conflict(`Cannot publish: the quote is ${String(current.status)}`);
        if (Number(current.version) !== data.version) throw conflict(`This quote was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        const quote = (await loadQuote(tx, companyId, data.quoteId))!;
        if (quote.options.length === 0) throw conflict('Cannot publish: the quote has no options');
        const empty = quote.options.findIndex((o) => o.lines.length === 0);
        if (empty >= 0) throw conflict(`Cannot publish: option ${empty + 1} (${quote.options[empty]!.title}) has no lines`);
        if (quote.validUntil < todayUtc()) throw conflict(`Cannot publish: the quote expired on ${quote.validUntil}; change its validity first`);
        const enquiryRow = await tx.one(
          `SELECT ${ENQUIRY_COLUMNS}, c.email AS customer_email FROM enquiries e LEFT JOIN customers c ON c.id = e.customer_id WHERE e.id = $1`,
          [quote.enquiryId],
        );
        const enquiry = enquiryOf(enquiryRow!);
        const email = data.email ?? enquiry.contactEmail ?? ((enquiryRow!.customer_email as string | null) || null);
        const expiresAt = data.expiresInDays ? new Date(Date.now() + data.expiresInDays * 86_400_000) : endOf(addDays(quote.validUntil, 7));

        await tx.query("UPDATE quotes SET status = 'PUBLISHED', published_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [quote._id]);
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: quote._id, companyId, actorId: user.id, actorName: user.name, action: 'publish', from: 'DRAFT', to: 'PUBLISHED', note: email ? `Sent to ${email}` : 'Published without an email' });
        const published = (await loadQuote(tx, companyId, quote._id))!;
        await snapshotRevision(tx, companyId, published, user.id);
        await moveEnquiry(tx, { enquiryId: enquiry._id, companyId, from: ['RECEIVED', 'QUOTING', 'QUOTED', 'EXPIRED'], to: 'QUOTED', actor: user, action: 'quote-published', note: `${quote.reference} revision ${quote.revision}`, firstQuoted: true });
        await tx.query('UPDATE enquiries SET quote_id = $2 WHERE id = $1', [enquiry._id, quote._id]);

        const linkRow = await tx.one('INSERT INTO quote_links (company_id, quote_id, revision, email, expires_at, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *', [
          companyId, quote._id, quote.revision, email, expiresAt, user.id,
        ]);
        const link = await linkRecordOf(signer, linkRow!, origin);

        if (enquiry.customerCompanyId && enquiry.customerCompanyId !== companyId) {
          const network = await connectedCompanies(tx, companyId, [enquiry.customerCompanyId]);
          if (network.has(enquiry.customerCompanyId)) {
            await shareRecord(tx, { kind: QUOTE_KIND, recordId: quote._id, ownerCompanyId: companyId, companyIds: [enquiry.customerCompanyId], field: 'data.quoteId' });
          }
        }

        if (email) {
          const forwarder = await forwarderOf(tx, companyId, user.id);
          const lowest = published.sellFrom ? ` from ${published.currency} ${published.sellFrom}` : '';
          const body = [
            `Hello ${enquiry.contactName ?? enquiry.customerName},`,
            '',
            data.message?.trim() || `Here is our quote ${quote.reference} for your enquiry ${enquiry.reference} (${enquiry.origin} to ${enquiry.destination}).`,
            '',
            `${published.options.length} option${published.options.length === 1 ? '' : 's'}${lowest}, valid until ${published.validUntil}.`,
            `View it, download the PDF, accept an option or tell us why not: ${origin}${viewPath(link.token)}`,
            '',
            `This link works until ${link.expiresAt.slice(0, 10)}.`,
            '',
            forwarder.name,
          ].join('\n');
          await mailer.queue(tx, { to: email, subject: `Quote ${quote.reference} from ${forwarder.name}`, body });
        }
        return { record: (await loadQuote(tx, companyId, quote._id))!, link, emailedTo: email };
      });
      return ok(answer);
    },
  );
}
