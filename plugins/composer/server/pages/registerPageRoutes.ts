import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, companyOf, containsPattern, emptyComposerTree, isUuid, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import type { ComposerTree } from '@portolan/sdk/shared';
import { checkPageTree } from './checkPageTree';
import { lockPage } from './lockPage';
import { pageRecordOf } from './pageRecordOf';
import { pageSchemas } from './pageSchemas';
import { pageTitleOf } from './pageTitleOf';
import { registerPageActions } from './registerPageActions';

const BASE = '/api/composer/pages';
const access = (level: string) => ({ access: { features: ['composer'], level } });

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** A posted tree, checked (400 naming `data.tree` with its first problem). */
function treeOf(value: unknown): ComposerTree {
  const problem = checkPageTree(value);
  if (problem) throw badRequest(`data.tree: ${problem}`, 'data.tree');
  return value as ComposerTree;
}

/**
 * `/api/composer/pages` (notes/pages-api.md): the company's composed pages — list (search, newest
 * updated first), one, create, update (optimistic version), delete; the pinned page of the home
 * dashboard; the published version (`/api/composer/published/:id`); and the publish / pin / share
 * actions (registerPageActions). Every `:id` is the caller's company's or a 404.
 */
export function registerPageRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const own = async (request: IdRequest, extra = '') => {
    const row = isUuid(request.params.id) ? await db.one<Record<string, unknown>>(`SELECT * FROM composed_pages WHERE id = $1 AND company_id = $2${extra}`, [request.params.id, companyOf(request)]) : undefined;
    return row ? pageRecordOf(row) : undefined;
  };

  app.get<{ Querystring: { search?: string; published?: boolean } }>(BASE, { config: access('Read'), schema: { querystring: pageSchemas.list } }, async (request) => {
    const params: unknown[] = [companyOf(request)];
    let where = 'company_id = $1';
    const search = request.query.search?.trim();
    if (search) where += ` AND title ILIKE $${params.push(containsPattern(search))}`;
    if (request.query.published !== undefined) where += request.query.published ? ' AND published_tree IS NOT NULL' : ' AND published_tree IS NULL';
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM composed_pages WHERE ${where} ORDER BY updated_at DESC, id DESC`, params);
    const items = rows.rows.map(pageRecordOf);
    return ok({ items, count: items.length });
  });

  // Static before `:id` (Fastify prefers it): the page every user's home dashboard shows.
  app.get(`${BASE}/pinned`, { config: access('Read'), schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (request) => {
    const row = await db.one<Record<string, unknown>>('SELECT * FROM composed_pages WHERE company_id = $1 AND pinned', [companyOf(request)]);
    return ok({ record: row ? pageRecordOf(row) : null });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: access('Read'), schema: { params: pageSchemas.idParams } }, async (request) => {
    const record = await own(request);
    if (!record) throw notFound('Page not found');
    return ok({ record });
  });

  app.get<{ Params: { id: string } }>('/api/composer/published/:id', { config: access('Read'), schema: { params: pageSchemas.idParams } }, async (request) => {
    const record = await own(request, ' AND published_tree IS NOT NULL');
    if (!record) throw notFound('This page is not published');
    return ok({ record });
  });

  app.post<{ Body: { data: { title?: string; tree?: unknown } } }>(BASE, { config: access('Create'), schema: { body: pageSchemas.create } }, async (request, reply) => {
    const title = pageTitleOf(request.body.data.title);
    const tree = request.body.data.tree === undefined ? emptyComposerTree(title) : treeOf(request.body.data.tree);
    const row = await db.one<Record<string, unknown>>(
      'INSERT INTO composed_pages (company_id, title, tree, updated_by_name) VALUES ($1, $2, $3::jsonb, $4) RETURNING *',
      [companyOf(request), title, JSON.stringify(tree), request.user!.name],
    );
    const record = pageRecordOf(row!);
    return reply.status(201).send(ok({ record, id: record._id }));
  });

  app.post<{ Params: { id: string }; Body: { data: { title?: string; tree?: unknown; version: number } } }>(
    `${BASE}/:id/`,
    { config: access('Update'), schema: { params: pageSchemas.idParams, body: pageSchemas.update } },
    async (request) => {
      const companyId = companyOf(request);
      const { title, tree, version } = request.body.data;
      const row = await db.transaction(async (tx) => {
        const current = await lockPage(tx, companyId, request.params.id, version);
        const nextTitle = title === undefined ? String(current.title) : pageTitleOf(title);
        const nextTree = tree === undefined ? undefined : treeOf(tree);
        return tx.one<Record<string, unknown>>(
          `UPDATE composed_pages SET title = $3, tree = COALESCE($4::jsonb, tree), updated_by_name = $5, updated_at = now(), version = version + 1
           WHERE id = $1 AND company_id = $2 RETURNING *`,
          [current.id, companyId, nextTitle, nextTree === undefined ? null : JSON.stringify(nextTree), request.user!.name],
        );
      });
      return ok({ record: pageRecordOf(row!) });
    },
  );

  app.post<{ Params: { id: string }; Body: { data?: { version?: number } } }>(
    `${BASE}/:id/delete`,
    { config: access('Delete'), schema: { params: pageSchemas.idParams, body: pageSchemas.action } },
    async (request) => {
      const companyId = companyOf(request);
      await db.transaction(async (tx) => {
        const current = await lockPage(tx, companyId, request.params.id, request.body?.data?.version);
        await tx.query('DELETE FROM composed_pages WHERE id = $1 AND company_id = $2', [current.id, companyId]);
      });
      return ok({ record: { _id: request.params.id }, message: 'Page deleted' });
    },
  );

  registerPageActions(app, ctx);
}
