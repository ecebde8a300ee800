import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../dataBody';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { conflict, notFound } from '../HttpError';
import { ok } from '../envelope';
import type { ResourceSpec, WriteContext } from './ResourceSpec';
import { findOwnedForUpdate } from './findVisible';
import { assertSqlName } from './sqlNames';
import { idParams, singular } from './resourcePaths';

function insertSql(table: string, columns: Record<string, unknown>): { sql: string; values: unknown[] } {
  const names = Object.keys(columns);
  for (const name of names) assertSqlName(name);
  return {
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values: names.map((n) => columns[n]),
  };
}

/**
 * The write routes of a resource (DESIGN §4): `POST base` creates, `POST base/:id/` updates with
 * `data.version` (a stale one is a 409). Each runs in one transaction with its hooks and answers the
 * record as `details` reads it inside that transaction.
 */
export function writeRoutes<R extends { _id: string }>(
  app: FastifyInstance,
  db: Db,
  spec: ResourceSpec<R>,
  base: string,
  details: (companyId: string, id: string, via: Db) => Promise<R>,
): void {
  const create = spec.create;
  if (create) {
    app.post<{ Body: { data: Record<string, unknown>; options?: Record<string, unknown> } }>(
      base,
      { config: { access: { features: [spec.feature], level: 'Create' } }, schema: { body: bodyOf(create.data, create.options) } },
      async (request, reply) => {
        const companyId = companyOf(request);
        const rec = await db.transaction(async (tx) => {
          const ctx: WriteContext = { request, companyId, userId: request.user!.id, options: request.body.options ?? {}, tx };
          const columns = await create.columns(request.body.data, ctx);
          const { sql, values } = insertSql(spec.table, { ...columns, company_id: companyId });
          const row = await tx.one<{ id: string }>(sql, values);
          await create.after?.(row!.id, request.body.data, ctx);
          return details(companyId, row!.id, tx);
        });
        return reply.status(201).send(ok({ record: rec, id: rec._id }));
      },
    );
  }

  const update = spec.update;
  if (update) {
    const data = { ...update.data, required: [...((update.data.required as string[]) ?? []), 'version'], properties: { ...(update.data.properties as object), version: { type: 'integer', minimum: 1 } } };
    app.post<{ Params: { id: string }; Body: { data: Record<string, unknown> & { version: number }; options?: Record<string, unknown> } }>(
      `${base}/:id/`,
      { config: { access: { features: [spec.feature], level: 'Update' } }, schema: { params: idParams, body: bodyOf(data, update.options) } },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        const rec = await db.transaction(async (tx) => {
          const current = await findOwnedForUpdate(tx, spec.table, companyId, id);
          if (!current) throw notFound(`${singular(base)} not found`);
          if (Number(current.version) !== request.body.data.version) {
            throw conflict(`This record was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
          }
          const ctx: WriteContext = { request, companyId, userId: request.user!.id, options: request.body.options ?? {}, tx };
          const { version: _version, ...changes } = request.body.data;
          const columns = await update.columns(changes, current, ctx);
          const names = Object.keys(columns);
          for (const name of names) assertSqlName(name);
          const sets = names.map((n, i) => `${n} = $${i + 3}`);
          await tx.query(
            `UPDATE ${spec.table} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND company_id = $2`,
            [id, companyId, ...names.map((n) => columns[n])],
          );
          await update.after?.(id, changes, current, ctx);
          return details(companyId, id, tx);
        });
        return ok({ record: rec });
      },
    );
  }
}
