import { LIVE_KINDS, type AuthUser, type ServerPluginContext } from '@portolan/sdk/server';
import type { Chat } from '../../shared/types';
import { chatRecord } from './chatRecord';
import { checkMembers } from './checkMembers';
import { loadChats } from './loadChats';
import { notifyChatUsers } from './notifyChatUsers';

/** What `POST /api/messages/chat` takes. */
export interface NewChat {
  title?: string;
  memberIds: string[];
  record?: { kind: string; id: string } | null;
}

/**
 * Starts a chat of the caller with `memberIds` (checked by `checkMembers`), optionally on a record the
 * caller's company sees; its parties are the members' companies. Pushes it to the members (`chatChanged`)
 * and tells those added ('chat.added').
 */
export async function createChat(ctx: Pick<ServerPluginContext, 'db' | 'live' | 'services'>, user: AuthUser, input: NewChat): Promise<Chat> {
  const record = input.record ? await chatRecord(ctx.db, user.companyId, input.record) : undefined;
  const others = await checkMembers(ctx.db, user.companyId, input.memberIds, 'data.memberIds', record);
  const members = [{ id: user.id, companyId: user.companyId, name: user.name }, ...others.filter((m, i) => m.id !== user.id && others.findIndex((o) => o.id === m.id) === i)];
  const title = input.title?.trim() ?? '';
  return ctx.db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      'INSERT INTO chats (company_id, title, record_kind, record_id, record_title, record_href, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [user.companyId, title, record?.kind ?? null, record?.id ?? null, record?.title ?? null, record?.href ?? null, user.id],
    );
    const chatId = String(row!.id);
    for (const m of members) await tx.query('INSERT INTO chat_members (chat_id, user_id, company_id, last_read_at) VALUES ($1, $2, $3, now())', [chatId, m.id, m.companyId]);
    for (const companyId of new Set(members.map((m) => m.companyId))) await tx.query('INSERT INTO chat_parties (chat_id, company_id) VALUES ($1, $2)', [chatId, companyId]);
    const [chat] = await loadChats(tx, user.id, [chatId]);
    await ctx.live.publish(tx, { users: members.map((m) => m.id), kind: LIVE_KINDS.chatChanged, data: { chat } });
    await notifyChatUsers(tx, ctx, { event: 'chat.added', users: members, actor: user, chatId, title: `${user.name} added you to ${chat!.title}`, body: `${user.name} started a chat with you: ${chat!.title}` });
    return chat!;
  });
}
