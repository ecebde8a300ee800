import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectCompanies, LIVE_KINDS } from '@portolan/sdk/server';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { Chat, ChatContact } from '../../shared/types';
import { messagingTestServer, type MessagingTestServer } from '../testing/messagingTestServer';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(testDatabases())('chats API on %s', (dialect) => {
  let t: MessagingTestServer;
  let viewer: string;
  let sharedShipment = '';
  let ownShipment = '';

  const chatCount = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chats'))!.n);
  const newChat = (token: string, data: unknown) => t.server.post('/api/messages/chat', { data }, token);

  beforeAll(async () => {
    t = await messagingTestServer(dialect);
    await connectCompanies(t.server.db, t.acmeId, t.bluewaveId);
    const v = await t.server.identity.createUser(t.server.db, { companyId: t.acmeId, email: 'viewer@messaging.test', name: 'Vic Viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await t.server.identity.issueToken(t.server.db, v._id);
    const shipment = (reference: string, sharedWith: string[]) =>
      t.server.post('/api/shipments/v2', { data: { reference, mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: day(2), eta: day(25), sharedWith } }, t.tokens.acme);
    sharedShipment = (await shipment('CHAT-SHARED-1', [t.bluewaveId])).body.data.record._id;
    ownShipment = (await shipment('CHAT-OWN-1', [])).body.data.record._id;
    expect(sharedShipment && ownShipment).toBeTruthy();
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('starts a chat across connected companies, pushes it to the members, and lists it for members only', async () => {
    const publish = vi.spyOn(t.ctx.live, 'publish');
    const res = await newChat(t.tokens.acme, { title: 'Booking for week 48', memberIds: [t.users.bluewave, t.users.acme2] });
    expect(res.status).toBe(201);
    const chat = res.body.data.record as Chat;
    expect(res.body.data.id).toBe(chat._id);
    expect(chat).toMatchObject({ title: 'Booking for week 48', record: null, unread: 0, lastMessage: null, createdBy: t.users.acme, version: 1 });
    expect(chat.members.map((m) => m.userId).sort()).toEqual([t.users.acme, t.users.acme2, t.users.bluewave].sort());
    expect(chat.companies.map((c) => c.id)).toEqual([t.acmeId, t.bluewaveId]);
    expect(publish).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ kind: LIVE_KINDS.chatChanged, users: expect.arrayContaining([t.users.acme, t.users.bluewave, t.users.acme2]) }));
    publish.mockRestore();

    for (const token of [t.tokens.acme, t.tokens.acme2, t.tokens.bluewave]) {
      const list = await t.server.get('/api/messages/chat', token);
      expect(list.status).toBe(200);
      expect((list.body.data.items as Chat[]).map((c) => c._id)).toContain(chat._id);
      expect((await t.server.get(`/api/messages/chat/${chat._id}`, token)).body.data.record._id).toBe(chat._id);
    }
    expect((await t.server.get('/api/messages/chat', t.tokens.stranger)).body.data).toEqual({ items: [], count: 0 });
    expect((await t.server.get(`/api/messages/chat/${chat._id}`, t.tokens.stranger)).status).toBe(404);
    expect((await t.server.get('/api/messages/chat?search=week%2048', t.tokens.bluewave)).body.data.count).toBe(1);
    expect((await t.server.get('/api/messages/chat?search=nothing-like-it', t.tokens.bluewave)).body.data.count).toBe(0);
  });

  it('is 404 to a user of the same company who is not a member', async () => {
    const chat = (await newChat(t.tokens.acme, { memberIds: [t.users.bluewave] })).body.data.record as Chat;
    expect(chat.title).toBe('Bluewave Logistics' === chat.title ? chat.title : chat.members.map((m) => m.name).join(', '));
    for (const url of [`/api/messages/chat/${chat._id}`, `/api/messages/chat/${chat._id}/messages/`]) expect((await t.server.get(url, t.tokens.acme2)).status).toBe(404);
    expect((await t.server.post(`/api/messages/chat/${chat._id}`, { data: { title: 'Mine', version: 1 } }, t.tokens.acme2)).status).toBe(404);
    expect((await t.server.post(`/api/messages/chat/${chat._id}/messages/`, { data: { body: 'hello?' } }, t.tokens.acme2)).status).toBe(404);
    expect((await t.server.get('/api/messages/chat/not-a-uuid', t.tokens.acme)).status).toBe(404);
  });

  it('refuses strangers by index without telling whether they exist, and writes nothing', async () => {
    const before = await chatCount();
    for (const memberIds of [[t.users.bluewave, t.users.stranger], [t.users.bluewave, '00000000-0000-4000-8000-000000000000'], [t.users.acme2, 'nobody']]) {
      const res = await newChat(t.tokens.acme, { memberIds });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('data.memberIds.1');
      expect(res.body.error.message).toBe('This person cannot be added to the chat');
    }
    expect((await newChat(t.tokens.stranger, { memberIds: [t.users.acme] })).body.error.field).toBe('data.memberIds.0');
    expect((await newChat(t.tokens.acme, { memberIds: [] })).status).toBe(400);
    expect((await newChat(t.tokens.acme, { memberIds: [t.users.bluewave], colour: 'red' })).status).toBe(400);
    expect(await chatCount()).toBe(before);
  });

  it('attaches a chat to a record both companies see, named and linked after it; a record the other side cannot see takes only own people', async () => {
    const res = await newChat(t.tokens.acme, { memberIds: [t.users.bluewave], record: { kind: 'shipment', id: sharedShipment } });
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ title: 'CHAT-SHARED-1', record: { kind: 'shipment', id: sharedShipment, title: 'CHAT-SHARED-1', href: `/shipments/${sharedShipment}` } });
    const mine = await t.server.get(`/api/messages/chat?filter[recordKind]=shipment&filter[recordId]=${sharedShipment}`, t.tokens.bluewave);
    expect((mine.body.data.items as Chat[]).map((c) => c._id)).toEqual([res.body.data.record._id]);

    const before = await chatCount();
    const own = await newChat(t.tokens.acme, { memberIds: [t.users.bluewave], record: { kind: 'shipment', id: ownShipment } });
    expect(own.status).toBe(400);
    expect(own.body.error.field).toBe('data.memberIds.0');
    const unseen = await newChat(t.tokens.bluewave, { memberIds: [t.users.acme], record: { kind: 'shipment', id: ownShipment } });
    expect(unseen.status).toBe(404);
    expect(unseen.body.error.field).toBeUndefined();
    const kind = await newChat(t.tokens.acme, { memberIds: [t.users.bluewave], record: { kind: 'spaceship', id: ownShipment } });
    expect(kind.status).toBe(400);
    expect(kind.body.error.field).toBe('data.record.kind');
    expect(await chatCount()).toBe(before);
    expect((await newChat(t.tokens.acme, { memberIds: [t.users.acme2], record: { kind: 'shipment', id: ownShipment } })).status).toBe(201);

    const contacts = (await t.server.get(`/api/messages/contacts?recordKind=shipment&recordId=${ownShipment}`, t.tokens.acme)).body.data.items as ChatContact[];
    expect(contacts.map((c) => c.companyId)).not.toContain(t.bluewaveId);
    const all = (await t.server.get('/api/messages/contacts', t.tokens.acme)).body.data.items as ChatContact[];
    expect(all.map((c) => c.userId)).toEqual(expect.arrayContaining([t.users.acme2, t.users.bluewave]));
    expect(all.map((c) => c.userId)).not.toContain(t.users.stranger);
    expect(all.map((c) => c.userId)).not.toContain(t.users.acme);
  });

  it('renames, adds and removes members with a version check; parties follow the members', async () => {
    const chat = (await newChat(t.tokens.acme, { memberIds: [t.users.acme2] })).body.data.record as Chat;
    const stale = await t.server.post(`/api/messages/chat/${chat._id}`, { data: { title: 'x', version: 2 } }, t.tokens.acme);
    expect(stale.status).toBe(409);
    const bad = await t.server.post(`/api/messages/chat/${chat._id}`, { data: { addMemberIds: [t.users.stranger], version: 1 } }, t.tokens.acme);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.addMemberIds.0');
    const added = await t.server.post(`/api/messages/chat/${chat._id}`, { data: { title: 'Rates 2027', addMemberIds: [t.users.bluewave], version: 1 } }, t.tokens.acme);
    expect(added.status).toBe(200);
    expect(added.body.data.record).toMatchObject({ title: 'Rates 2027', version: 2 });
    expect((await t.server.get(`/api/messages/chat/${chat._id}`, t.tokens.bluewave)).status).toBe(200);
    const parties = async () => (await t.server.db.query<{ company_id: string }>('SELECT company_id FROM chat_parties WHERE chat_id = $1 ORDER BY company_id', [chat._id])).rows.map((r) => String(r.company_id));
    expect(await parties()).toEqual([t.acmeId, t.bluewaveId].sort());
    const removed = await t.server.post(`/api/messages/chat/${chat._id}`, { data: { removeMemberIds: [t.users.bluewave], version: 2 } }, t.tokens.acme2);
    expect(removed.status).toBe(200);
    expect((await t.server.get(`/api/messages/chat/${chat._id}`, t.tokens.bluewave)).status).toBe(404);
    expect(await parties()).toEqual([t.acmeId]);
  });

  it('needs chat Create to write (403) and Read to read', async () => {
    expect((await newChat(viewer, { memberIds: [t.users.acme] })).status).toBe(403);
    expect((await t.server.get('/api/messages/chat', viewer)).status).toBe(200);
    expect((await t.server.get('/api/messages/unread-chats/count', viewer)).body.data).toEqual({ count: 0, messages: 0 });
  });
});
