import type { FastifyInstance } from 'fastify';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { ok } from '../envelope';
import type { ListQuery, ResourceSpec } from '../resource/ResourceSpec';
import { listQuerySchema } from '../resource/listQuerySchema';
import { listResource } from '../resource/listResource';

/** A read-only list: a resource without writes, optionally narrowed and with its own item shape. */
export interface ListResourceSpec<R extends { _id: string }, I = R> extends Omit<ResourceSpec<R>, 'create' | 'update'> {
  /** Where the list is served when not at `base` (e.g. a second list over the same table). */
  path?: string;
  /** Only rows matching this SQL condition on alias `t`, e.g. `t.bl_number IS NOT NULL` (no parameters). */
  where?: string;
  /** The list item of a record (default: the record itself). */
  item?(record: R): I;
}

const WHERE_FILTER = '__listWhere';

/**
 * `GET <path or base>?query`: the same query, paging, filters, sort, search, sharing and counts as
 * `defineResource`'s list (it is `listResource`), with no details or write routes — for lists such as
 * the bills of lading or a document centre.
 */
export function defineListResource<R extends { _id: string }, I = R>(app: FastifyInstance, db: Db, spec: ListResourceSpec<R, I>): void {
  const path = (spec.path ?? spec.base).replace(/(.)\/+$/, '$1');
  const resource: ResourceSpec<R> = spec.where
    ? { ...spec, customFilters: { ...spec.customFilters, [WHERE_FILTER]: { schema: { type: 'boolean' }, sql: () => `(${spec.where})` } } }
    : spec;
  const querystring = listQuerySchema(spec);
  app.get<{ Querystring: ListQuery }>(path, { config: { access: { features: [spec.feature], level: 'Read' } }, schema: { querystring } }, async (request) => {
    const query = spec.where ? { ...request.query, filter: { ...request.query.filter, [WHERE_FILTER]: true } } : request.query;
    const page = await listResource(db, resource, companyOf(request), query);
    return ok(spec.item ? { ...page, items: page.items.map((r) => spec.item!(r)) } : page);
  });
}
