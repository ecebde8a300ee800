import { conflict, LIVE_KINDS, recordKind, type AuthUser, type ServerPluginContext } from '@portolan/sdk/server';
import type { Chat } from '../../shared/types';
import { checkMembers } from './checkMembers';
import { loadChats } from './loadChats';
import { memberChat } from './memberChat';
import { memberIdsOf } from './memberIdsOf';
import { notifyChatUsers } from './notifyChatUsers';
import { publishUnread } from './publishUnread';

/** What `POST /api/messages/chat/:chatId` takes. */
export interface ChatChange {
  title?: string;
  addMemberIds?: string[];
  removeMemberIds?: string[];
  version: number;
}

/**
 * A member renames the chat, adds people (the rules of `checkMembers`, 400 naming `data.addMemberIds.N`)
 * or removes members; a stale version is a 409. The parties follow the members' companies; members old
 * and new get `chatChanged`, those added 'chat.added'.
 */
export async function changeChat(ctx: Pick<ServerPluginContext, 'db' | 'live' | 'services'>, user: AuthUser, chatId: string, change: ChatChange): Promise<Chat> {
  return ctx.db.transaction(async (tx) => {
    const row = await memberChat(tx, chatId, user.id, true);
    if (Number(row.version) !== change.version) throw conflict(`This chat was changed by someone else (version ${String(row.version)}); reload it and try again`, 'data.version');
    const scope = row.record_kind ? recordKind(tx, String(row.record_kind)) : undefined;
    const before = await memberIdsOf(tx, chatId);
    const added = (await checkMembers(tx, String(row.company_id), change.addMemberIds ?? [], 'data.addMemberIds', scope ? { scope, id: String(row.record_id) } : undefined)).filter((m, i, all) => !before.includes(m.id) && all.findIndex((o) => o.id === m.id) === i);
    for (const m of added) await tx.query('INSERT INTO chat_members (chat_id, user_id, company_id, last_read_at) VALUES ($1, $2, $3, now())', [chatId, m.id, m.companyId]);
    const removed = (change.removeMemberIds ?? []).filter((id) => before.includes(id));
    if (removed.length) await tx.query('DELETE FROM chat_members WHERE chat_id = $1 AND user_id = ANY($2::uuid[])', [chatId, removed]);
    await tx.query('DELETE FROM chat_parties WHERE chat_id = $1 AND company_id NOT IN (SELECT company_id FROM chat_members WHERE chat_id = $1)', [chatId]);
    await tx.query('INSERT INTO chat_parties (chat_id, company_id) SELECT DISTINCT chat_id, company_id FROM chat_members WHERE chat_id = $1 ON CONFLICT DO NOTHING', [chatId]);
    await publishUnread(tx, ctx.live, removed);
    const title = change.title === undefined ? String(row.title) : change.title.trim();
    await tx.query('UPDATE chats SET title = $2, updated_at = now(), version = version + 1 WHERE id = $1', [chatId, title]);
    const [chat] = await loadChats(tx, user.id, [chatId]);
    await ctx.live.publish(tx, { users: [...new Set([...before, ...added.map((m) => m.id)])], kind: LIVE_KINDS.chatChanged, data: { chat } });
    await notifyChatUsers(tx, ctx, { event: 'chat.added', users: added, actor: user, chatId, title: `${user.name} added you to ${chat!.title}`, body: `${user.name} added you to the chat ${chat!.title}` });
    return chat!;
  });
}
