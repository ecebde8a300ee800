import type { Db } from '../Db';
import type { ResourceSpec } from './ResourceSpec';
import { isUuid } from './isUuid';

/** The row of a record the company owns or that is shared with it; undefined otherwise (answer 404). One statement. */
export async function findVisible(db: Db, spec: Pick<ResourceSpec<never>, 'table' | 'sharedVia'>, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  const shared = spec.sharedVia
    ? ` OR EXISTS (SELECT 1 FROM ${spec.sharedVia.table} s WHERE s.${spec.sharedVia.key} = t.id AND s.company_id = $2)`
    : '';
  return db.one(`SELECT t.* FROM ${spec.table} t WHERE t.id = $1 AND (t.company_id = $2${shared})`, [id, companyId]);
}

/** The row of a record the company owns, locked until the transaction ends; undefined otherwise. */
export async function findOwnedForUpdate(tx: Db, table: string, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  return tx.one(`SELECT t.* FROM ${table} t WHERE t.id = $1 AND t.company_id = $2 FOR UPDATE`, [id, companyId]);
}
