import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, hasLevel, isUuid, LinkSigner, MAILER, notFound, NOTIFIER, ok, unauthorized, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, QUOTE_KIND } from '../../shared/types';
import { acceptQuote } from './acceptQuote';
import { openLink, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { quoteViewOf } from './quoteViewOf';
import { TOKEN, UUID } from './quoteSchemas';

type ConfirmData = { token?: string; quoteId?: string; optionId: string; name?: string; email?: string; comment?: string };

/**
 * `orderConfirm` (POST): the customer accepts one option — from the shared link (public: token, name,
 * email?) or signed in (`quoteId` of a quote shared with the caller's company). Signed in, the caller
 * needs Read on `customers` (the /account screen) or on `quotes`: accepting is the customer company's
 * answer to its forwarder, which any of its people who may see the quote can give. Answers the
 * customer view after the accept.
 */
export function registerOrderConfirm(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);

  app.post<{ Body: { data: ConfirmData } }>(
    QUOTES_API.orderConfirm,
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
              required: ['optionId'],
              properties: {
                token: TOKEN,
                quoteId: UUID,
                optionId: UUID,
                name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
                email: { type: 'string', format: 'email', maxLength: 254 },
                comment: { type: 'string', maxLength: 2000 },
              },
            },
            options: { type: 'object' },
          },
        },
      },
    },
    async (request) => {
      const data = request.body.data;
      if (data.token) {
        if (!data.name) throw badRequest('data.name is required', 'data.name');
        const link = await openLink(db, signer, data.token);
        const name = data.name.trim();
        const quote = await acceptQuote(db, { mailer, notifier: ctx.services.find(NOTIFIER) }, {
          quoteId: link.quoteId, companyId: link.companyId, optionId: data.optionId, actor: { id: null, name }, acceptedBy: data.email ? `${name} <${data.email}>` : name,
          comment: data.comment, commentCompanyId: link.companyId,
        });
        return ok({ record: await quoteViewOf(db, quote, link.expiresAt) });
      }
      if (!data.quoteId) throw badRequest('data.token is required (or data.quoteId when signed in)', 'data.token');
      const user = request.user;
      if (!user) throw unauthorized();
      if (!hasLevel(request, 'customers', 'Read') && !hasLevel(request, 'quotes', 'Read')) throw forbidden('You are not allowed to do this');
      const shared = isUuid(data.quoteId)
        ? await db.one<{ owner_company_id: string; company_name: string }>(
            `SELECT p.owner_company_id, c.name AS company_name FROM record_parties p JOIN companies c ON c.id = p.company_id
             WHERE p.kind = $1 AND p.record_id = $2 AND p.company_id = $3`,
            [QUOTE_KIND, data.quoteId, user.companyId],
          )
        : undefined;
      if (!shared) throw notFound('Quote not found');
      const quote = await acceptQuote(db, { mailer, notifier: ctx.services.find(NOTIFIER) }, {
        quoteId: data.quoteId, companyId: shared.owner_company_id, optionId: data.optionId, actor: { id: user.id, name: user.name },
        acceptedBy: `${user.name} (${shared.company_name})`, comment: data.comment, commentCompanyId: user.companyId,
      });
      return ok({ record: await quoteViewOf(db, quote, '') });
    },
  );
}
