import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';

describe.each(testDatabases())('Messaging demo notifications and reminders on %s', (dialect) => {
  let t: MessagingTestServer;
  beforeAll(async () => {
    t = await messagingTestServer(dialect, ['dnd']);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('gives Acme unread notifications from the shipments demo (each on a real shipment), Asha reminders due soon and one done, Bluewave shipment emails — once', async () => {
    // The areas' demo data runs first (seedAfter) and notifies as it goes: D&D's containers move shipments along.
    await t.server.seed('shipments');
    await t.server.seed('dnd');
    await t.server.seed('messaging');
    await t.server.seed('messaging');
    const acme = (await t.server.get('/api/events/notifications?limit=100', t.tokens.acme)).body.data;
    expect(acme.unread).toBeGreaterThan(0);
    expect(acme.items.some((n: { category: string }) => n.category === 'shipments')).toBe(true);
    for (const n of acme.items as Array<{ href: string; record: { kind: string; id: string } | null }>) {
      expect(n.href).toMatch(/^\//);
      if (n.record?.kind === 'shipment') expect((await t.server.get(`/api/shipments/v2/${n.record.id}`, t.tokens.acme)).status).toBe(200);
    }
    expect((await t.server.db.one<{ email: boolean }>("SELECT email FROM notification_defaults WHERE company_id = $1 AND category = 'shipments'", [t.bluewaveId]))?.email).toBe(true);

    const reminders = (await t.server.get('/api/reminders?sort[dueAt]=asc', t.tokens.acme)).body.data.items as Array<{ state: string; dueAt: string }>;
    expect(reminders.map((r) => r.state)).toEqual(['done', 'scheduled', 'scheduled', 'scheduled']);
    const minutes = reminders.slice(1).map((r) => Math.round((Date.parse(r.dueAt) - Date.now()) / 60_000));
    expect(minutes).toEqual([10, 30, 90]);
  });
});
