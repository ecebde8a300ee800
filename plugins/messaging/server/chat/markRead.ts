import { LIVE_KINDS, type AuthUser, type ServerPluginContext } from '@portolan/sdk/server';
import { memberChat } from './memberChat';
import { memberIdsOf } from './memberIdsOf';
import { publishUnread } from './publishUnread';
import { UNREAD_OF_MEMBER } from './UNREAD_OF_MEMBER';

/**
 * A member has read the chat up to `seq` (never beyond its newest message; the mark only moves forward).
 * When it moves, the members get `chatRead` and the reader their unread count. Not a member → 404.
 */
export async function markRead(ctx: Pick<ServerPluginContext, 'db' | 'live'>, user: AuthUser, chatId: string, seq: number): Promise<{ unread: number; lastReadSeq: number }> {
  return ctx.db.transaction(async (tx) => {
    const chat = await memberChat(tx, chatId, user.id);
    const upTo = Math.min(seq, Number(chat.last_seq));
    const moved = await tx.one<{ last_read_at: unknown }>(
      'UPDATE chat_members SET last_read_seq = $3, last_read_at = now() WHERE chat_id = $1 AND user_id = $2 AND last_read_seq < $3 RETURNING last_read_at',
      [chatId, user.id, upTo],
    );
    const state = (await tx.one<{ last_read_seq: number; unread: number }>(`SELECT m.last_read_seq, (${UNREAD_OF_MEMBER})::int AS unread FROM chat_members m WHERE m.chat_id = $1 AND m.user_id = $2`, [chatId, user.id]))!;
    if (moved) {
      const message = await tx.one<{ id: string }>('SELECT id FROM chat_messages WHERE chat_id = $1 AND seq = $2', [chatId, upTo]);
      const readAt = new Date(String(moved.last_read_at instanceof Date ? moved.last_read_at.toISOString() : moved.last_read_at)).toISOString();
      await ctx.live.publish(tx, { users: await memberIdsOf(tx, chatId), kind: LIVE_KINDS.chatRead, data: { chatId, userId: user.id, messageId: message?.id ?? null, seq: upTo, readAt } });
      await publishUnread(tx, ctx.live, [user.id]);
    }
    return { unread: Number(state.unread), lastReadSeq: Number(state.last_read_seq) };
  });
}
