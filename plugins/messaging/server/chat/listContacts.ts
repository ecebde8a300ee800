import { companyNetwork, containsPattern, findVisibleRecord, recordKind, type AuthUser, type Db } from '@portolan/sdk/server';
import type { ChatContact } from '../../shared/types';

/**
 * People the caller may add to a chat: their company's users and those of the connected companies, or
 * — for a chat on a record — of the companies that can see it; by name, at most 100.
 */
export async function listContacts(db: Db, user: AuthUser, query: { search?: string; recordKind?: string; recordId?: string }): Promise<ChatContact[]> {
  const network = (await companyNetwork(db, user.companyId)).map((c) => c.id);
  let companies = [user.companyId, ...network];
  const scope = query.recordKind && query.recordId ? recordKind(db, query.recordKind) : undefined;
  if (scope && query.recordId) {
    if (!(await findVisibleRecord(db, scope, user.companyId, query.recordId))) return [];
    const parties = [(await db.one<{ company_id: string }>(`SELECT company_id FROM ${scope.table} WHERE id = $1`, [query.recordId]))?.company_id];
    if (scope.sharedVia) parties.push(...(await db.query<{ company_id: string }>(`SELECT company_id FROM ${scope.sharedVia.table} WHERE ${scope.sharedVia.key} = $1`, [query.recordId])).rows.map((r) => r.company_id));
    const seeing: string[] = [user.companyId];
    for (const c of new Set([...parties, ...network].filter((c): c is string => !!c).map(String))) if (c !== user.companyId && (await findVisibleRecord(db, scope, c, query.recordId))) seeing.push(c);
    companies = seeing;
  }
  const params: unknown[] = [companies, user.id, user.companyId];
  const search = query.search?.trim();
  const rows = await db.query<{ id: string; name: string; company_id: string; company_name: string }>(
    `SELECT u.id, u.name, u.company_id, co.name AS company_name FROM users u JOIN companies co ON co.id = u.company_id
      WHERE u.company_id = ANY($1::uuid[]) AND u.id <> $2${search ? ` AND (u.name ILIKE $${params.push(containsPattern(search))} OR co.name ILIKE $${params.length})` : ''}
      ORDER BY (u.company_id = $3) DESC, co.name, u.name LIMIT 100`,
    params,
  );
  return rows.rows.map((r) => ({ userId: String(r.id), name: String(r.name), companyId: String(r.company_id), companyName: String(r.company_name) }));
}
