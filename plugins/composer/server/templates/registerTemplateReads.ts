import type { FastifyInstance } from 'fastify';
import { companyOf, containsPattern, iso, notFound, ok, type Db } from '@portolan/sdk/server';
import { PRINTABLE_DOCUMENT_TYPES } from '@portolan/sdk/shared';
import type { DocumentTemplateRecord, TemplateRevisionRecord } from '../../shared/types';
import { ownedTemplateGuard } from './ownedTemplateGuard';
import { printableSource } from './printableSource';
import { TEMPLATE_COLUMNS, toTemplateRecord } from './toTemplateRecord';

const BASE = '/api/documents/v2/templates';
const read = { access: { features: ['composer'], level: 'Read' } };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };
const SEARCH = { type: 'string', maxLength: 200 };
/** A company keeps few templates (a handful per type); the list is not paged but capped. */
const LIST_LIMIT = 500;

function toRevision(row: Record<string, unknown>, withBody: boolean): TemplateRevisionRecord {
  const revision: TemplateRevisionRecord = { revision: Number(row.revision), name: String(row.name), createdAt: iso(row.created_at)!, createdByName: (row.created_by_name as string | null) ?? null };
  if (withBody) revision.body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as TemplateRevisionRecord['body'];
  return revision;
}

/**
 * The template reads (Read): the company's templates (newest first, without bodies; `filter[documentType]`
 * and `search` on the name), one template, its revisions (newest first) and one revision with its
 * body, and the records a template can be previewed on (the type's registered source, 20 at most).
 */
export function registerTemplateReads(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { filter?: { documentType?: string }; search?: string; limit?: number } }>(
    BASE,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object',
          properties: { filter: { type: 'object', additionalProperties: false, properties: { documentType: { type: 'string', enum: [...PRINTABLE_DOCUMENT_TYPES] } } }, search: SEARCH, limit: { type: 'integer', minimum: 1, maximum: LIST_LIMIT } },
        },
      },
    },
    async (request) => {
      const params: unknown[] = [companyOf(request)];
      const where = ['company_id = $1'];
      const documentType = request.query.filter?.documentType;
      if (documentType) where.push(`document_type = $${params.push(documentType)}`);
      const search = request.query.search?.trim();
      if (search) where.push(`name ILIKE $${params.push(containsPattern(search))}`);
      const rows = await db.query<Record<string, unknown>>(`SELECT ${TEMPLATE_COLUMNS} FROM composer_templates WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${request.query.limit ?? LIST_LIMIT}`, params);
      const items: Omit<DocumentTemplateRecord, 'body'>[] = rows.rows.map((row) => {
        const { body: _body, ...rest } = toTemplateRecord(row);
        void _body;
        return rest;
      });
      return ok({ items, count: items.length });
    },
  );

  app.get<{ Querystring: { documentType: string; search?: string } }>(
    `${BASE}/records`,
    { config: read, schema: { querystring: { type: 'object', required: ['documentType'], properties: { documentType: { type: 'string', maxLength: 40 }, search: SEARCH } } } },
    async (request) => {
      const source = printableSource(db, request.query.documentType, 'documentType');
      const search = request.query.search?.trim() || undefined;
      const items = (await source.list(db, companyOf(request), { search, limit: 20 })).map((r) => ({ id: r.id, label: r.label }));
      return ok({ items, count: items.length });
    },
  );

  const guard = ownedTemplateGuard(db);

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: read, preValidation: guard, schema: { params: idParams } }, async (request) => {
    const row = await db.one<Record<string, unknown>>(`SELECT ${TEMPLATE_COLUMNS} FROM composer_templates WHERE id = $1 AND company_id = $2`, [request.params.id, companyOf(request)]);
    if (!row) throw notFound('Template not found');
    return ok({ record: toTemplateRecord(row) });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/revisions`, { config: read, preValidation: guard, schema: { params: idParams } }, async (request) => {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT revision, name, created_at, created_by_name FROM composer_template_revisions WHERE template_id = $1 AND company_id = $2 ORDER BY revision DESC',
      [request.params.id, companyOf(request)],
    );
    const items = rows.rows.map((row) => toRevision(row, false));
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string; revision: string } }>(
    `${BASE}/:id/revisions/:revision`,
    { config: read, preValidation: guard, schema: { params: { type: 'object', required: ['id', 'revision'], properties: { id: { type: 'string', maxLength: 100 }, revision: { type: 'string', maxLength: 12 } } } } },
    async (request) => {
      const revision = /^[1-9]\d{0,8}$/.test(request.params.revision) ? Number(request.params.revision) : undefined;
      const row = revision
        ? await db.one<Record<string, unknown>>(
            'SELECT revision, name, body, created_at, created_by_name FROM composer_template_revisions WHERE template_id = $1 AND company_id = $2 AND revision = $3',
            [request.params.id, companyOf(request), revision],
          )
        : undefined;
      if (!row) throw notFound('Revision not found');
      return ok({ record: toRevision(row, true) });
    },
  );
}
