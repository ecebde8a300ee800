import type { FastifyInstance } from 'fastify';
import { DOCUMENT_FILES, isUuid, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { changeOwnMessage } from './changeOwnMessage';
import { chatAccess } from './chatAccess';
import { chatSchemas } from './chatSchemas';
import { listMessages } from './listMessages';
import { markRead } from './markRead';
import { memberChat } from './memberChat';
import { postMessage, type NewChatMessage } from './postMessage';
import { searchMessages } from './searchMessages';
import { MESSAGE_SELECT } from './MESSAGE_SELECT';
import { toChatMessage } from './toChatMessage';

type ChatParams = { chatId: string };
type MessageParams = { chatId: string; messageId: string };

/** A chat's messages (README "Chats"): list, send (twice: per chat and SPEC's `message`), read, edit, delete, mark read, search, attachments. Members only. */
export function registerMessageRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const read = chatAccess('Read');
  const write = chatAccess('Create');
  const base = '/api/messages/chat/:chatId/messages/';

  app.get<{ Params: ChatParams; Querystring: { before?: number; after?: number; limit?: number } }>(base, { config: read, schema: { params: chatSchemas.chatParams, querystring: chatSchemas.messagesQuery } }, async (request) => {
    await memberChat(ctx.db, request.params.chatId, request.user!.id);
    return ok(await listMessages(ctx.db, request.params.chatId, request.query));
  });

  app.post<{ Params: ChatParams; Body: { data: NewChatMessage } }>(base, { config: write, schema: { params: chatSchemas.chatParams, body: chatSchemas.postMessage } }, async (request, reply) => {
    const { message, created } = await postMessage(ctx, request.user!, request.params.chatId, request.body.data);
    return reply.status(created ? 201 : 200).send(ok({ record: message, id: message._id }));
  });

  app.post<{ Body: { data: NewChatMessage & { chatId: string } } }>('/api/messages/message', { config: write, schema: { body: chatSchemas.postAnyMessage } }, async (request, reply) => {
    const { chatId, ...input } = request.body.data;
    const { message, created } = await postMessage(ctx, request.user!, chatId, input);
    return reply.status(created ? 201 : 200).send(ok({ record: message, id: message._id }));
  });

  app.get<{ Querystring: { search?: string; page?: number; limit?: number } }>('/api/messages/message', { config: read, schema: { querystring: chatSchemas.searchQuery } }, async (request) =>
    ok(await searchMessages(ctx.db, request.user!.id, request.query)),
  );

  const one = `${base}:messageId/`;
  app.get<{ Params: MessageParams }>(one, { config: read, schema: { params: chatSchemas.messageParams } }, async (request) => {
    await memberChat(ctx.db, request.params.chatId, request.user!.id);
    const row = isUuid(request.params.messageId) ? await ctx.db.one<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE x.id = $1 AND x.chat_id = $2`, [request.params.messageId, request.params.chatId]) : undefined;
    if (!row) throw notFound('Message not found');
    return ok({ record: toChatMessage(row) });
  });

  app.post<{ Params: MessageParams; Body: { data: { body: string; version: number } } }>(one, { config: write, schema: { params: chatSchemas.messageParams, body: chatSchemas.editMessage } }, async (request) =>
    ok({ record: await changeOwnMessage(ctx, request.user!, request.params.chatId, request.params.messageId, request.body.data) }),
  );

  app.delete<{ Params: MessageParams }>(one, { config: write, schema: { params: chatSchemas.messageParams } }, async (request) =>
    ok({ record: await changeOwnMessage(ctx, request.user!, request.params.chatId, request.params.messageId, null), message: 'Message deleted' }),
  );

  app.post<{ Params: ChatParams; Body: { data: { seq: number } } }>('/api/messages/chat/:chatId/read', { config: write, schema: { params: chatSchemas.chatParams, body: chatSchemas.read } }, async (request) =>
    ok({ record: await markRead(ctx, request.user!, request.params.chatId, request.body.data.seq) }),
  );

  app.get<{ Params: MessageParams & { documentId: string } }>(`${one}attachments/:documentId`, { config: read, schema: { params: chatSchemas.attachmentParams } }, async (request, reply) => {
    const { chatId, messageId, documentId } = request.params;
    await memberChat(ctx.db, chatId, request.user!.id);
    const row = isUuid(messageId) ? await ctx.db.one<{ attachments: unknown }>('SELECT attachments FROM chat_messages WHERE id = $1 AND chat_id = $2 AND deleted_at IS NULL', [messageId, chatId]) : undefined;
    const attachments = (typeof row?.attachments === 'string' ? JSON.parse(row.attachments) : (row?.attachments ?? [])) as Array<{ documentId: string }>;
    const file = attachments.some((a) => a.documentId === documentId) ? await ctx.services.find(DOCUMENT_FILES)?.read(ctx.db, documentId) : undefined;
    if (!file) throw notFound('Attachment not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.content));
  });
}
