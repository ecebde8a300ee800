import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';

/** Where a row may be referenced: a count query (`$1` the row's id) and what the counted rows are called. */
export interface RowUse { sql: string; noun: string }

/**
 * `DELETE base/:id` (access `feature` at level Delete): removes the company's row when nothing uses it;
 * when something does, a 409 saying what and to deactivate it instead (`active: false` through the
 * update). Another company's or an unknown id: 404.
 */
export function deleteUnlessUsed(app: FastifyInstance, db: Db, spec: { base: string; table: 'company_master' | 'company_locations'; feature: string; label: string; uses: RowUse[] }): void {
  app.delete<{ Params: { id: string } }>(
    `${spec.base}/:id`,
    { config: { access: { features: [spec.feature], level: 'Delete' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const row = isUuid(id) ? await tx.one<{ code: string }>(`SELECT code FROM ${spec.table} WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, companyId]) : undefined;
        if (!row) throw notFound(`${spec.label} not found`);
        const used: string[] = [];
        for (const use of spec.uses) {
          const n = Number((await tx.one<{ n: number }>(use.sql, [id]))?.n ?? 0);
          if (n > 0) used.push(`${n} ${use.noun}${n === 1 ? '' : 's'}`);
        }
        if (used.length) throw conflict(`${row.code} is used by ${used.join(' and ')}, so it cannot be deleted: deactivate it instead`);
        await tx.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
        return ok({ record: { _id: id }, message: `${spec.label} ${row.code} deleted` });
      });
    },
  );
}
