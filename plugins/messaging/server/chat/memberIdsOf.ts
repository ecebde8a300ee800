import type { Db } from '@portolan/sdk/server';

/** The user ids of a chat's members. */
export async function memberIdsOf(db: Db, chatId: string): Promise<string[]> {
  return (await db.query<{ user_id: string }>('SELECT user_id FROM chat_members WHERE chat_id = $1', [chatId])).rows.map((r) => String(r.user_id));
}
