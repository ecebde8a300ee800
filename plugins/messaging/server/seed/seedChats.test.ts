import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { Chat, ChatMessage } from '../../shared/types';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';
import { seedChats } from './seedChats';

describe.each(testDatabases())('demo chats on %s', (dialect) => {
  let t: MessagingTestServer;
  beforeAll(async () => {
    t = await messagingTestServer(dialect, ['lookups', 'schedules', 'rates', 'rfq']);
    await t.server.seed('shipments');
    await t.server.seed('rfq');
  }, 240_000);
  afterAll(async () => t?.server.close());

  it('gives Acme and Bluewave chats on shared shipments and the RFQ, and Acme an internal one, once however often it runs', async () => {
    await seedChats(t.ctx);
    await seedChats(t.ctx);
    const mine = (await t.server.get('/api/messages/chat', t.tokens.acme)).body.data.items as Chat[];
    expect(mine.map((c) => c.record?.kind ?? null).sort()).toEqual(['rfq', 'shipment', 'shipment', null].sort());
    for (const chat of mine) expect(chat.members.map((m) => m.userId)).toContain(t.users.acme);
    const shipmentChat = mine.find((c) => c.record?.kind === 'shipment' && c.unread === 2)!;
    expect(shipmentChat.record!.href).toBe(`/shipments/${shipmentChat.record!.id}`);
    expect(shipmentChat.lastMessage!.mentions).toEqual([t.users.acme]);
    expect((await t.server.get('/api/messages/unread-chats/count', t.tokens.acme)).body.data).toEqual({ count: 3, messages: 5 });
    const theirs = (await t.server.get('/api/messages/chat', t.tokens.bluewave)).body.data.items as Chat[];
    expect(theirs).toHaveLength(3);
    for (const chat of theirs) {
      expect((await t.server.get(`/api/shipments/v2/${chat.record!.id}`, t.tokens.bluewave)).status === 200 || chat.record!.kind !== 'shipment').toBe(true);
      const items = (await t.server.get(`/api/messages/chat/${chat._id}/messages/`, t.tokens.bluewave)).body.data.items as ChatMessage[];
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.map((m) => m.seq)).toEqual(items.map((_, i) => i + 1));
    }
    expect((await t.server.get('/api/messages/chat', t.tokens.stranger)).body.data.count).toBe(0);
  });
});
