import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, ok, publicOrigin, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { lockPage } from './lockPage';
import { pageRecordOf } from './pageRecordOf';
import { pageSchemas } from './pageSchemas';
import { pageShareToken, SHARE_LINK_DAYS } from './pageShareToken';

const BASE = '/api/composer/pages';
const update = { access: { features: ['composer'], level: 'Update' } };
const DAY_MS = 86_400_000;

type ActionRequest = { Params: { id: string }; Body: { data?: { version?: number } } | undefined };

/**
 * A page's state changes (notes/pages-api.md): publish (the working tree becomes what the company
 * sees, `version` required), unpublish (also unpins and ends its share links), pin (a published page
 * only; the company's other page is unpinned in the same transaction) and unpin; share (a signed
 * `/temp?page=…` link for 30 days, published pages only) and unshare (every earlier link stops working).
 */
export function registerPageActions(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  const opts = (body: object) => ({ config: update, schema: { params: pageSchemas.idParams, body } });

  /** Runs `change` on the locked page (404 / 409 first) and answers the page as it is then. */
  const act = async (companyId: string, id: string, version: number | undefined, change: (tx: Db, row: Record<string, unknown>) => Promise<void>) => {
    const row = await db.transaction(async (tx) => {
      const current = await lockPage(tx, companyId, id, version);
      await change(tx, current);
      return tx.one<Record<string, unknown>>('SELECT * FROM composed_pages WHERE id = $1', [current.id]);
    });
    return ok({ record: pageRecordOf(row!) });
  };
  const requirePublished = (row: Record<string, unknown>, what: string) => {
    if (row.published_tree === null || row.published_tree === undefined) throw conflict(`Publish the page before you ${what} it (it is a draft)`);
  };

  app.post<{ Params: { id: string }; Body: { data: { version: number } } }>(`${BASE}/:id/publish`, opts(pageSchemas.versioned), (request) =>
    act(companyOf(request), request.params.id, request.body.data.version, async (tx, row) => {
      // The highlight is the editor's hover, not part of what is published.
      await tx.query(
        `UPDATE composed_pages SET published_tree = jsonb_set(tree, '{highlighted}', 'null'::jsonb), published_at = now(), published_by_name = $2,
         updated_by_name = $2, updated_at = now(), version = version + 1 WHERE id = $1`,
        [row.id, request.user!.name],
      );
    }),
  );

  app.post<ActionRequest>(`${BASE}/:id/unpublish`, opts(pageSchemas.action), (request) =>
    act(companyOf(request), request.params.id, request.body?.data?.version, async (tx, row) => {
      if (row.published_tree === null) return;
      await tx.query(
        `UPDATE composed_pages SET published_tree = NULL, published_at = NULL, published_by_name = NULL, pinned = false, share_generation = share_generation + 1,
         updated_by_name = $2, updated_at = now(), version = version + 1 WHERE id = $1`,
        [row.id, request.user!.name],
      );
    }),
  );

  app.post<ActionRequest>(`${BASE}/:id/pin`, opts(pageSchemas.action), (request) => {
    const companyId = companyOf(request);
    return act(companyId, request.params.id, request.body?.data?.version, async (tx, row) => {
      requirePublished(row, 'pin');
      if (row.pinned === true) return;
      // The company's pinned page, locked too, so two pins at once end with one pinned page.
      await tx.query('SELECT id FROM composed_pages WHERE company_id = $1 AND pinned FOR UPDATE', [companyId]);
      await tx.query('UPDATE composed_pages SET pinned = false, updated_at = now(), version = version + 1 WHERE company_id = $1 AND pinned', [companyId]);
      await tx.query('UPDATE composed_pages SET pinned = true, updated_by_name = $2, updated_at = now(), version = version + 1 WHERE id = $1', [row.id, request.user!.name]);
    });
  });

  app.post<ActionRequest>(`${BASE}/:id/unpin`, opts(pageSchemas.action), (request) =>
    act(companyOf(request), request.params.id, request.body?.data?.version, async (tx, row) => {
      if (row.pinned !== true) return;
      await tx.query('UPDATE composed_pages SET pinned = false, updated_by_name = $2, updated_at = now(), version = version + 1 WHERE id = $1', [row.id, request.user!.name]);
    }),
  );

  app.post<ActionRequest>(`${BASE}/:id/share`, opts(pageSchemas.action), async (request) => {
    const companyId = companyOf(request);
    const row = await db.transaction(async (tx) => {
      const current = await lockPage(tx, companyId, request.params.id, request.body?.data?.version);
      requirePublished(current, 'share');
      return current;
    });
    const expires = new Date(Math.floor((Date.now() + SHARE_LINK_DAYS * DAY_MS) / 1000) * 1000);
    const token = await pageShareToken.sign(db, String(row.id), Number(row.share_generation), expires);
    return ok({ url: `${publicOrigin(publicUrl, request)}/temp?page=${token}`, token, expiresAt: expires.toISOString() });
  });

  app.post<ActionRequest>(`${BASE}/:id/unshare`, opts(pageSchemas.action), (request) =>
    act(companyOf(request), request.params.id, request.body?.data?.version, async (tx, row) => {
      await tx.query('UPDATE composed_pages SET share_generation = share_generation + 1 WHERE id = $1', [row.id]);
    }),
  );
}
