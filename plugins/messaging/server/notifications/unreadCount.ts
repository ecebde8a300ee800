import type { Db } from '@portolan/sdk/server';

/** The user's unread in-app notifications. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}
