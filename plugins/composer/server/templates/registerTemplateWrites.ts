import type { FastifyInstance } from 'fastify';
import { companyOf, dataBody, notFound, ok, type Db } from '@portolan/sdk/server';
import { builtInTemplate, PRINTABLE_DOCUMENT_TYPES, type PrintableDocumentType } from '@portolan/sdk/shared';
import { checkTemplateBody } from './checkTemplateBody';
import { createTemplate } from './createTemplate';
import { ownedTemplateGuard } from './ownedTemplateGuard';
import { makeDefaultTemplate } from './makeDefaultTemplate';
import { saveTemplateRevision } from './saveTemplateRevision';

const BASE = '/api/documents/v2/templates';
const access = (level: string) => ({ access: { features: ['composer'], level } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };
const NAME = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' };
const VERSION = { type: 'integer', minimum: 1 };
/** The body's shape is checked by checkDocumentTemplateBody (a 400 naming data.body with its first problem). */
const BODY = { type: 'object' };
/** The routes without a payload accept `{ data: {} }`, an empty object or nothing. */
const EMPTY = { type: 'object', properties: { data: { type: 'object', maxProperties: 0 } } };

/**
 * The template writes: create (Create; body defaults to the type's built-in template, the company's
 * first of a type is its default), save a change as the next revision (Update; `version`, 409 when
 * stale), restore a revision as a new one (Update), make one the default of its type (Update) and
 * delete (Delete; a deleted default passes to the newest remaining template of its type).
 */
export function registerTemplateWrites(app: FastifyInstance, db: Db): void {
  const guard = ownedTemplateGuard(db);

  app.post<{ Body: { data: { name: string; documentType: PrintableDocumentType; body?: unknown } } }>(
    BASE,
    { config: access('Create'), schema: { body: dataBody({ name: NAME, documentType: { type: 'string', enum: [...PRINTABLE_DOCUMENT_TYPES] }, body: BODY }, ['name', 'documentType']) } },
    async (request, reply) => {
      const { name, documentType, body } = request.body.data;
      const checked = body === undefined ? builtInTemplate(documentType) : checkTemplateBody(body);
      const record = await createTemplate(db, companyOf(request), { name: name.trim(), documentType, body: checked }, { id: request.user!.id, name: request.user!.name });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { name?: string; body?: unknown; version: number } } }>(
    `${BASE}/:id/`,
    { config: access('Update'), preValidation: guard, schema: { params: idParams, body: dataBody({ name: NAME, body: BODY, version: VERSION }, ['version']) } },
    async (request) => {
      const { name, body, version } = request.body.data;
      const change = { version, name: name?.trim(), body: body === undefined ? undefined : checkTemplateBody(body) };
      const record = await saveTemplateRevision(db, companyOf(request), request.params.id, change, { id: request.user!.id, name: request.user!.name });
      return ok({ record });
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { revision: number; version: number } } }>(
    `${BASE}/:id/restore`,
    { config: access('Update'), preValidation: guard, schema: { params: idParams, body: dataBody({ revision: { type: 'integer', minimum: 1 }, version: VERSION }, ['revision', 'version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const { revision, version } = request.body.data;
      const old = await db.one<{ name: string; body: unknown }>('SELECT name, body FROM composer_template_revisions WHERE template_id = $1 AND company_id = $2 AND revision = $3', [
        request.params.id,
        companyId,
        revision,
      ]);
      if (!old) throw notFound(`Revision ${revision} not found`);
      const body = (typeof old.body === 'string' ? JSON.parse(old.body) : old.body) as ReturnType<typeof builtInTemplate>;
      const record = await saveTemplateRevision(db, companyId, request.params.id, { version, name: old.name, body }, { id: request.user!.id, name: request.user!.name });
      return ok({ record, message: `Revision ${revision} restored as revision ${record.revision}` });
    },
  );

  app.post<{ Params: { id: string } }>(`${BASE}/:id/default`, { config: access('Update'), preValidation: guard, schema: { params: idParams, body: EMPTY } }, async (request) => {
    const record = await makeDefaultTemplate(db, companyOf(request), request.params.id);
    if (!record) throw notFound('Template not found');
    return ok({ record });
  });

  app.post<{ Params: { id: string } }>(`${BASE}/:id/delete`, { config: access('Delete'), preValidation: guard, schema: { params: idParams, body: EMPTY } }, async (request) => {
    const companyId = companyOf(request);
    const successor = await db.transaction(async (tx) => {
      const gone = await tx.one<{ document_type: string; is_default: boolean }>('DELETE FROM composer_templates WHERE id = $1 AND company_id = $2 RETURNING document_type, is_default', [
        request.params.id,
        companyId,
      ]);
      if (!gone) throw notFound('Template not found');
      if (!gone.is_default) return null;
      const next = await tx.one<{ id: string }>(
        `UPDATE composer_templates SET is_default = true WHERE id = (
           SELECT id FROM composer_templates WHERE company_id = $1 AND document_type = $2 ORDER BY created_at DESC, id DESC LIMIT 1
         ) RETURNING id`,
        [companyId, gone.document_type],
      );
      return next?.id ?? null;
    });
    return ok({ record: { _id: request.params.id }, defaultId: successor, message: 'Template deleted' });
  });
}
