import type { FastifyInstance } from 'fastify';
import { baseRecord, bodyOf, companyOf, conflict, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';
import { QUOTES_API, type TermsSet } from '../../shared/types';

const BASE = QUOTES_API.termAndConditions;
/** Any text as the id: a malformed one is the same 404 as another company's (never a 400 that tells them apart). */
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' };
const body = { type: 'string', minLength: 1, maxLength: 20000, pattern: '\\S' };
const access = (level: string) => ({ access: { features: ['quotes'], level } });

export function termsRecord(row: Record<string, unknown>): TermsSet {
  return { ...baseRecord(row), name: String(row.name), body: String(row.body), isDefault: Boolean(row.is_default) };
}

/** Makes `id` the company's only default set (in the caller's transaction, before `id` is marked). */
async function clearDefault(tx: Db, companyId: string, id: string | null): Promise<void> {
  await tx.query('UPDATE quote_terms SET is_default = false, version = version + 1, updated_at = now() WHERE company_id = $1 AND is_default AND ($2::uuid IS NULL OR id <> $2::uuid)', [companyId, id]);
}

/**
 * Reusable terms-and-conditions sets (feature `quotes`): `GET` the company's sets (default first),
 * `GET :id`, `POST` create `{data: {name, body, isDefault?}}`, `POST :id/` update with version,
 * `DELETE :id`. One default per company: marking one unmarks the other in the same transaction.
 */
export function registerTermsRoutes(app: FastifyInstance, db: Db): void {
  app.get(BASE, { config: access('Read') }, async (request) => {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM quote_terms WHERE company_id = $1 ORDER BY is_default DESC, name, id', [companyOf(request)]);
    const items = rows.rows.map(termsRecord);
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: access('Read'), schema: { params } }, async (request) => {
    const row = isUuid(request.params.id) ? await db.one<Record<string, unknown>>('SELECT * FROM quote_terms WHERE id = $1 AND company_id = $2', [request.params.id, companyOf(request)]) : undefined;
    if (!row) throw notFound('Terms not found');
    return ok({ record: termsRecord(row) });
  });

  app.post<{ Body: { data: { name: string; body: string; isDefault?: boolean } } }>(
    BASE,
    { config: access('Create'), schema: { body: bodyOf({ type: 'object', additionalProperties: false, required: ['name', 'body'], properties: { name, body, isDefault: { type: 'boolean' } } }) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { data } = request.body;
      const record = await db.transaction(async (tx) => {
        if (data.isDefault) await clearDefault(tx, companyId, null);
        const row = await tx.one<Record<string, unknown>>(
          'INSERT INTO quote_terms (company_id, name, body, is_default, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *',
          [companyId, data.name.trim(), data.body.trim(), data.isDefault ?? false, request.user!.id],
        );
        return termsRecord(row!);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { name?: string; body?: string; isDefault?: boolean; version: number } } }>(
    `${BASE}/:id/`,
    {
      config: access('Update'),
      schema: { params, body: bodyOf({ type: 'object', additionalProperties: false, required: ['version'], properties: { name, body, isDefault: { type: 'boolean' }, version: { type: 'integer', minimum: 1 } } }) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      const { data } = request.body;
      const record = await db.transaction(async (tx) => {
        const current = isUuid(id) ? await tx.one<{ version: number }>('SELECT version FROM quote_terms WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
        if (!current) throw notFound('Terms not found');
        if (Number(current.version) !== data.version) throw conflict(`These terms were changed by someone else (version ${current.version}); reload them and try again`, 'data.version');
        if (data.isDefault) await clearDefault(tx, companyId, id);
        const row = await tx.one<Record<string, unknown>>(
          `UPDATE quote_terms SET name = COALESCE($3, name), body = COALESCE($4, body), is_default = COALESCE($5, is_default), version = version + 1, updated_at = now()
            WHERE id = $1 AND company_id = $2 RETURNING *`,
          [id, companyId, data.name?.trim() ?? null, data.body?.trim() ?? null, data.isDefault ?? null],
        );
        return termsRecord(row!);
      });
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: access('Delete'), schema: { params } }, async (request) => {
    const row = isUuid(request.params.id) ? await db.one<{ id: string }>('DELETE FROM quote_terms WHERE id = $1 AND company_id = $2 RETURNING id', [request.params.id, companyOf(request)]) : undefined;
    if (!row) throw notFound('Terms not found');
    return ok({ id: row.id });
  });
}
