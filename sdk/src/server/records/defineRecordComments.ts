import type { FastifyInstance } from 'fastify';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { notFound } from '../HttpError';
import { ok } from '../envelope';
import { dataBody } from '../dataBody';
import type { RecordScope } from './RecordScope';
import { recordScope, findVisibleRecord } from './RecordScope';
import { addComment, changeOwnComment, listComments } from './recordComments';

export interface RecordCommentsSpec {
  /** Where the parent records live, e.g. '/api/shipments/v2' (routes are `<base>/:id/comments…`). */
  base: string;
  /** The parent's access feature: Read to list, Create to add, Update to edit or delete one's own. */
  feature: string;
  /** The parent's scope: comments are visible exactly when the parent record is. */
  parent: RecordScope;
}

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 100 }, commentId: { type: 'string', maxLength: 100 } },
} as const;
const text = { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' };

/**
 * Comments on any record: `GET base/:id/comments`, `POST base/:id/comments` `{data: {text}}`,
 * `POST base/:id/comments/:commentId/` `{data: {text, version}}` (own), `DELETE base/:id/comments/:commentId`
 * (own). Every route answers 404 unless the caller may read the parent record (own or shared with it).
 */
export function defineRecordComments(app: FastifyInstance, db: Db, spec: RecordCommentsSpec): void {
  const base = spec.base.replace(/\/+$/, '');
  const parent = recordScope(spec.parent);
  const access = (level: string) => ({ access: { features: [spec.feature], level } });
  const visible = async (companyId: string, id: string) => {
    if (!(await findVisibleRecord(db, parent, companyId, id))) throw notFound(`${parent.label} not found`);
  };

  app.get<{ Params: { id: string } }>(`${base}/:id/comments`, { config: access('Read'), schema: { params } }, async (request) => {
    await visible(companyOf(request), request.params.id);
    const items = await listComments(db, parent.kind, request.params.id, request.user!);
    return ok({ items, count: items.length });
  });

  app.post<{ Params: { id: string }; Body: { data: { text: string } } }>(
    `${base}/:id/comments`,
    { config: access('Create'), schema: { params, body: dataBody({ text }, ['text']) } },
    async (request, reply) => {
      await visible(companyOf(request), request.params.id);
      const record = await addComment(db, parent.kind, request.params.id, request.user!, request.body.data.text);
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string; commentId: string }; Body: { data: { text: string; version: number } } }>(
    `${base}/:id/comments/:commentId/`,
    { config: access('Update'), schema: { params, body: dataBody({ text, version: { type: 'integer', minimum: 1 } }, ['text', 'version']) } },
    async (request) => {
      await visible(companyOf(request), request.params.id);
      const record = await changeOwnComment(db, parent.kind, request.params.id, request.params.commentId, request.user!, request.body.data);
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string; commentId: string } }>(`${base}/:id/comments/:commentId`, { config: access('Update'), schema: { params } }, async (request) => {
    await visible(companyOf(request), request.params.id);
    await changeOwnComment(db, parent.kind, request.params.id, request.params.commentId, request.user!, 'delete');
    return ok({ record: { _id: request.params.commentId }, message: 'Comment deleted' });
  });
}
