import { conflict, isUuid, notFound, type Db } from '@portolan/sdk/server';

/**
 * The company's page `id`, locked until the transaction ends: another company's, an unknown and a
 * malformed id are the same 404 (checked before anything in the body); a `version` other than the
 * row's is a 409 naming `version`.
 */
export async function lockPage(tx: Db, companyId: string, id: string, version?: number): Promise<Record<string, unknown>> {
  const row = isUuid(id) ? await tx.one<Record<string, unknown>>('SELECT * FROM composed_pages WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
  if (!row) throw notFound('Page not found');
  if (version !== undefined && Number(row.version) !== version) throw conflict(`This page was changed by someone else (version ${String(row.version)}); reload it and try again`, 'data.version');
  return row;
}
