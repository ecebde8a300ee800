import { badRequest, DOCUMENT_FILES, LIVE_KINDS, type AuthUser, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { ChatAttachment, ChatMessage } from '../../shared/types';
import { chatTitleOf } from './chatTitleOf';
import { memberChat } from './memberChat';
import { notifyChatUsers } from './notifyChatUsers';
import { parseMentions } from './parseMentions';
import { plainText } from './plainText';
import { publishUnread } from './publishUnread';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';

/** What a member sends. */
export interface NewChatMessage {
  body: string;
  attachments?: string[];
  clientId?: string;
}

/** A retried send: the first message with this clientId (rolls the retry back). */
class AlreadySent extends Error {
  constructor(readonly messageId: string) {
    super('already sent');
  }
}

/**
 * Stores a member's message in one transaction: the chat's next seq, attachments checked to be the
 * sender's company's documents uploaded for this chat (else 400 naming `data.attachments.N`), mentions of
 * members kept and notified ('chat.mentioned'), the sender's own read state moved on; pushes it to the
 * members and the others' unread counts. The same `clientId` again answers the first message. Not a
 * member → 404.
 */
export async function postMessage(ctx: Pick<ServerPluginContext, 'db' | 'live' | 'services'>, user: AuthUser, chatId: string, input: NewChatMessage): Promise<{ message: ChatMessage; created: boolean }> {
  const body = input.body.trim();
  if (!body) throw badRequest('Write a message', 'data.body');
  try {
    const message = await ctx.db.transaction(async (tx) => {
      const chat = await memberChat(tx, chatId, user.id);
      const attachments = await checkAttachments(tx, ctx, user.companyId, chatId, input.attachments ?? []);
      const bumped = await tx.one<{ last_seq: number }>('UPDATE chats SET last_seq = last_seq + 1, last_message_at = now(), updated_at = now() WHERE id = $1 RETURNING last_seq', [chatId]);
      if (input.clientId) {
        const first = await tx.one<{ id: string }>('SELECT id FROM chat_messages WHERE chat_id = $1 AND author_id = $2 AND client_id = $3', [chatId, user.id, input.clientId]);
        if (first) throw new AlreadySent(String(first.id));
      }
      const members = (await tx.query<{ user_id: string; company_id: string }>('SELECT user_id, company_id FROM chat_members WHERE chat_id = $1', [chatId])).rows.map((r) => ({ id: String(r.user_id), companyId: String(r.company_id) }));
      const mentions = parseMentions(body, members.map((m) => m.id));
      const seq = Number(bumped!.last_seq);
      const inserted = await tx.one<{ id: string }>(
        `INSERT INTO chat_messages (chat_id, seq, author_id, company_id, body, mentions, attachments, client_id) VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::jsonb, $8) RETURNING id`,
        [chatId, seq, user.id, user.companyId, body, mentions, JSON.stringify(attachments), input.clientId ?? null],
      );
      await tx.query('UPDATE chat_members SET last_read_seq = GREATEST(last_read_seq, $3), last_read_at = now() WHERE chat_id = $1 AND user_id = $2', [chatId, user.id, seq]);
      const message = toChatMessage((await tx.one<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE x.id = $1`, [inserted!.id]))!);
      await ctx.live.publish(tx, { users: members.map((m) => m.id), kind: LIVE_KINDS.chatMessage, data: { chatId, message } });
      await publishUnread(tx, ctx.live, members.map((m) => m.id).filter((id) => id !== user.id));
      const mentioned = members.filter((m) => mentions.includes(m.id));
      await notifyChatUsers(tx, ctx, { event: 'chat.mentioned', users: mentioned, actor: user, chatId, title: `${user.name} mentioned you in ${chatTitleOf(chat)}`, body: plainText(body) });
      return message;
    });
    return { message, created: true };
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    const row = await ctx.db.one<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE x.id = $1`, [error.messageId]);
    return { message: toChatMessage(row!), created: false };
  }
}

async function checkAttachments(tx: Db, ctx: Pick<ServerPluginContext, 'services'>, companyId: string, chatId: string, ids: readonly string[]): Promise<ChatAttachment[]> {
  if (ids.length === 0) return [];
  const files = ctx.services.find(DOCUMENT_FILES);
  const out: ChatAttachment[] = [];
  for (const [i, id] of ids.entries()) {
    const doc = files ? await files.describe(tx, companyId, id) : undefined;
    if (!doc || doc.entityType !== 'chat' || doc.entityId !== chatId) throw badRequest('Attach a document you uploaded to this chat', `data.attachments.${i}`);
    if (!out.some((a) => a.documentId === doc.id)) out.push({ documentId: doc.id, name: doc.name, contentType: doc.contentType, size: doc.size });
  }
  return out;
}
