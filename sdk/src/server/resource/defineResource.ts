import type { FastifyInstance } from 'fastify';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { notFound } from '../HttpError';
import { ok } from '../envelope';
import type { ListQuery, ResourceSpec } from './ResourceSpec';
import { listQuerySchema } from './listQuerySchema';
import { listResource, listResourceJson } from './listResource';
import { findVisible, findVisibleJson } from './findVisible';
import { checkSpec } from './sqlNames';
import { idParams, singular } from './resourcePaths';
import { writeRoutes } from './writeRoutes';

const JSON_TYPE = 'application/json; charset=utf-8';

export type { ResourceFieldType, ResourceField, WriteContext, ListQuery, ListPage, ResourceSearch, CustomFilter, ResourceSpec } from './ResourceSpec';
export { listQuerySchema } from './listQuerySchema';
export { listResource, listResourceJson } from './listResource';
export type { ListPageJson } from './listResource';
export { findVisible, findVisibleJson, findOwnedForUpdate } from './findVisible';
export { sqlRecord, sqlIso, sqlNumber, sqlArray } from './recordSql';
export { baseRecord, iso } from './baseRecord';
export { isUuid } from './isUuid';

/**
 * Mounts the four generic routes of a resource on a plugin's Fastify scope. Reads run no explicit
 * transaction: a list is one statement (page and count) plus `expand`; details are one statement plus
 * `expand`. With `recordSql`, each is one statement whose JSON text is the answer (no `expand`).
 * The caller's session was resolved once, by the access hook.
 */
export function defineResource<R extends { _id: string }>(app: FastifyInstance, db: Db, spec: ResourceSpec<R>): void {
  checkSpec(spec);
  const base = spec.base.replace(/\/+$/, '');
  const read = { access: { features: [spec.feature], level: 'Read' } };

  const missing = () => notFound(`${singular(base)} not found`);
  const details = async (companyId: string, id: string, via: Db = db): Promise<R> => {
    if (spec.recordSql) {
      const json = await findVisibleJson(via, spec, companyId, id);
      if (json === undefined) throw missing();
      return JSON.parse(json) as R;
    }
    const row = await findVisible(via, spec, companyId, id);
    if (!row) throw missing();
    const rec = spec.toRecord(row);
    if (spec.expand) await spec.expand(via, [rec], { companyId, many: false });
    return rec;
  };

  if (spec.details) {
    // Each party its own view of the record (the spec's details answer 404 to anyone else).
    const own = spec.details.bind(spec);
    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: read, schema: { params: idParams } }, async (request) => ok({ record: await own(request, request.params.id) }));
  }

  if (spec.recordSql) {
    // The records are JSON text from PostgreSQL: the envelope is written around them, never parsed.
    app.get<{ Querystring: ListQuery }>(base, { config: read, schema: { querystring: listQuerySchema(spec) } }, async (request, reply) => {
      const { itemsJson, ...page } = await listResourceJson(db, spec, companyOf(request), request.query);
      reply.type(JSON_TYPE);
      return `{"success":true,"data":{"items":${itemsJson},${JSON.stringify(page).slice(1)}}`;
    });
    if (!spec.details) {
      app.get<{ Params: { id: string } }>(`${base}/:id`, { config: read, schema: { params: idParams } }, async (request, reply) => {
        const json = await findVisibleJson(db, spec, companyOf(request), request.params.id);
        if (json === undefined) throw missing();
        reply.type(JSON_TYPE);
        return `{"success":true,"data":{"record":${json}}}`;
      });
    }
  } else {
    app.get<{ Querystring: ListQuery }>(base, { config: read, schema: { querystring: listQuerySchema(spec) } }, async (request) => {
      return ok(await listResource(db, spec, companyOf(request), request.query));
    });
    if (!spec.details) {
      app.get<{ Params: { id: string } }>(`${base}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
        return ok({ record: await details(companyOf(request), request.params.id) });
      });
    }
  }

  writeRoutes(app, db, spec, base, details);
}
