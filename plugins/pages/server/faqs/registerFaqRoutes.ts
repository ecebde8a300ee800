import { badRequest, conflict, containsPattern, dataBody, notFound, ok, record, type ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../shared/types';
import { idOf, idParams } from '../idOf';
import { requirePlatformAdmin } from '../requirePlatformAdmin';
import { FAQ_COLUMNS, faqRecord } from './faqRecord';

const text = (max: number) => ({ type: 'string', maxLength: max });
const faqFields = { category: text(LIMITS.category), question: text(LIMITS.question), answer: text(LIMITS.answer), position: { type: 'integer', minimum: 0, maximum: 100_000 } };
const createBody = dataBody(faqFields, ['category', 'question', 'answer']);
const updateBody = dataBody({ ...faqFields, version: { type: 'integer', minimum: 1 } }, ['version']);
const deleteBody = { type: 'object', properties: { data: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } } } } as const;
const listQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 }, category: { type: 'string', maxLength: LIMITS.category } } } as const;

interface FaqInput {
  category?: string;
  question?: string;
  answer?: string;
  position?: number;
  version?: number;
}

/** The trimmed text fields of a body; 400 naming the first blank one that is present (or required). */
function cleaned(data: FaqInput, required: boolean): FaqInput {
  const out: FaqInput = { position: data.position, version: data.version };
  for (const field of ['category', 'question', 'answer'] as const) {
    const value = data[field];
    if (value === undefined && !required) continue;
    if (!value?.trim()) throw badRequest(`data.${field} must not be blank`, `data.${field}`);
    out[field] = value.trim();
  }
  return out;
}

const DUPLICATE = 'A question with this text exists already';

/**
 * FAQs (README "API"): everyone signed in reads and searches them (question and answer, ILIKE, so
 * the same on PGlite and PostgreSQL); only the platform admin creates, edits (optimistic version)
 * and deletes them. They carry no company: they are platform content, the same for all.
 */
export function registerFaqRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get<{ Querystring: { search?: string; category?: string } }>('/api/pages/faqs', { schema: { querystring: listQuery } }, async (request) => {
    const search = request.query.search?.trim();
    const category = request.query.category?.trim();
    const params: unknown[] = [];
    const where: string[] = [];
    if (search) {
      params.push(containsPattern(search));
      where.push(`(question ILIKE $${params.length} OR answer ILIKE $${params.length})`);
    }
    if (category) {
      params.push(category);
      where.push(`lower(category) = lower($${params.length})`);
    }
    const rows = await db.query(`SELECT ${FAQ_COLUMNS} FROM faqs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY category, position, created_at, id`, params);
    const categories = await db.query<{ category: string }>('SELECT DISTINCT category FROM faqs ORDER BY category');
    return ok({ items: rows.rows.map(faqRecord), count: rows.rows.length, categories: categories.rows.map((r) => r.category) });
  });

  app.post<{ Body: { data: FaqInput } }>('/api/pages/faqs', { schema: { body: createBody } }, async (request, reply) => {
    const user = requirePlatformAdmin(request);
    const data = cleaned(request.body.data, true);
    const row = await db.transaction(async (tx) => {
      const taken = await tx.one('SELECT 1 FROM faqs WHERE lower(question) = lower($1)', [data.question]);
      if (taken) throw conflict(DUPLICATE, 'data.question');
      const position = data.position ?? Number((await tx.one<{ n: number }>('SELECT COALESCE(max(position), -1) + 1 AS n FROM faqs WHERE category = $1', [data.category]))!.n);
      return tx.one(`INSERT INTO faqs (category, question, answer, position, updated_by_name) VALUES ($1, $2, $3, $4, $5) RETURNING ${FAQ_COLUMNS}`, [data.category, data.question, data.answer, position, user.name]);
    });
    return reply.status(201).send(record(faqRecord(row!), true));
  });

  app.post<{ Params: { id: string }; Body: { data: FaqInput } }>('/api/pages/faqs/:id/', { schema: { params: idParams, body: updateBody } }, async (request) => {
    const user = requirePlatformAdmin(request);
    const id = idOf(request.params.id, 'Question');
    const row = await db.transaction(async (tx) => {
      const current = await tx.one<{ version: number }>('SELECT version FROM faqs WHERE id = $1 FOR UPDATE', [id]);
      if (!current) throw notFound('Question not found');
      const data = cleaned(request.body.data, false);
      if (Number(current.version) !== data.version) throw conflict('This question was changed by someone else. Reload it and try again.', 'data.version');
      if (data.question && (await tx.one('SELECT 1 FROM faqs WHERE lower(question) = lower($1) AND id <> $2', [data.question, id]))) throw conflict(DUPLICATE, 'data.question');
      return tx.one(
        `UPDATE faqs SET category = COALESCE($2, category), question = COALESCE($3, question), answer = COALESCE($4, answer), position = COALESCE($5, position),
           updated_by_name = $6, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${FAQ_COLUMNS}`,
        [id, data.category ?? null, data.question ?? null, data.answer ?? null, data.position ?? null, user.name],
      );
    });
    return record(faqRecord(row!));
  });

  app.post<{ Params: { id: string }; Body: { data?: { version?: number } } }>('/api/pages/faqs/:id/delete', { schema: { params: idParams, body: deleteBody } }, async (request) => {
    requirePlatformAdmin(request);
    const id = idOf(request.params.id, 'Question');
    const version = request.body?.data?.version;
    const deleted = await db.transaction(async (tx) => {
      const current = await tx.one<{ version: number }>('SELECT version FROM faqs WHERE id = $1 FOR UPDATE', [id]);
      if (!current) throw notFound('Question not found');
      if (version !== undefined && Number(current.version) !== version) throw conflict('This question was changed by someone else. Reload it and try again.', 'data.version');
      await tx.query('DELETE FROM faqs WHERE id = $1', [id]);
      return true;
    });
    return ok({ deleted, _id: id });
  });

}
