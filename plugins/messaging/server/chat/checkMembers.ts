import { badRequest, connectedCompanies, findVisibleRecord, isUuid, type Db, type RecordScope } from '@portolan/sdk/server';

/** A user who may be in the chat. */
export interface ChatUser {
  id: string;
  companyId: string;
  name: string;
}

/**
 * The users of `ids` if each may join a chat of the caller's company: a user of that company, or of a
 * company connected to it (free-standing chat) or that can see the record (record chat). Anyone else —
 * unknown or not allowed, told apart by nothing — is a 400 naming `<field>.N`.
 */
export async function checkMembers(db: Db, companyId: string, ids: readonly string[], field: string, record?: { scope: RecordScope; id: string }): Promise<ChatUser[]> {
  const valid = ids.filter(isUuid);
  const rows = valid.length ? (await db.query<{ id: string; company_id: string; name: string }>('SELECT id, company_id, name FROM users WHERE id = ANY($1::uuid[])', [valid])).rows : [];
  const users = new Map(rows.map((r) => [String(r.id), { id: String(r.id), companyId: String(r.company_id), name: String(r.name) }]));
  const others = [...new Set([...users.values()].map((u) => u.companyId).filter((c) => c !== companyId))];
  const allowed = new Set([companyId]);
  if (record) {
    for (const other of others) if (await findVisibleRecord(db, record.scope, other, record.id)) allowed.add(other);
  } else for (const other of await connectedCompanies(db, companyId, others)) allowed.add(other);
  return ids.map((id, i) => {
    const user = users.get(id);
    if (!user || !allowed.has(user.companyId)) throw badRequest('This person cannot be added to the chat', `${field}.${i}`);
    return user;
  });
}
