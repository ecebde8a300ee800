import type { Db } from '../Db';

/** The names of these users of the company, by id (users of other companies are left out). */
export async function namesOfUsers(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM users WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, unique]);
  return new Map(rows.rows.map((r) => [String(r.id), r.name]));
}
