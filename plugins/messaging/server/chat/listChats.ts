import { containsPattern, type Db } from '@portolan/sdk/server';
import type { Chat } from '../../shared/types';
import { loadChats } from './loadChats';
import { UNREAD_OF_MEMBER } from './UNREAD_OF_MEMBER';

/** `GET /api/messages/chat`'s query. */
export interface ChatListQuery {
  search?: string;
  filter?: { recordKind?: string; recordId?: string; unread?: boolean };
  page?: number;
  limit?: number;
}

/** The user's chats (member only), newest activity first, filtered by record, unread and a search of titles and members' names. */
export async function listChats(db: Db, userId: string, query: ChatListQuery): Promise<{ items: Chat[]; count: number }> {
  const params: unknown[] = [userId];
  const where = ['m.user_id = $1'];
  const filter = query.filter ?? {};
  if (filter.recordKind) where.push(`c.record_kind = $${params.push(filter.recordKind)}`);
  if (filter.recordId) where.push(`c.record_id = $${params.push(filter.recordId)}`);
  if (filter.unread !== undefined) where.push(`(${UNREAD_OF_MEMBER}) ${filter.unread ? '>' : '='} 0`);
  const search = query.search?.trim();
  if (search) {
    const p = params.push(containsPattern(search));
    where.push(`(c.title ILIKE $${p} OR coalesce(c.record_title, '') ILIKE $${p} OR EXISTS (SELECT 1 FROM chat_members o JOIN users u ON u.id = o.user_id WHERE o.chat_id = c.id AND u.name ILIKE $${p}))`);
  }
  const limit = query.limit ?? 50;
  const offset = ((query.page ?? 1) - 1) * limit;
  const from = `FROM chats c JOIN chat_members m ON m.chat_id = c.id WHERE ${where.join(' AND ')}`;
  const [rows, total] = await Promise.all([
    db.query<{ id: string }>(`SELECT c.id ${from} ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id LIMIT ${limit} OFFSET ${offset}`, params),
    db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { items: await loadChats(db, userId, rows.rows.map((r) => String(r.id))), count: Number(total?.n ?? 0) };
}
