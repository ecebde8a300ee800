import type { Db } from '@portolan/sdk/server';
import type { ChatMessage } from '../../shared/types';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';

/** A page of a chat's messages, oldest first: before or after a seq, else the newest; `hasMore` when more lie beyond the page in that direction. */
export async function listMessages(db: Db, chatId: string, query: { before?: number; after?: number; limit?: number }): Promise<{ items: ChatMessage[]; count: number; hasMore: boolean }> {
  const limit = query.limit ?? 50;
  const forward = query.after !== undefined && query.before === undefined;
  const params: unknown[] = [chatId];
  const where = ['x.chat_id = $1'];
  if (query.before !== undefined) where.push(`x.seq < $${params.push(query.before)}`);
  if (query.after !== undefined) where.push(`x.seq > $${params.push(query.after)}`);
  const [rows, total] = await Promise.all([
    db.query<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE ${where.join(' AND ')} ORDER BY x.seq ${forward ? 'ASC' : 'DESC'} LIMIT ${limit + 1}`, params),
    db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1', [chatId]),
  ]);
  const page = rows.rows.slice(0, limit).map(toChatMessage);
  if (!forward) page.reverse();
  return { items: page, count: Number(total?.n ?? 0), hasMore: rows.rows.length > limit };
}
