import type { FastifyInstance } from 'fastify';
import { iso, notFound, ok, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { PublicPage } from '../../shared/types';
import { pageRecordOf } from './pageRecordOf';
import { pageShareToken } from './pageShareToken';

const PUBLIC = { access: { public: true } } as const;
const tokenQuery = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
const DEAD_LINK = 'This page link is not valid: it may have expired, or its page was unpublished or is no longer shared. Ask whoever sent it for a new link.';

/** The published page a share link opens (its generation still current), or a 404. */
async function sharedPage(db: Db, token: string): Promise<Record<string, unknown>> {
  const link = await pageShareToken.verify(db, token);
  const row = link
    ? await db.one<Record<string, unknown>>('SELECT * FROM composed_pages WHERE id = $1 AND share_generation = $2 AND published_tree IS NOT NULL', [link.pageId, link.generation])
    : undefined;
  if (!row) throw notFound(DEAD_LINK);
  return row;
}

/**
 * `/api/composer/public/page` and `/api/composer/public/logo` (no sign-in; a share link's token): the
 * published tree only (layout and static text — data blocks are drawn by the web for signed-in users
 * only), the company's name and its logo. A bad, expired or revoked token is a 404 saying so.
 */
export function registerPublicPageRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: { token: string } }>('/api/composer/public/page', { config: PUBLIC, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const row = await sharedPage(db, request.query.token);
    const company = await ctx.identity.findCompany(db, String(row.company_id));
    const logo = await db.one('SELECT 1 FROM company_logos WHERE company_id = $1', [row.company_id]);
    const page = pageRecordOf(row);
    const publicPage: PublicPage = {
      title: page.title,
      tree: page.publishedTree!,
      companyName: company?.name ?? '',
      logoUrl: logo ? `/api/composer/public/logo?token=${encodeURIComponent(request.query.token)}` : null,
      publishedAt: iso(row.published_at)!,
    };
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return ok(publicPage);
  });

  app.get<{ Querystring: { token: string } }>('/api/composer/public/logo', { config: PUBLIC, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const row = await sharedPage(db, request.query.token);
    const logo = await db.one<{ content_type: string; content: Buffer | Uint8Array }>('SELECT content_type, content FROM company_logos WHERE company_id = $1', [row.company_id]);
    if (!logo) throw notFound('This company has no logo');
    return reply.header('content-type', logo.content_type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300').send(Buffer.from(logo.content));
  });
}
