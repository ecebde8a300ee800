import type { Db } from '@portolan/sdk/server';
import { iso } from '@portolan/sdk/server';
import type { Chat, ChatMember } from '../../shared/types';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';
import { UNREAD_OF_MEMBER } from './UNREAD_OF_MEMBER';

/**
 * The chats of `ids` as the API's `Chat`, seen by `userId` (its `unread`), in the order of `ids`: members
 * with names and read state, their companies (the creator's first), the newest message. A chat is
 * titled by its own title, else its record's, else its members' names.
 */
export async function loadChats(db: Db, userId: string, ids: readonly string[]): Promise<Chat[]> {
  if (ids.length === 0) return [];
  // One after another: `db` may be a transaction's single connection.
  const chats = await db.query<Record<string, unknown>>('SELECT * FROM chats WHERE id = ANY($1::uuid[])', [ids]);
  const members = await db.query<Record<string, unknown>>(
    `SELECT m.chat_id, m.user_id, u.name, m.company_id, co.name AS company_name, m.last_read_seq, m.last_read_at
       FROM chat_members m JOIN users u ON u.id = m.user_id JOIN companies co ON co.id = m.company_id
      WHERE m.chat_id = ANY($1::uuid[]) ORDER BY m.joined_at, u.name`,
    [ids],
  );
  const last = await db.query<Record<string, unknown>>(
    `${MESSAGE_SELECT} WHERE x.id IN (SELECT DISTINCT ON (chat_id) id FROM chat_messages WHERE chat_id = ANY($1::uuid[]) ORDER BY chat_id, seq DESC)`,
    [ids],
  );
  const unread = await db.query<{ chat_id: string; unread: number }>(`SELECT m.chat_id, (${UNREAD_OF_MEMBER})::int AS unread FROM chat_members m WHERE m.chat_id = ANY($1::uuid[]) AND m.user_id = $2`, [ids, userId]);
  const byId = new Map(chats.rows.map((r) => [String(r.id), r]));
  const out: Chat[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const mine = members.rows.filter((m) => String(m.chat_id) === id);
    const chatMembers: ChatMember[] = mine.map((m) => ({
      userId: String(m.user_id),
      name: String(m.name),
      companyId: String(m.company_id),
      companyName: String(m.company_name),
      lastReadSeq: Number(m.last_read_seq),
      lastReadAt: iso(m.last_read_at),
    }));
    const companies = new Map<string, string>();
    const creatorCompany = chatMembers.find((m) => m.companyId === String(row.company_id));
    if (creatorCompany) companies.set(creatorCompany.companyId, creatorCompany.companyName);
    for (const m of chatMembers) companies.set(m.companyId, m.companyName);
    const lastRow = last.rows.find((r) => String(r.chat_id) === id);
    const title = String(row.title ?? '') || (row.record_title as string | null) || chatMembers.map((m) => m.name).join(', ');
    out.push({
      _id: id,
      title,
      record: row.record_kind ? { kind: String(row.record_kind), id: String(row.record_id), title: (row.record_title as string | null) ?? null, href: (row.record_href as string | null) ?? null } : null,
      members: chatMembers,
      companies: [...companies].map(([cid, name]) => ({ id: cid, name })),
      lastMessage: lastRow ? toChatMessage(lastRow) : null,
      unread: Number(unread.rows.find((r) => String(r.chat_id) === id)?.unread ?? 0),
      createdBy: String(row.created_by),
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
      version: Number(row.version),
    });
  }
  return out;
}
