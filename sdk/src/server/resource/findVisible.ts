import type { Db } from '../Db';
import type { ResourceSpec } from './ResourceSpec';
import { isUuid } from './isUuid';
import { sqlRecord } from './recordSql';

/** The row of a record the company owns or that is shared with it; undefined otherwise (answer 404). One statement. */
export async function findVisible(db: Db, spec: Pick<ResourceSpec<never>, 'table' | 'sharedVia'>, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  return selectVisible(db, spec, companyId, id, 't.*');
}

/** `findVisible` for a resource with `recordSql`: the record as JSON text PostgreSQL built; undefined otherwise. One statement. */
export async function findVisibleJson(db: Db, spec: Pick<ResourceSpec<never>, 'table' | 'sharedVia' | 'recordSql'>, companyId: string, id: string): Promise<string | undefined> {
  if (!spec.recordSql) throw new Error(`Resource ${spec.table}: findVisibleJson needs recordSql`);
  const row = await selectVisible(db, spec, companyId, id, `${sqlRecord(spec.recordSql)}::text AS json`);
  return row ? String(row.json) : undefined;
}

/** `select` (over alias `t`) of the visible row; the company is `$1` (as in list queries), the id `$2`. */
async function selectVisible(db: Db, spec: Pick<ResourceSpec<never>, 'table' | 'sharedVia'>, companyId: string, id: string, select: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  const shared = spec.sharedVia
    ? ` OR EXISTS (SELECT 1 FROM ${spec.sharedVia.table} s WHERE s.${spec.sharedVia.key} = t.id AND s.company_id = $1)`
    : '';
  return db.one(`SELECT ${select} FROM ${spec.table} t WHERE t.id = $2 AND (t.company_id = $1${shared})`, [companyId, id]);
}

/** The row of a record the company owns, locked until the transaction ends; undefined otherwise. */
export async function findOwnedForUpdate(tx: Db, table: string, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  return tx.one(`SELECT t.* FROM ${table} t WHERE t.id = $1 AND t.company_id = $2 FOR UPDATE`, [id, companyId]);
}
