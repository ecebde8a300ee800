import type { FastifyInstance } from 'fastify';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { notFound } from '../HttpError';
import { ok } from '../envelope';
import type { ResourceSpec } from '../resource/ResourceSpec';
import { findVisible } from '../resource/findVisible';
import { singular } from '../resource/resourcePaths';

/** One read-only view of a record: a path and what it answers for the record. */
export interface RecordView<R> {
  /** The path, with the record id as a path parameter (`…/shipment/:q`) or, with `query`, in the query string. */
  path: string;
  /** The path parameter holding the record id (default 'id'). */
  param?: string;
  /** Or: the query parameter holding it (`?shipmentId=…`). */
  query?: string;
  /** The `data` of the answer for the record (details as `GET base/:id` reads them). */
  answer(record: R): unknown | Promise<unknown>;
}

export interface RecordViewsSpec<R extends { _id: string }> {
  resource: Pick<ResourceSpec<R>, 'base' | 'table' | 'sharedVia' | 'feature' | 'toRecord' | 'expand'>;
  views: RecordView<R>[];
}

/**
 * Read-only views of one record at their own paths (journeys, events, milestones of a shipment): each
 * is a Read route of the resource's feature that loads the record the caller may read (own or shared
 * with it; a 404 otherwise, the same for an unknown id) and answers `ok(view.answer(record))`.
 */
export function defineRecordViews<R extends { _id: string }>(app: FastifyInstance, db: Db, spec: RecordViewsSpec<R>): void {
  const { resource } = spec;
  const message = `${singular(resource.base)} not found`;
  const load = async (companyId: string, id: string | undefined): Promise<R> => {
    const row = id ? await findVisible(db, resource, companyId, id) : undefined;
    if (!row) throw notFound(message);
    const record = resource.toRecord(row);
    if (resource.expand) await resource.expand(db, [record], { companyId, many: false });
    return record;
  };
  const config = { access: { features: [resource.feature], level: 'Read' } };
  for (const view of spec.views) {
    const schema = view.query
      ? { querystring: { type: 'object', additionalProperties: false, properties: { [view.query]: { type: 'string', maxLength: 100 } } } }
      : { params: { type: 'object', required: [view.param ?? 'id'], properties: { [view.param ?? 'id']: { type: 'string', maxLength: 100 } } } };
    app.get(view.path, { config, schema }, async (request) => {
      const source = (view.query ? request.query : request.params) as Record<string, string | undefined>;
      const record = await load(companyOf(request), source[view.query ?? view.param ?? 'id']);
      return ok(await view.answer(record));
    });
  }
}
