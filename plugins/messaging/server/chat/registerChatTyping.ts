import { isUuid, LIVE_KINDS, type ServerPluginContext } from '@portolan/sdk/server';
import { memberIdsOf } from './memberIdsOf';

/** Typing signals: a member's `chatTyping` {chatId} goes to the chat's other members as {chatId, userId, name}; anyone else's is dropped. */
export function registerChatTyping(ctx: Pick<ServerPluginContext, 'db' | 'live'>): void {
  ctx.live.onSignal(LIVE_KINDS.chatTyping, async (user, data) => {
    const chatId = (data as { chatId?: unknown } | null)?.chatId;
    if (typeof chatId !== 'string' || !isUuid(chatId)) return;
    const members = await memberIdsOf(ctx.db, chatId);
    if (!members.includes(user.id)) return;
    await ctx.live.signal(members.filter((id) => id !== user.id), LIVE_KINDS.chatTyping, { chatId, userId: user.id, name: user.name });
  });
}
