import type { FastifyInstance } from 'fastify';
import { ok, registerRecordKind, type ServerPluginContext } from '@portolan/sdk/server';
import { changeChat, type ChatChange } from './changeChat';
import { CHAT_SCOPE } from './CHAT_SCOPE';
import { chatAccess } from './chatAccess';
import { chatSchemas } from './chatSchemas';
import { createChat, type NewChat } from './createChat';
import { listChats, type ChatListQuery } from './listChats';
import { listContacts } from './listContacts';
import { loadChats } from './loadChats';
import { memberChat } from './memberChat';
import { registerChatTyping } from './registerChatTyping';
import { registerMessageRoutes } from './registerMessageRoutes';
import { unreadCounts } from './unreadCounts';

/**
 * The chats of `/api/messages` (README "Chats"): list, start, read and change chats, the caller's
 * unread count and contacts; the messages (`registerMessageRoutes`) and typing signals. Membership is
 * the access rule: a chat is 404 to everyone else. Registers the record kind `chat` (attachments).
 */
export function registerChatRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerRecordKind(ctx.db, CHAT_SCOPE);
  const read = chatAccess('Read');
  const write = chatAccess('Create');

  app.get<{ Querystring: ChatListQuery }>('/api/messages/chat', { config: read, schema: { querystring: chatSchemas.listQuery } }, async (request) =>
    ok(await listChats(ctx.db, request.user!.id, request.query)),
  );

  app.post<{ Body: { data: NewChat } }>('/api/messages/chat', { config: write, schema: { body: chatSchemas.createChat } }, async (request, reply) => {
    const chat = await createChat(ctx, request.user!, request.body.data);
    return reply.status(201).send(ok({ record: chat, id: chat._id }));
  });

  app.get<{ Params: { chatId: string } }>('/api/messages/chat/:chatId', { config: read, schema: { params: chatSchemas.chatParams } }, async (request) => {
    const row = await memberChat(ctx.db, request.params.chatId, request.user!.id);
    const [chat] = await loadChats(ctx.db, request.user!.id, [String(row.id)]);
    return ok({ record: chat });
  });

  app.post<{ Params: { chatId: string }; Body: { data: ChatChange } }>('/api/messages/chat/:chatId', { config: write, schema: { params: chatSchemas.chatParams, body: chatSchemas.changeChat } }, async (request) =>
    ok({ record: await changeChat(ctx, request.user!, request.params.chatId, request.body.data) }),
  );

  app.get('/api/messages/unread-chats/count', { config: read, schema: { querystring: chatSchemas.none } }, async (request) => ok((await unreadCounts(ctx.db, [request.user!.id])).get(request.user!.id)!));

  app.get<{ Querystring: { search?: string; recordKind?: string; recordId?: string } }>('/api/messages/contacts', { config: read, schema: { querystring: chatSchemas.contactsQuery } }, async (request) => {
    const items = await listContacts(ctx.db, request.user!, request.query);
    return ok({ items, count: items.length });
  });

  registerMessageRoutes(app, ctx);
  registerChatTyping(ctx);
}
