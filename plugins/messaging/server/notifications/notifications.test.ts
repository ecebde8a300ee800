import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFIER, type NotificationInput } from '@portolan/sdk/server';
import { testDatabases } from '@portolan/sdk/testing/server';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';
import { sendDigests } from './sendDigests';

describe.each(testDatabases())('Notifications on %s', (dialect) => {
  let t: MessagingTestServer;
  let viewer = '';

  const notify = (input: Partial<NotificationInput> = {}) =>
    t.ctx.db.transaction((tx) => t.ctx.services.get(NOTIFIER).notify(tx, { event: 'chat.mentioned', companyId: t.acmeId, title: 'Felix mentioned you', body: 'See the chat', href: '/chat', ...input }));
  const rows = (userId: string) => t.server.db.query<{ event: string; email_state: string; read_at: unknown }>('SELECT event, email_state, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  const outbox = (to: string) => t.server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);
  const post = (url: string, data: unknown, token = t.tokens.acme) => t.server.post(url, { data }, token);
  const get = (url: string, token = t.tokens.acme) => t.server.get(url, token);

  beforeAll(async () => {
    t = await messagingTestServer(dialect);
    const user = await t.server.identity.createUser(t.server.db, { companyId: t.acmeId, email: 'viewer@messaging.test', name: 'Vera Viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await t.server.identity.issueToken(t.server.db, user._id);
  }, 120_000);
  afterAll(async () => t?.server.close());
  beforeEach(async () => {
    for (const table of ['notifications', 'notification_preferences', 'notification_defaults', 'event_category_config', 'notification_user_settings', 'auth_outbox']) await t.server.db.query(`DELETE FROM ${table}`);
  });

  it('tells every user of the company but the actor, by the event default (in-app and an immediate email)', async () => {
    await notify({ actorUserId: t.users.acme });
    expect((await rows(t.users.acme)).rows).toEqual([]);
    expect((await rows(t.users.acme2)).rows).toEqual([{ event: 'chat.mentioned', email_state: 'sent', read_at: null }]);
    expect((await outbox('second@messaging.test')).rows).toEqual([{ subject: 'Felix mentioned you', body: 'See the chat\n\nOpen in Portolan: /chat' }]);
    expect((await rows(t.users.bluewave)).rows).toEqual([]);
  });

  it('tells only the named users of that company, and refuses an event not in the catalogue', async () => {
    await notify({ event: 'chat.added', userIds: [t.users.acme2, t.users.bluewave] });
    expect((await rows(t.users.acme2)).rows.map((r) => r.email_state)).toEqual(['none']);
    expect((await rows(t.users.acme)).rows).toEqual([]);
    expect((await rows(t.users.bluewave)).rows).toEqual([]);
    await expect(notify({ event: 'no.such-event' })).rejects.toThrow('Unknown notification event "no.such-event"');
  });

  it("uses the user's choice over the company default over the event default", async () => {
    expect((await post('/api/events/default-user-notification-preferences', { items: [{ category: 'messages', inApp: true, email: false }] })).status).toBe(200);
    await notify({ userIds: [t.users.acme, t.users.acme2] });
    expect((await outbox('second@messaging.test')).rows).toHaveLength(0);
    expect((await rows(t.users.acme2)).rows.map((r) => r.email_state)).toEqual(['none']);

    const own = await post('/api/events/user-notification-preferences', { items: [{ category: 'messages', inApp: false, email: true }] }, t.tokens.acme2);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.record.items.find((i: { category: string }) => i.category === 'messages')).toMatchObject({ inApp: false, email: true, source: 'user' });
    await notify({ userIds: [t.users.acme, t.users.acme2] });
    expect((await outbox('second@messaging.test')).rows).toHaveLength(1);
    // Email only: stored, already read, so the record's history has it.
    const last = (await rows(t.users.acme2)).rows.at(-1)!;
    expect(last.email_state).toBe('sent');
    expect(last.read_at).not.toBeNull();
    expect((await get('/api/events/notifications?filter[unread]=true', t.tokens.acme2)).body.data.count).toBe(1);
    expect((await get('/api/events/user-notification-preferences')).body.data.items.find((i: { category: string }) => i.category === 'messages')).toMatchObject({ inApp: true, email: false, source: 'company' });
  });

  it("lets the company switch a category off or disallow its email", async () => {
    expect((await post('/api/events/event-category-config', { category: 'messages', enabled: false, emailAllowed: true })).body.data.record).toMatchObject({ category: 'messages', enabled: false, emailAllowed: true });
    await notify();
    expect((await rows(t.users.acme2)).rows).toEqual([]);
    await post('/api/events/event-category-config', { category: 'messages', enabled: true, emailAllowed: false });
    await notify();
    expect((await rows(t.users.acme2)).rows.map((r) => r.email_state)).toEqual(['none']);
    expect((await outbox('second@messaging.test')).rows).toHaveLength(0);
    const config = (await get('/api/events/event-category-config')).body.data.items;
    expect(config.find((c: { category: string }) => c.category === 'messages')).toMatchObject({ enabled: true, emailAllowed: false, events: expect.arrayContaining([expect.objectContaining({ name: 'chat.mentioned' })]) });
  });

  it('gathers emails for an hourly digest: one email with every item, once, even when two runs race', async () => {
    expect((await post('/api/events/user-notification-preferences', { items: [], digest: 'hourly' }, t.tokens.acme2)).body.data.record.digest).toBe('hourly');
    for (const n of [1, 2, 3]) await notify({ title: `Mention ${n}`, userIds: [t.users.acme2] });
    expect((await rows(t.users.acme2)).rows.map((r) => r.email_state)).toEqual(['digest', 'digest', 'digest']);
    expect((await outbox('second@messaging.test')).rows).toHaveLength(0);
    expect(await sendDigests(t.ctx, new Date())).toBe(0); // the hour has not passed
    const later = new Date(Date.now() + 2 * 3600_000);
    const [a, b] = await Promise.all([sendDigests(t.ctx, later), sendDigests(t.ctx, later)]);
    expect(a + b).toBe(1);
    const mail = (await outbox('second@messaging.test')).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Portolan: 3 notifications');
    for (const n of [1, 2, 3]) expect(mail[0]!.body).toContain(`• Mention ${n}`);
    expect((await rows(t.users.acme2)).rows.map((r) => r.email_state)).toEqual(['digested', 'digested', 'digested']);
    expect(await sendDigests(t.ctx, later)).toBe(0);
  });

  it('lists, filters and marks read the caller\'s own notifications', async () => {
    await notify({ event: 'chat.added', title: 'Added', userIds: [t.users.acme2], record: { kind: 'shipment', id: '00000000-0000-4000-8000-000000000001' } });
    await notify({ event: 'reminder.due', title: 'Due', userIds: [t.users.acme2] });
    await notify({ event: 'reminder.due', title: 'Not mine', userIds: [t.users.acme] });
    const listed = await get('/api/events/notifications', t.tokens.acme2);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ count: 2, unread: 2 });
    expect(listed.body.data.items.map((n: { title: string }) => n.title)).toEqual(['Due', 'Added']);
    expect((await get('/api/events/notifications?filter[category]=reminders', t.tokens.acme2)).body.data.items.map((n: { title: string }) => n.title)).toEqual(['Due']);
    expect((await get('/api/events/notifications?limit=1&page=2', t.tokens.acme2)).body.data.items.map((n: { title: string }) => n.title)).toEqual(['Added']);
    const aboutUrl = '/api/events/notifications?filter[recordKind]=shipment&filter[recordId]=00000000-0000-4000-8000-000000000001';
    expect((await get(aboutUrl, t.tokens.acme2)).body.data.items).toEqual([expect.objectContaining({ title: 'Added', record: { kind: 'shipment', id: '00000000-0000-4000-8000-000000000001' } })]);
    expect((await get(aboutUrl)).body.data.items).toEqual([]);

    const due = listed.body.data.items[0]._id;
    expect((await post('/api/events/notifications/read', { ids: [due] }, t.tokens.acme)).body.data.record).toEqual({ unread: 1 }); // another's id changes nothing
    expect((await post('/api/events/notifications/read', { ids: [due] }, t.tokens.acme2)).body.data.record).toEqual({ unread: 1 });
    expect((await post('/api/events/notifications/read', { all: true }, t.tokens.acme2)).body.data.record).toEqual({ unread: 0 });
    expect((await get('/api/events/notifications?filter[unread]=true', t.tokens.acme2)).body.data).toMatchObject({ count: 0, unread: 0 });
  });

  it('answers 400 naming the field, 403 without Update on notification-preferences, 401 without a session', async () => {
    const cases: Array<[string, unknown, string, 'get' | 'post']> = [
      ['/api/events/notifications/read', {}, 'data.ids', 'post'],
      ['/api/events/notifications/read', { ids: ['nope'] }, 'data.ids.0', 'post'],
      ['/api/events/notifications/read', { all: false }, 'data.all', 'post'],
      ['/api/events/user-notification-preferences', { items: [{ category: 'messages', inApp: true }] }, 'data.items.0.email', 'post'],
      ['/api/events/user-notification-preferences', { items: [{ category: 'nope', inApp: true, email: true }] }, 'data.items.0.category', 'post'],
      ['/api/events/user-notification-preferences', { items: [], digest: 'weekly' }, 'data.digest', 'post'],
      ['/api/events/default-user-notification-preferences', { items: [{ category: 'messages', inApp: 'yes', email: true }] }, 'data.items.0.inApp', 'post'],
      ['/api/events/event-category-config', { category: 'nope', enabled: true, emailAllowed: true }, 'data.category', 'post'],
      ['/api/events/event-category-config', { category: 'messages', enabled: true }, 'data.emailAllowed', 'post'],
      ['/api/events/notifications?filter[unread]=maybe', undefined, 'filter.unread', 'get'],
      ['/api/events/notifications?filter[other]=1', undefined, 'filter.other', 'get'],
      ['/api/events/notifications?limit=0', undefined, 'limit', 'get'],
    ];
    for (const [url, data, field, method] of cases) {
      const answer = method === 'get' ? await get(url) : await post(url, data);
      expect(answer.status, `${url} ${JSON.stringify(data)}`).toBe(400);
      expect(answer.body.error.field, url).toBe(field);
    }
    expect((await post('/api/events/default-user-notification-preferences', { items: [] }, viewer)).status).toBe(403);
    expect((await post('/api/events/event-category-config', { category: 'messages', enabled: false, emailAllowed: true }, viewer)).status).toBe(403);
    expect((await get('/api/events/event-category-config', viewer)).status).toBe(200);
    expect((await post('/api/events/user-notification-preferences', { items: [{ category: 'messages', inApp: true, email: false }], digest: 'daily' }, viewer)).status).toBe(200);
    expect((await get('/api/events/notifications', viewer)).status).toBe(200);
    expect((await t.server.get('/api/events/notifications')).status).toBe(401);
  });
});
