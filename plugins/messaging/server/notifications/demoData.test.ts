import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';

describe.each(testDatabases())('Messaging demo notifications and reminders on %s', (dialect) => {
  let t: MessagingTestServer;
  beforeAll(async () => {
    t = await messagingTestServer(dialect);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('gives Acme and Bluewave unread notifications across categories, Asha reminders due soon and one done, Bluewave shipment emails — once', async () => {
    await t.server.seed('messaging');
    await t.server.seed('messaging');
    const acme = (await t.server.get('/api/events/notifications', t.tokens.acme)).body.data;
    expect(acme.unread).toBe(5);
    expect(new Set(acme.items.map((n: { category: string }) => n.category))).toEqual(new Set(['messages', 'shipments', 'dnd', 'rfq', 'orders']));
    expect(acme.items.every((n: { href: string }) => n.href.startsWith('/'))).toBe(true);
    expect((await t.server.get('/api/events/notifications', t.tokens.acme2)).body.data.unread).toBe(5);
    const bluewave = (await t.server.get('/api/events/notifications', t.tokens.bluewave)).body.data;
    expect(bluewave.items.map((n: { category: string }) => n.category)).toContain('quotes');
    expect((await t.server.get('/api/events/user-notification-preferences', t.tokens.bluewave)).body.data.items).toBeDefined();
    expect((await t.server.db.one<{ email: boolean }>("SELECT email FROM notification_defaults WHERE company_id = $1 AND category = 'shipments'", [t.bluewaveId]))?.email).toBe(true);

    const reminders = (await t.server.get('/api/reminders?sort[dueAt]=asc', t.tokens.acme)).body.data.items as Array<{ state: string; dueAt: string }>;
    expect(reminders.map((r) => r.state)).toEqual(['done', 'scheduled', 'scheduled', 'scheduled']);
    const minutes = reminders.slice(1).map((r) => Math.round((Date.parse(r.dueAt) - Date.now()) / 60_000));
    expect(minutes).toEqual([10, 30, 90]);
  });
});
