import { badRequest, conflict, forbidden, isUuid, LIVE_KINDS, notFound, type AuthUser, type ServerPluginContext } from '@portolan/sdk/server';
import type { ChatMessage } from '../../shared/types';
import { chatTitleOf } from './chatTitleOf';
import { memberChat } from './memberChat';
import { notifyChatUsers } from './notifyChatUsers';
import { parseMentions } from './parseMentions';
import { plainText } from './plainText';
import { publishUnread } from './publishUnread';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';

/**
 * Edits (`{body, version}`: `editedAt`, newly mentioned members notified) or deletes (`null`: body and
 * attachments emptied, `deletedAt`) the caller's own message. Not a member → 404; another's message →
 * 403; a stale version or a deleted message → 409. Pushes the changed message to the members.
 */
export async function changeOwnMessage(ctx: Pick<ServerPluginContext, 'db' | 'live' | 'services'>, user: AuthUser, chatId: string, messageId: string, edit: { body: string; version: number } | null): Promise<ChatMessage> {
  return ctx.db.transaction(async (tx) => {
    const chat = await memberChat(tx, chatId, user.id);
    const row = isUuid(messageId) ? await tx.one<Record<string, unknown>>('SELECT * FROM chat_messages WHERE id = $1 AND chat_id = $2 FOR UPDATE', [messageId, chatId]) : undefined;
    if (!row) throw notFound('Message not found');
    if (String(row.author_id) !== user.id) throw forbidden('You can change only your own messages');
    if (row.deleted_at) throw conflict('This message is deleted');
    const members = (await tx.query<{ user_id: string; company_id: string; last_read_seq: number }>('SELECT user_id, company_id, last_read_seq FROM chat_members WHERE chat_id = $1', [chatId])).rows;
    const memberIds = members.map((m) => String(m.user_id));
    if (edit) {
      if (Number(row.version) !== edit.version) throw conflict(`This message was changed (version ${String(row.version)}); reload it and try again`, 'data.version');
      const body = edit.body.trim();
      if (!body) throw badRequest('Write a message', 'data.body');
      const mentions = parseMentions(body, memberIds);
      await tx.query('UPDATE chat_messages SET body = $2, mentions = $3::uuid[], edited_at = now(), version = version + 1 WHERE id = $1', [messageId, body, mentions]);
      const before = ((row.mentions as string[] | null) ?? []).map(String);
      const added = members.filter((m) => mentions.includes(String(m.user_id)) && !before.includes(String(m.user_id))).map((m) => ({ id: String(m.user_id), companyId: String(m.company_id) }));
      await notifyChatUsers(tx, ctx, { event: 'chat.mentioned', users: added, actor: user, chatId, title: `${user.name} mentioned you in ${chatTitleOf(chat)}`, body: plainText(body) });
    } else {
      await tx.query(`UPDATE chat_messages SET body = '', mentions = '{}', attachments = '[]', deleted_at = now(), version = version + 1 WHERE id = $1`, [messageId]);
      await publishUnread(tx, ctx.live, members.filter((m) => String(m.user_id) !== user.id && Number(m.last_read_seq) < Number(row.seq)).map((m) => String(m.user_id)));
    }
    const message = toChatMessage((await tx.one<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE x.id = $1`, [messageId]))!);
    await ctx.live.publish(tx, { users: memberIds, kind: LIVE_KINDS.chatMessage, data: { chatId, message } });
    return message;
  });
}
