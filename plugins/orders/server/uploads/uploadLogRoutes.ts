import type { FastifyInstance } from 'fastify';
import { companyOf, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';
import { BULK_UPLOAD_STATES, type BulkUploadKind } from '../../shared/states';
import { toBulkUploadLog } from './uploadLog';

const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    offset: { type: 'integer', minimum: 0, maximum: 100_000 },
    status: { type: 'string', enum: [...BULK_UPLOAD_STATES] },
  },
};
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };

/**
 * `GET <path>` — the company's logs of one kind, newest first (`limit` default 25, `offset`, `status`),
 * `{items, count}` — and `GET <path>/:id`, one log with its errors (404 for another company's).
 */
export function uploadLogRoutes(app: FastifyInstance, db: Db, kind: BulkUploadKind, paths: readonly string[]): void {
  const read = { access: { features: ['orders'], level: 'Read' } };
  for (const raw of paths) {
    const path = raw.replace(/\/+$/, '');
    app.get<{ Querystring: { limit?: number; offset?: number; status?: string } }>(path, { config: read, schema: { querystring: listQuery } }, async (request) => {
      const { limit = 25, offset = 0, status = null } = request.query;
      const params = [companyOf(request), kind, status];
      const [page, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          'SELECT * FROM order_bulk_uploads WHERE company_id = $1 AND kind = $2 AND ($3::text IS NULL OR status = $3) ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5',
          [...params, limit, offset],
        ),
        db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_bulk_uploads WHERE company_id = $1 AND kind = $2 AND ($3::text IS NULL OR status = $3)', params),
      ]);
      return ok({ items: page.rows.map(toBulkUploadLog), count: count?.n ?? 0 });
    });
    app.get<{ Params: { id: string } }>(`${path}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      const row = isUuid(id) ? await db.one<Record<string, unknown>>('SELECT * FROM order_bulk_uploads WHERE id = $1 AND company_id = $2 AND kind = $3', [id, companyOf(request), kind]) : undefined;
      if (!row) throw notFound('Upload not found');
      return ok({ record: toBulkUploadLog(row) });
    });
  }
}
