import { containsPattern, type Db } from '@portolan/sdk/server';
import type { ChatMessage } from '../../shared/types';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';

/** Messages of the user's chats whose text contains `search` (the trigram index), newest first, with their chat's title. */
export async function searchMessages(db: Db, userId: string, query: { search?: string; page?: number; limit?: number }): Promise<{ items: Array<ChatMessage & { chatTitle: string }>; count: number }> {
  const search = query.search?.trim();
  if (!search) return { items: [], count: 0 };
  const limit = query.limit ?? 20;
  const offset = ((query.page ?? 1) - 1) * limit;
  const where = `x.chat_id IN (SELECT chat_id FROM chat_members WHERE user_id = $1) AND x.deleted_at IS NULL AND x.body ILIKE $2`;
  const params = [userId, containsPattern(search)];
  const [rows, total] = await Promise.all([
    db.query<Record<string, unknown>>(
      `${MESSAGE_SELECT.replace('SELECT ', "SELECT coalesce(nullif(ch.title, ''), ch.record_title, '') AS chat_title, ")} JOIN chats ch ON ch.id = x.chat_id
        WHERE ${where} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages x WHERE ${where}`, params),
  ]);
  return { items: rows.rows.map((r) => ({ ...toChatMessage(r), chatTitle: String(r.chat_title) })), count: Number(total?.n ?? 0) };
}
