import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectCompanies, LIVE_KINDS, NOTIFIER } from '@portolan/sdk/server';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { Chat, ChatMessage } from '../../shared/types';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----portolan${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(testDatabases())('chat messages API on %s', (dialect) => {
  let t: MessagingTestServer;
  let chat: Chat;
  let internal: Chat;

  const messages = (chatId: string) => `/api/messages/chat/${chatId}/messages/`;
  const send = (token: string, chatId: string, data: Record<string, unknown>) => t.server.post(messages(chatId), { data }, token);
  const messageCount = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))!.n);
  const unread = async (token: string) => (await t.server.get('/api/messages/unread-chats/count', token)).body.data as { count: number; messages: number };
  const upload = (token: string, chatId: string) => {
    const { payload, headers } = multipart({ entityType: 'chat', entityId: chatId, documentType: 'OTHER' }, { name: 'vgm.pdf', bytes: PDF });
    return t.server.app.inject({ method: 'POST', url: '/api/documents/v2/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  beforeAll(async () => {
    t = await messagingTestServer(dialect);
    await connectCompanies(t.server.db, t.acmeId, t.bluewaveId);
    chat = (await t.server.post('/api/messages/chat', { data: { title: 'MSC Aurora cut-off', memberIds: [t.users.bluewave, t.users.acme2] } }, t.tokens.acme)).body.data.record;
    internal = (await t.server.post('/api/messages/chat', { data: { title: 'Acme only', memberIds: [t.users.acme2] } }, t.tokens.acme)).body.data.record;
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('posts messages in order, pushes them, and pages them oldest first', async () => {
    const publish = vi.spyOn(t.ctx.live, 'publish');
    const first = await send(t.tokens.acme, chat._id, { body: 'VGM cut-off is Thursday 12:00' });
    expect(first.status).toBe(201);
    expect(first.body.data.record).toMatchObject({ chatId: chat._id, seq: 1, authorId: t.users.acme, companyId: t.acmeId, body: 'VGM cut-off is Thursday 12:00', editedAt: null, deletedAt: null, version: 1 });
    expect(publish).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ kind: LIVE_KINDS.chatMessage, users: expect.arrayContaining([t.users.acme, t.users.bluewave, t.users.acme2]), data: { chatId: chat._id, message: first.body.data.record } }));
    expect(publish).toHaveBeenCalledWith(expect.anything(), { users: [t.users.bluewave], kind: LIVE_KINDS.chatUnread, data: { count: 1 } });
    publish.mockRestore();
    const second = await t.server.post('/api/messages/message', { data: { chatId: chat._id, body: 'Noted, we will file it Wednesday' } }, t.tokens.bluewave);
    expect(second.status).toBe(201);
    expect(second.body.data.record).toMatchObject({ seq: 2, authorId: t.users.bluewave, companyName: expect.any(String) });
    for (let i = 3; i <= 5; i++) expect((await send(t.tokens.acme2, chat._id, { body: `Update ${i}` })).body.data.record.seq).toBe(i);

    const page = await t.server.get(`${messages(chat._id)}?limit=2`, t.tokens.bluewave);
    expect(page.body.data).toMatchObject({ count: 5, hasMore: true });
    expect((page.body.data.items as ChatMessage[]).map((m) => m.seq)).toEqual([4, 5]);
    const older = await t.server.get(`${messages(chat._id)}?before=4&limit=2`, t.tokens.bluewave);
    expect((older.body.data.items as ChatMessage[]).map((m) => m.seq)).toEqual([2, 3]);
    const after = await t.server.get(`${messages(chat._id)}?after=3`, t.tokens.bluewave);
    expect((after.body.data.items as ChatMessage[]).map((m) => m.seq)).toEqual([4, 5]);
    expect(after.body.data.hasMore).toBe(false);
    const one = await t.server.get(`${messages(chat._id)}${first.body.data.id}/`, t.tokens.acme2);
    expect(one.body.data.record._id).toBe(first.body.data.id);
    const listed = (await t.server.get('/api/messages/chat', t.tokens.bluewave)).body.data.items as Chat[];
    expect(listed.find((c) => c._id === chat._id)).toMatchObject({ lastMessage: { seq: 5 }, unread: 3 });
  });

  it('answers a resent clientId with the first message', async () => {
    const a = await send(t.tokens.acme, internal._id, { body: 'Free days: 14 at destination', clientId: 'tab-1:1' });
    const b = await send(t.tokens.acme, internal._id, { body: 'Free days: 14 at destination', clientId: 'tab-1:1' });
    expect(a.status).toBe(201);
    expect(b.body.data.record._id).toBe(a.body.data.record._id);
    expect((await t.server.get(messages(internal._id), t.tokens.acme)).body.data.count).toBe(1);
    expect((await send(t.tokens.acme, internal._id, { body: 'Next', clientId: 'tab-1:2' })).body.data.record.seq).toBe(2);
  });

  it('refuses bad bodies by field and writes nothing', async () => {
    const before = await messageCount();
    for (const [data, field] of [
      [{ body: '' }, 'data.body'],
      [{ body: '   ' }, 'data.body'],
      [{ body: 'x'.repeat(4001) }, 'data.body'],
      [{ body: 'hi', attachments: [randomUUID()] }, 'data.attachments.0'],
    ] as const) {
      const res = await send(t.tokens.acme, chat._id, data);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    expect(await messageCount()).toBe(before);
  });

  it('keeps messages from strangers and non-members (404)', async () => {
    for (const token of [t.tokens.stranger, t.tokens.bluewave]) {
      expect((await t.server.get(messages(internal._id), token)).status).toBe(404);
      expect((await send(token, internal._id, { body: 'let me in' })).status).toBe(404);
      expect((await t.server.post(`/api/messages/chat/${internal._id}/read`, { data: { seq: 1 } }, token)).status).toBe(404);
    }
    const found = (await t.server.get('/api/messages/message?search=Free%20days', t.tokens.bluewave)).body.data;
    expect(found).toEqual({ items: [], count: 0 });
    const mine = (await t.server.get('/api/messages/message?search=free%20DAYS', t.tokens.acme)).body.data;
    expect(mine.count).toBe(1);
    expect(mine.items[0]).toMatchObject({ chatId: internal._id, chatTitle: 'Acme only' });
  });

  it('edits and deletes one\'s own message only, with a version check', async () => {
    const msg = (await send(t.tokens.acme, chat._id, { body: 'Rate valid until 30 Nov' })).body.data.record as ChatMessage;
    const url = `${messages(chat._id)}${msg._id}/`;
    expect((await t.server.post(url, { data: { body: 'Mine now', version: 1 } }, t.tokens.bluewave)).status).toBe(403);
    expect((await t.server.request({ method: 'DELETE', url, token: t.tokens.acme2 })).status).toBe(403);
    const edited = await t.server.post(url, { data: { body: 'Rate valid until 15 Dec', version: 1 } }, t.tokens.acme);
    expect(edited.status).toBe(200);
    expect(edited.body.data.record).toMatchObject({ body: 'Rate valid until 15 Dec', version: 2, editedAt: expect.any(String) });
    const stale = await t.server.post(url, { data: { body: 'again', version: 1 } }, t.tokens.acme);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const deleted = await t.server.request({ method: 'DELETE', url, token: t.tokens.acme });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.record).toMatchObject({ body: '', deletedAt: expect.any(String), attachments: [] });
    expect((await t.server.post(url, { data: { body: 'back', version: 3 } }, t.tokens.acme)).status).toBe(409);
  });

  it('moves unread counts with reads (forward only) and with new messages', async () => {
    const chatB = (await t.server.post('/api/messages/chat', { data: { memberIds: [t.users.bluewave] } }, t.tokens.acme)).body.data.record as Chat;
    const start = await unread(t.tokens.bluewave);
    await send(t.tokens.acme, chatB._id, { body: 'Cut-off moved to Friday' });
    await send(t.tokens.acme, chatB._id, { body: 'Please confirm VGM' });
    expect(await unread(t.tokens.bluewave)).toEqual({ count: start.count + 1, messages: start.messages + 2 });
    expect(await unread(t.tokens.acme)).toMatchObject({ messages: expect.any(Number) });
    const publish = vi.spyOn(t.ctx.live, 'publish');
    const read = await t.server.post(`/api/messages/chat/${chatB._id}/read`, { data: { seq: 1 } }, t.tokens.bluewave);
    expect(read.body.data.record).toEqual({ unread: 1, lastReadSeq: 1 });
    expect(publish).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ kind: LIVE_KINDS.chatRead, data: expect.objectContaining({ chatId: chatB._id, userId: t.users.bluewave, seq: 1 }) }));
    publish.mockRestore();
    expect((await t.server.post(`/api/messages/chat/${chatB._id}/read`, { data: { seq: 0 } }, t.tokens.bluewave)).body.data.record).toEqual({ unread: 1, lastReadSeq: 1 });
    expect((await t.server.post(`/api/messages/chat/${chatB._id}/read`, { data: { seq: 99 } }, t.tokens.bluewave)).body.data.record).toEqual({ unread: 0, lastReadSeq: 2 });
    expect(await unread(t.tokens.bluewave)).toEqual(start);
    const unreadOnly = (await t.server.get('/api/messages/chat?filter[unread]=true', t.tokens.bluewave)).body.data.items as Chat[];
    expect(unreadOnly.map((c) => c._id)).not.toContain(chatB._id);
  });

  it('notifies mentioned members only', async () => {
    const notify = vi.spyOn(t.ctx.services.get(NOTIFIER), 'notify');
    const body = `@[Felix](${t.users.bluewave}) please confirm free days; @[Sam](${t.users.stranger}) too`;
    const res = await send(t.tokens.acme, chat._id, { body });
    expect(res.body.data.record.mentions).toEqual([t.users.bluewave]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ event: 'chat.mentioned', companyId: t.bluewaveId, userIds: [t.users.bluewave], actorUserId: t.users.acme }));
    notify.mockRestore();
  });

  it('serves an attachment uploaded to the chat to members of the other company, not to others', async () => {
    const uploaded = await upload(t.tokens.acme, chat._id);
    expect(uploaded.statusCode).toBe(201);
    const documentId = JSON.parse(uploaded.body).data.record._id as string;
    expect((await upload(t.tokens.stranger, chat._id)).statusCode).toBe(404);
    const theirs = await send(t.tokens.bluewave, chat._id, { body: 'Using your file', attachments: [documentId] });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.field).toBe('data.attachments.0');
    const sent = await send(t.tokens.acme, chat._id, { body: 'VGM attached', attachments: [documentId] });
    expect(sent.status).toBe(201);
    expect(sent.body.data.record.attachments).toEqual([{ documentId, name: 'vgm.pdf', contentType: 'application/pdf', size: PDF.length }]);
    const url = `${messages(chat._id)}${sent.body.data.id}/attachments/${documentId}`;
    const download = await t.server.get(url, t.tokens.bluewave);
    expect(download.status).toBe(200);
    expect(download.text).toBe(PDF.toString());
    expect((await t.server.get(url, t.tokens.stranger)).status).toBe(404);
    const outsider = (await t.server.post('/api/messages/chat', { data: { memberIds: [t.users.acme] } }, t.tokens.acme2)).body.data.record as Chat;
    expect((await t.server.get(`${messages(outsider._id)}${sent.body.data.id}/attachments/${documentId}`, t.tokens.acme2)).status).toBe(404);
    await t.server.request({ method: 'DELETE', url: `${messages(chat._id)}${sent.body.data.id}/`, token: t.tokens.acme });
    expect((await t.server.get(url, t.tokens.bluewave)).status).toBe(404);
  });
});
