import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import messagingPlugin from '../index';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';
import { fireDueReminder } from './fireDueReminder';
import { sweepDueReminders } from './sweepDueReminders';

const R = '/api/reminders';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testDatabases())('Reminders on %s', (dialect) => {
  let t: MessagingTestServer;
  let viewer = '';
  const post = (url: string, data: unknown, token = t.tokens.acme) => t.server.post(url, { data }, token);
  const get = (url: string, token = t.tokens.acme) => t.server.get(url, token);
  const create = async (data: Record<string, unknown> = {}, token = t.tokens.acme) => {
    const answer = await post(R, { title: 'Call the carrier', dueAt: inMinutes(30), ...data }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.record as { _id: string; version: number; state: string; dueAt: string };
  };
  const notifications = (userId: string) => t.server.db.query<{ event: string; title: string; href: string; email_state: string }>('SELECT event, title, href, email_state FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId]);
  const makeDue = (id: string) => t.server.db.query("UPDATE reminders SET due_at = now() - interval '1 second' WHERE id = $1", [id]);

  beforeAll(async () => {
    t = await messagingTestServer(dialect);
    const user = await t.server.identity.createUser(t.server.db, { companyId: t.acmeId, email: 'viewer@reminders.test', name: 'Vera Viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await t.server.identity.issueToken(t.server.db, user._id);
  }, 120_000);
  afterAll(async () => t?.server.close());
  beforeEach(async () => {
    for (const table of ['reminders', 'notifications', 'auth_outbox']) await t.server.db.query(`DELETE FROM ${table}`);
  });

  it('creates, lists and shows only the caller\'s own reminders; another user\'s is a 404', async () => {
    const mine = await create({ note: 'Ask for the revised ETA', email: true });
    expect(mine).toMatchObject({ title: 'Call the carrier', note: 'Ask for the revised ETA', state: 'scheduled', email: true, record: null, version: 1 });
    await create({ title: 'Later one', dueAt: inMinutes(90) });
    await create({ title: 'Not mine' }, t.tokens.acme2);
    const listed = await get(`${R}?sort[dueAt]=asc`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((r: { title: string }) => r.title)).toEqual(['Call the carrier', 'Later one']);
    expect(listed.body.data.count).toBe(2);
    expect((await get(`${R}?filter[state]=done`)).body.data.items).toEqual([]);
    expect((await get(`${R}/${mine._id}`)).body.data.record._id).toBe(mine._id);
    for (const token of [t.tokens.acme2, t.tokens.bluewave]) {
      expect((await get(`${R}/${mine._id}`, token)).status).toBe(404);
      expect((await post(`${R}/${mine._id}/done`, { version: 1 }, token)).status).toBe(404);
      expect((await post(`${R}/${mine._id}`, { title: 'x', version: 1 }, token)).status).toBe(404);
      // A colleague and an admin of another company both get 404: a reminder is its owner's alone.
      expect((await t.server.request({ method: 'DELETE', url: `${R}/${mine._id}`, token })).status).toBe(404);
      expect((await get(`${R}/${mine._id}/activity`, token)).status).toBe(404);
    }
    expect((await get(`${R}/not-an-id`)).status).toBe(404);
  });

  it('fires once into a notification (and an email when asked), then snoozes and finishes, with its activity', async () => {
    const reminder = await create({ email: true });
    expect(await fireDueReminder(t.ctx, reminder._id, new Date())).toBe(false); // not due yet
    await makeDue(reminder._id);
    const [a, b] = await Promise.all([fireDueReminder(t.ctx, reminder._id, new Date()), fireDueReminder(t.ctx, reminder._id, new Date())]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await fireDueReminder(t.ctx, reminder._id, new Date())).toBe(false);
    expect((await notifications(t.users.acme)).rows).toEqual([{ event: 'reminder.due', title: 'Reminder: Call the carrier', href: '/reminders', email_state: 'sent' }]);
    expect((await t.server.db.query('SELECT 1 FROM auth_outbox WHERE "to" = $1', ['shipper@portolan.test'])).rows).toHaveLength(1);
    const due = (await get(`${R}/${reminder._id}`)).body.data.record;
    expect(due).toMatchObject({ state: 'due', version: 2 });
    expect(due.firedAt).not.toBeNull();

    const snoozed = await post(`${R}/${reminder._id}/snooze`, { minutes: 15, version: 2 });
    expect(snoozed.status, JSON.stringify(snoozed.body)).toBe(200);
    expect(snoozed.body.data.record).toMatchObject({ state: 'scheduled', snoozeCount: 1, version: 3 });
    expect(Date.parse(snoozed.body.data.record.dueAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await fireDueReminder(t.ctx, reminder._id, new Date())).toBe(false); // the old due time's job: nothing

    const stale = await post(`${R}/${reminder._id}/done`, { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const done = await post(`${R}/${reminder._id}/done`, { version: 3 });
    expect(done.body.data.record).toMatchObject({ state: 'done', version: 4 });
    expect(done.body.data.record.doneAt).not.toBeNull();
    const illegal = await post(`${R}/${reminder._id}/snooze`, { minutes: 5, version: 4 });
    expect(illegal.status).toBe(409);
    expect(illegal.body.error.message).toBe('Cannot snooze: the reminder is done');
    expect((await post(`${R}/${reminder._id}/done`, { version: 4 })).body.error.message).toBe('Cannot done: the reminder is done');
    expect((await post(`${R}/${reminder._id}`, { title: 'Again', version: 4 })).status).toBe(409);

    const activity = await get(`${R}/${reminder._id}/activity`);
    expect(activity.body.data.items.map((a: { action: string; from: string | null; to: string }) => [a.action, a.from, a.to])).toEqual([
      ['create', null, 'scheduled'], ['fire', 'scheduled', 'due'], ['snooze', 'due', 'scheduled'], ['done', 'scheduled', 'done'],
    ]);
    expect((await notifications(t.users.acme)).rows).toHaveLength(1);
  });

  it('edits and re-schedules, deletes, and sweeps reminders that have no job', async () => {
    const reminder = await create();
    const edited = await post(`${R}/${reminder._id}`, { title: 'Call MSC', note: 'Booking 123', dueAt: inMinutes(60), version: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.record).toMatchObject({ title: 'Call MSC', note: 'Booking 123', state: 'scheduled', version: 2 });
    await makeDue(reminder._id);
    expect(await sweepDueReminders(t.ctx, new Date())).toBe(1);
    expect(await sweepDueReminders(t.ctx, new Date())).toBe(0);
    expect((await notifications(t.users.acme)).rows.map((n) => n.title)).toEqual(['Reminder: Call MSC']);

    const other = await create({ title: 'Delete me' });
    const removed = await t.server.request({ method: 'DELETE', url: `${R}/${other._id}`, token: t.tokens.acme });
    expect(removed.status).toBe(200);
    expect((await get(`${R}/${other._id}`)).status).toBe(404);
    expect(await fireDueReminder(t.ctx, other._id, new Date(Date.now() + 3600_000))).toBe(false);
  });

  it('attaches to a record the caller sees: unknown kind 400, invisible 404', async () => {
    const unknownKind = await post(R, { title: 'x', dueAt: inMinutes(5), record: { kind: 'no-such-kind', id: '00000000-0000-4000-8000-000000000001' } });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.error.field).toBe('data.record.kind');
    const invisible = await post(R, { title: 'x', dueAt: inMinutes(5), record: { kind: 'shipment', id: '00000000-0000-4000-8000-000000000001' } });
    expect(invisible.status).toBe(404);
  });

  it('answers 400 naming the field and 403 without the level', async () => {
    const cases: Array<[unknown, string]> = [
      [{ dueAt: inMinutes(5) }, 'data.title'],
      [{ title: 'x' }, 'data.dueAt'],
      [{ title: 'x', dueAt: '2030-01-01T10:00:00' }, 'data.dueAt'],
      [{ title: 'x', dueAt: 'tomorrow' }, 'data.dueAt'],
      [{ title: 'x', dueAt: inMinutes(-5) }, 'data.dueAt'],
      [{ title: 'x', dueAt: inMinutes(5), email: 'yes' }, 'data.email'],
      [{ title: 'x', dueAt: inMinutes(5), record: { kind: 'shipment' } }, 'data.record.id'],
      [{ title: 'x', dueAt: inMinutes(5), colour: 'red' }, 'data.colour'],
    ];
    for (const [data, field] of cases) {
      const answer = await post(R, data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.body.error.field, JSON.stringify(data)).toBe(field);
    }
    const reminder = await create();
    expect((await post(`${R}/${reminder._id}/snooze`, { minutes: 0, version: 1 })).body.error.field).toBe('data.minutes');
    expect((await post(`${R}/${reminder._id}/snooze`, { minutes: 5 })).body.error.field).toBe('data.version');
    expect((await post(`${R}/${reminder._id}`, { dueAt: inMinutes(-1), version: 1 })).body.error.field).toBe('data.dueAt');
    expect((await get(`${R}?filter[colour]=red`)).status).toBe(400);
    expect((await post(R, { title: 'x', dueAt: inMinutes(5) }, viewer)).status).toBe(403);
    expect((await get(R, viewer)).status).toBe(200);
  });
});

describe.each(testDatabases())('Reminders through the job queue on %s', (dialect) => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    // Timed work on (env development): the job queue's workers run as in production.
    server = await createTestServer({ plugins: ['auth', messagingPlugin], dialect, config: { env: 'development' } });
    await server.seed('auth');
    token = await server.login('shipper@portolan.test', 'portolan-demo');
  }, 120_000);
  afterAll(async () => server?.close());

  it('becomes due at its time through its job, once, and tells its owner', async () => {
    const created = await server.post(R, { data: { title: 'Queued', dueAt: new Date(Date.now() + 2500).toISOString() } }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.record._id as string;
    const edited = await server.post(`${R}/${id}`, { data: { title: 'Queued and edited', version: 1 } }, token);
    expect(edited.status).toBe(200); // a second job (version 2) for the same time: still one notification
    let state = 'scheduled';
    for (let i = 0; i < 40 && state === 'scheduled'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = (await server.get(`${R}/${id}`, token)).body.data.record.state;
    }
    expect(state).toBe('due');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const told = await server.get('/api/events/notifications?filter[category]=reminders', token);
    expect(told.body.data.items.map((n: { title: string }) => n.title)).toEqual(['Reminder: Queued and edited']);
  }, 60_000);
});
