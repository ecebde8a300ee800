import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import plugin from './index';

const API = '/api/template/v2/samples';
const NEW = { title: 'Bill of lading check', dueOn: '2030-03-01' };

/** The area's API on a fresh database with the demo accounts (auth plugin) and the demo samples. */
describe.each(testDatabases())('template API on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', plugin], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', 'portolan-demo');
    other = await server.login('forwarder@portolan.test', 'portolan-demo');
    const { companyId } = (await server.identity.authenticate(server.db, admin))!;
    const member = async (role: string) => {
      const user = await server.identity.createUser(server.db, { companyId, email: `${role}@acme.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
      return server.identity.issueToken(server.db, user._id);
    };
    operator = await member('operator');
    viewer = await member('viewer');
  });
  afterAll(async () => server?.close());

  const create = async (token = admin, data: Record<string, unknown> = NEW) => server.post(API, { data }, token);
  const countOf = async (token: string) => (await server.get(API, token)).body.data.count as number;

  it("lists each company's own demo records, with search, filters and sort", async () => {
    const acme = await server.get(`${API}?sort[dueOn]=asc`, admin);
    expect(acme.status).toBe(200);
    expect(acme.body.data.items.map((r: { title: string }) => r.title)).toEqual(['Annual carrier audit', 'Packing list review, Hamburg lane', 'Export licence renewal']);
    expect((await server.get(`${API}?search=AUDIT`, admin)).body.data.items).toHaveLength(1);
    expect((await server.get(`${API}?filter[status]=SUBMITTED`, other)).body.data.items.map((r: { title: string }) => r.title)).toEqual(['Rotterdam terminal contract']);
  });

  it('creates a draft and answers its details', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ ...NEW, description: null, status: 'DRAFT', version: 1 });
    const details = await server.get(`${API}/${res.body.data.id}`, viewer);
    expect(details.status).toBe(200);
    expect(details.body.data.record.title).toBe(NEW.title);
  });

  it('updates with the current version; a stale version is a 409 and changes nothing', async () => {
    const id = (await create()).body.data.id;
    const saved = await server.post(`${API}/${id}/`, { data: { title: 'Renamed', version: 1 } }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ title: 'Renamed', version: 2 });
    const stale = await server.post(`${API}/${id}/`, { data: { title: 'Lost update', version: 1 } }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', field: 'data.version' });
    expect((await server.get(`${API}/${id}`, admin)).body.data.record.title).toBe('Renamed');
  });

  it('moves through the state table with the right level, records each move, and names the state on an illegal one', async () => {
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/submit/`, { data: { version: 1, note: 'Ready' } }, operator)).body.data.record.status).toBe('SUBMITTED');
    expect((await server.post(`${API}/${id}/approve/`, { data: { version: 2 } }, operator)).status).toBe(403);
    const approved = await server.post(`${API}/${id}/approve/`, { data: { version: 2 } }, admin);
    expect(approved.body.data.record).toMatchObject({ status: 'APPROVED', version: 3 });
    const again = await server.post(`${API}/${id}/reject/`, { data: { version: 3 } }, admin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot reject: the sample is APPROVED');
    const edit = await server.post(`${API}/${id}/`, { data: { title: 'Too late', version: 3 } }, admin);
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Cannot edit: the sample is APPROVED');
    const trail = (await server.get(`${API}/${id}/activity`, viewer)).body.data.items;
    expect(trail).toMatchObject([
      { action: 'submit', from: 'DRAFT', to: 'SUBMITTED', actorName: 'Acme operator', note: 'Ready' },
      { action: 'approve', from: 'SUBMITTED', to: 'APPROVED', actorName: 'Asha Shipper' },
    ]);
  });

  it("keeps another company's records out of sight: 404 on every route, absent from its list", async () => {
    const id = (await create()).body.data.id;
    expect((await server.get(`${API}/${id}`, other)).status).toBe(404);
    expect((await server.post(`${API}/${id}/`, { data: { title: 'Mine now', version: 1 } }, other)).status).toBe(404);
    expect((await server.post(`${API}/${id}/submit/`, { data: { version: 1 } }, other)).status).toBe(404);
    expect((await server.get(`${API}/${id}/activity`, other)).status).toBe(404);
    expect((await server.get(`${API}/${id}/comments`, other)).status).toBe(404);
    expect((await server.get(`${API}?filter[status]=DRAFT`, other)).body.data.items.some((r: { _id: string }) => r._id === id)).toBe(false);
  });

  it('refuses writes to a role without the level (403), and nothing is written', async () => {
    const before = await countOf(admin);
    expect((await create(viewer)).status).toBe(403);
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/submit/`, { data: { version: 1 } }, viewer)).status).toBe(403);
    expect(await countOf(admin)).toBe(before + 1);
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await countOf(admin);
    const blank = await create(admin, { ...NEW, title: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.field).toBe('data.title');
    const day = await create(admin, { ...NEW, dueOn: 'next week' });
    expect(day.status).toBe(400);
    expect(day.body.error.field).toBe('data.dueOn');
    expect(await countOf(admin)).toBe(before);
  });

  it('takes comments from anyone who may read the record', async () => {
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/comments`, { data: { text: 'Checked with the carrier' } }, operator)).status).toBe(201);
    expect((await server.get(`${API}/${id}/comments`, viewer)).body.data.items).toMatchObject([{ text: 'Checked with the carrier', authorName: 'Acme operator' }]);
  });
});
