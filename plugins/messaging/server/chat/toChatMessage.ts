import type { ChatAttachment, ChatMessage } from '../../shared/types';
import { iso } from '@portolan/sdk/server';

/** A row of `MESSAGE_SELECT` as the API's `ChatMessage`. */
export function toChatMessage(row: Record<string, unknown>): ChatMessage {
  const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as ChatAttachment[]) : ((row.attachments as ChatAttachment[] | null) ?? []);
  return {
    _id: String(row.id),
    chatId: String(row.chat_id),
    seq: Number(row.seq),
    authorId: String(row.author_id),
    authorName: String(row.author_name),
    companyId: String(row.company_id),
    companyName: String(row.company_name),
    body: String(row.body),
    mentions: ((row.mentions as string[] | null) ?? []).map(String),
    attachments,
    createdAt: iso(row.created_at)!,
    editedAt: iso(row.edited_at),
    deletedAt: iso(row.deleted_at),
    version: Number(row.version),
  };
}
