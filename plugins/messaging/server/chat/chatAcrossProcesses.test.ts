import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openLiveTab, testDatabases, type LiveTab } from '@portolan/sdk/testing/server';
import { LIVE_KINDS, type LiveServerMessage } from '@portolan/sdk/shared';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';
import type { ChatMessage } from '../../shared/types';

type EventMessage = Extract<LiveServerMessage, { type: 'event' }>;

/** The events a tab receives until its `ready`, then `count` more of `kind` (others skipped). */
async function nextOfKind(tab: LiveTab, kind: string, count: number): Promise<EventMessage[]> {
  const got: EventMessage[] = [];
  while (got.length < count) {
    const message = await tab.next(10_000);
    if (message.type === 'event' && message.kind === kind) got.push(message);
  }
  return got;
}

async function ready(tab: LiveTab): Promise<number> {
  for (;;) {
    const message = await tab.next(10_000);
    if (message.type === 'ready') return message.seq;
  }
}

/**
 * Two API processes on one database (DESIGN §5): a chat message posted to process A reaches Bluewave's tab
 * connected to process B, live; a tab that was away catches up with every message it missed, in order.
 * On PostgreSQL the processes share only the database (fan-out by LISTEN/NOTIFY); on PGlite they share the
 * embedded database of this process.
 */
describe.each(testDatabases())('chat across two API processes on %s', (dialect) => {
  let t: MessagingTestServer;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let chatId = '';
  const post = (body: string, clientId: string) =>
    a.inject({ method: 'POST', url: `/api/messages/chat/${chatId}/messages/`, headers: { authorization: `Bearer ${t.tokens.acme}` }, payload: { data: { body, clientId } } });

  beforeAll(async () => {
    t = await messagingTestServer(dialect);
    a = t.server.app;
    b = await t.server.secondProcess();
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const chat = await t.server.post('/api/messages/chat', { data: { title: 'Booking BKG-1', memberIds: [t.users.bluewave] } }, t.tokens.acme);
    expect(chat.status, chat.text).toBe(201);
    chatId = chat.body.data.id;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await t?.server.close();
  });

  it('a message posted to process A reaches the other company\'s tab on process B, with its unread count', async () => {
    const tab = await openLiveTab(b, { token: t.tokens.bluewave });
    await ready(tab);
    const res = await post('Cut-off moved to Thursday 18:00', 'across-1');
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await nextOfKind(tab, LIVE_KINDS.chatMessage, 1);
    expect((event!.data as { chatId: string; message: ChatMessage }).message).toMatchObject({ chatId, body: 'Cut-off moved to Thursday 18:00', authorName: 'Asha Shipper' });
    const [unread] = await nextOfKind(tab, LIVE_KINDS.chatUnread, 1);
    expect(unread!.data).toMatchObject({ count: 1 });
    await tab.close();
  });

  it('a tab that was away catches up with every message it missed, in order, on either process', async () => {
    const first = await openLiveTab(b, { token: t.tokens.bluewave });
    const seen = await ready(first);
    await first.close();
    // Away: five messages, posted alternately to A and B.
    for (let i = 1; i <= 5; i++) {
      const app = i % 2 ? a : b;
      const res = await app.inject({ method: 'POST', url: `/api/messages/chat/${chatId}/messages/`, headers: { authorization: `Bearer ${t.tokens.acme}` }, payload: { data: { body: `Missed ${i}`, clientId: `missed-${i}` } } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const back = await openLiveTab(a, { token: t.tokens.bluewave, after: seen });
    const caught: EventMessage[] = [];
    for (;;) {
      const message = await back.next(10_000);
      if (message.type === 'ready') break;
      if (message.type === 'event') caught.push(message);
    }
    const bodies = caught.filter((m) => m.kind === LIVE_KINDS.chatMessage).map((m) => (m.data as { message: ChatMessage }).message.body);
    expect(bodies).toEqual(['Missed 1', 'Missed 2', 'Missed 3', 'Missed 4', 'Missed 5']);
    const seqs = caught.map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seen + 1 + i)); // every stored event after `seen`, none skipped
    await back.close();
  });

  it('typing on process B reaches the other member on process A and nobody else', async () => {
    const acme = await openLiveTab(a, { token: t.tokens.acme });
    const colleague = await openLiveTab(a, { token: t.tokens.acme2 });
    const bluewave = await openLiveTab(b, { token: t.tokens.bluewave });
    await Promise.all([ready(acme), ready(colleague), ready(bluewave)]);
    bluewave.send({ type: 'signal', kind: LIVE_KINDS.chatTyping, data: { chatId } });
    for (;;) {
      const message = await acme.next(10_000);
      if (message.type === 'signal') {
        expect(message).toMatchObject({ kind: LIVE_KINDS.chatTyping, data: { chatId, userId: t.users.bluewave, name: 'Felix Forwarder' } });
        break;
      }
    }
    await expect(colleague.next(1_000)).rejects.toThrow('No live message');
    await Promise.all([acme.close(), colleague.close(), bluewave.close()]);
  });
});
