import type { Db } from '@portolan/sdk/server';
import { UNREAD_OF_MEMBER } from './UNREAD_OF_MEMBER';

/** Per user of `userIds`: the chats with messages they have not read (`count`) and those messages (`messages`). */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, { count: number; messages: number }>> {
  const out = new Map(userIds.map((id) => [id, { count: 0, messages: 0 }]));
  if (userIds.length === 0) return out;
  const rows = await db.query<{ user_id: string; count: number; messages: number }>(
    `SELECT u.user_id, count(*) FILTER (WHERE u.unread > 0)::int AS count, coalesce(sum(u.unread), 0)::int AS messages
       FROM (SELECT m.user_id, (${UNREAD_OF_MEMBER}) AS unread FROM chat_members m WHERE m.user_id = ANY($1::uuid[])) u
      GROUP BY u.user_id`,
    [userIds],
  );
  for (const r of rows.rows) out.set(String(r.user_id), { count: Number(r.count), messages: Number(r.messages) });
  return out;
}
