import type { FastifyInstance } from 'fastify';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { notFound } from '../HttpError';
import { ok } from '../envelope';
import type { ListQuery, ResourceSpec } from './ResourceSpec';
import { listQuerySchema } from './listQuerySchema';
import { listResource } from './listResource';
import { findVisible } from './findVisible';
import { checkSpec } from './sqlNames';
import { idParams, singular } from './resourcePaths';
import { writeRoutes } from './writeRoutes';

export type { ResourceFieldType, ResourceField, WriteContext, ListQuery, ListPage, ResourceSearch, CustomFilter, ResourceSpec } from './ResourceSpec';
export { listQuerySchema } from './listQuerySchema';
export { listResource } from './listResource';
export { findVisible, findOwnedForUpdate } from './findVisible';
export { baseRecord, iso } from './baseRecord';
export { isUuid } from './isUuid';

/**
 * Mounts the four generic routes of a resource on a plugin's Fastify scope. Reads run no explicit
 * transaction: a list is one statement (page and count) plus `expand`; details are one statement plus
 * `expand`. The caller's session was resolved once, by the access hook.
 */
export function defineResource<R extends { _id: string }>(app: FastifyInstance, db: Db, spec: ResourceSpec<R>): void {
  checkSpec(spec);
  const base = spec.base.replace(/\/+$/, '');
  const read = { access: { features: [spec.feature], level: 'Read' } };

  const details = async (companyId: string, id: string, via: Db = db): Promise<R> => {
    const row = await findVisible(via, spec, companyId, id);
    if (!row) throw notFound(`${singular(base)} not found`);
    const rec = spec.toRecord(row);
    if (spec.expand) await spec.expand(via, [rec], { companyId, many: false });
    return rec;
  };

  app.get<{ Querystring: ListQuery }>(base, { config: read, schema: { querystring: listQuerySchema(spec) } }, async (request) => {
    return ok(await listResource(db, spec, companyOf(request), request.query));
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
    return ok({ record: await details(companyOf(request), request.params.id) });
  });

  writeRoutes(app, db, spec, base, details);
}
