import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, isUuid, LinkSigner, notFound, ok, requireLevel, unauthorized, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { ENQUIRY_KIND, QUOTES_API } from '../../shared/types';
import { addEnquiryComment, enquiryThread } from './addComment';
import { openLink, QUOTE_LINK_PURPOSE } from './quoteLinks';
import { TOKEN, UUID } from './quoteSchemas';

type CommentData = { enquiryId?: string; token?: string; text: string; name?: string };
type ThreadQuery = { enquiryId?: string; token?: string };

/** The enquiry of a signed-in caller: its own, or one shared with its company (record_parties); 404 otherwise. */
async function readableEnquiry(db: Db, request: FastifyRequest, enquiryId: string, level: 'Read' | 'Create'): Promise<string> {
  const user = request.user;
  if (!user) throw unauthorized();
  requireLevel(request, 'enquiries', level);
  const row = isUuid(enquiryId)
    ? await db.one(
        `SELECT e.id FROM enquiries e WHERE e.id = $1 AND (e.company_id = $2 OR EXISTS (
           SELECT 1 FROM record_parties p WHERE p.kind = $3 AND p.record_id = e.id AND p.company_id = $2))`,
        [enquiryId, user.companyId, ENQUIRY_KIND],
      )
    : undefined;
  if (!row) throw notFound('Enquiry not found');
  return enquiryId;
}

/** The enquiry of a live quote link. */
async function enquiryOfToken(db: Db, signer: LinkSigner, token: string): Promise<{ enquiryId: string; companyId: string }> {
  const link = await openLink(db, signer, token);
  const row = await db.one<{ enquiry_id: string }>('SELECT enquiry_id FROM quotes WHERE id = $1', [link.quoteId]);
  return { enquiryId: row!.enquiry_id, companyId: link.companyId };
}

/**
 * The enquiry's thread between forwarder and customer: `comment` (POST) and `comments` (GET), signed in
 * by enquiry (feature enquiries: Create to write, Read to read; the forwarder's own or shared
 * enquiries), or public with a live quote link (the customer's view shows the thread; the author is
 * the name they give). Stored in the core record comments (kind 'enquiry').
 */
export function registerQuoteComments(app: FastifyInstance, { db }: ServerPluginContext): void {
  const signer = new LinkSigner(db, QUOTE_LINK_PURPOSE);

  app.post<{ Body: { data: CommentData } }>(
    QUOTES_API.comment,
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
              required: ['text'],
              properties: { enquiryId: UUID, token: TOKEN, text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' }, name: { type: 'string', maxLength: 120 } },
            },
            options: { type: 'object' },
          },
        },
      },
    },
    async (request, reply) => {
      const data = request.body.data;
      if (data.token) {
        const name = data.name?.trim();
        if (!name) throw badRequest('data.name is required', 'data.name');
        const { enquiryId, companyId } = await enquiryOfToken(db, signer, data.token);
        const record = await addEnquiryComment(db, { enquiryId, companyId, authorId: null, authorName: name, text: data.text });
        return reply.status(201).send(ok({ record }));
      }
      if (!data.enquiryId) throw badRequest('data.enquiryId is required (or data.token)', 'data.enquiryId');
      const enquiryId = await readableEnquiry(db, request, data.enquiryId, 'Create');
      const user = request.user!;
      const record = await addEnquiryComment(db, { enquiryId, companyId: user.companyId, authorId: user.id, authorName: user.name, text: data.text });
      return reply.status(201).send(ok({ record }));
    },
  );

  app.get<{ Querystring: ThreadQuery }>(
    QUOTES_API.comments,
    { config: { access: { public: true } }, schema: { querystring: { type: 'object', additionalProperties: false, properties: { enquiryId: UUID, token: TOKEN } } } },
    async (request) => {
      const { enquiryId, token } = request.query;
      if (token) {
        const link = await enquiryOfToken(db, signer, token);
        const items = await enquiryThread(db, link.enquiryId, null);
        return ok({ items, count: items.length });
      }
      if (!enquiryId) throw badRequest('enquiryId is required (or token)', 'enquiryId');
      await readableEnquiry(db, request, enquiryId, 'Read');
      const items = await enquiryThread(db, enquiryId, request.user!.id);
      return ok({ items, count: items.length });
    },
  );
}
