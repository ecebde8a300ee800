import { isUuid, notFound, type Db } from '@portolan/sdk/server';

/**
 * The chat row when `userId` is one of its members (locked `forUpdate` until the transaction ends);
 * otherwise 404 — the same for an unknown chat and another's, whatever the caller's company.
 */
export async function memberChat(db: Db, chatId: string, userId: string, forUpdate = false): Promise<Record<string, unknown>> {
  const row = isUuid(chatId)
    ? await db.one<Record<string, unknown>>(
        `SELECT c.* FROM chats c WHERE c.id = $1 AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = c.id AND m.user_id = $2)${forUpdate ? ' FOR UPDATE' : ''}`,
        [chatId, userId],
      )
    : undefined;
  if (!row) throw notFound('Chat not found');
  return row;
}
