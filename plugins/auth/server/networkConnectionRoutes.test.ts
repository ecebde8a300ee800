import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { connectedCompanies } from '@portolan/sdk/server';
import auth from './index';

interface Account {
  companyId: string;
  token: string;
}

const CONNECTIONS = '/api/auth/v2/network/connections/';

/** Issue 9 item 9: the company network — requested by one side, accepted by the other, answered the same for unknown ids. */
describe.each(testDatabases())('network connections on %s', (dialect) => {
  let server: TestServer;
  let acme: Account;
  let bluewave: Account;
  let viewer: Account;

  const company = async (name: string, email: string, role = 'admin'): Promise<Account> => {
    const c = await server.identity.createCompany(server.db, { name, kind: 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email.split('@')[0], password: { hash: 'x' }, role });
    return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
  };
  const connected = async (a: Account, b: Account) => (await connectedCompanies(server.db, a.companyId, [b.companyId])).has(b.companyId);

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect });
    acme = await company('Acme Exports', 'asha@acme.test');
    bluewave = await company('Bluewave Logistics', 'bob@bluewave.test');
    viewer = await company('Viewer Co', 'vic@viewer.test', 'viewer');
  });
  afterAll(async () => server?.close());

  it('answers a request to a real company and to an id that does not exist the same way, and names neither until accepted', async () => {
    const real = await server.post(CONNECTIONS, { data: { companyId: bluewave.companyId } }, acme.token);
    const unknown = await server.post(CONNECTIONS, { data: { companyId: randomUUID() } }, acme.token);
    expect(real.status).toBe(202);
    expect(real.body).toEqual(unknown.body);
    const mine = (await server.get(CONNECTIONS, acme.token)).body.data.items;
    expect(mine).toHaveLength(2);
    for (const c of mine) expect(c).toMatchObject({ name: null, status: 'requested', direction: 'outgoing' });
    expect(await connected(acme, bluewave)).toBe(false);
    expect((await server.post(CONNECTIONS, { data: { companyId: 'nope' } }, acme.token)).body.error.field).toBe('data.companyId');
    expect((await server.post(CONNECTIONS, { data: { companyId: bluewave.companyId } }, viewer.token)).status).toBe(403);
  });

  it('lets only the addressee accept; then both are in each other\'s network and named', async () => {
    const incoming = (await server.get(CONNECTIONS, bluewave.token)).body.data.items;
    expect(incoming).toMatchObject([{ companyId: acme.companyId, name: 'Acme Exports', direction: 'incoming', status: 'requested' }]);
    const id = incoming[0]._id;
    expect((await server.post(`${CONNECTIONS}${id}/accept/`, {}, acme.token)).status).toBe(404);
    expect((await server.post(`${CONNECTIONS}${id}/accept/`, {}, viewer.token)).status).toBe(403);
    const accepted = await server.post(`${CONNECTIONS}${id}/accept/`, {}, bluewave.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.record).toMatchObject({ status: 'accepted', name: 'Acme Exports' });
    expect((await server.post(`${CONNECTIONS}${id}/accept/`, {}, bluewave.token)).body.error.message).toBe('Cannot accept: the connection is accepted');
    expect((await server.get(CONNECTIONS, acme.token)).body.data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ companyId: bluewave.companyId, name: 'Bluewave Logistics', status: 'accepted' })]),
    );
    expect(await connected(acme, bluewave)).toBe(true);
    expect(await connected(bluewave, acme)).toBe(true);
  });

  it('removing a connection ends the shares between the two companies', async () => {
    const id = (await server.get(CONNECTIONS, acme.token)).body.data.items.find((c: { status: string }) => c.status === 'accepted')._id;
    await server.db.query("INSERT INTO record_parties (kind, record_id, company_id, owner_company_id) VALUES ('shipment', $1, $2, $3)", [randomUUID(), bluewave.companyId, acme.companyId]);
    expect((await server.post(`${CONNECTIONS}${id}/remove/`, {}, bluewave.token)).status).toBe(200);
    expect(await connected(acme, bluewave)).toBe(false);
    const left = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM record_parties WHERE company_id = $1', [bluewave.companyId]);
    expect(left!.n).toBe(0);
    expect((await server.get(CONNECTIONS, bluewave.token)).body.data.items).toEqual([]);
  });

  it('declining hides the request from the addressee and tells the requester nothing', async () => {
    const other = await company('Other Co', 'olga@other.test');
    await server.post(CONNECTIONS, { data: { companyId: other.companyId } }, acme.token);
    const id = (await server.get(CONNECTIONS, other.token)).body.data.items[0]._id;
    expect((await server.post(`${CONNECTIONS}${id}/decline/`, {}, other.token)).status).toBe(200);
    expect((await server.get(CONNECTIONS, other.token)).body.data.items).toEqual([]);
    const seen = (await server.get(CONNECTIONS, acme.token)).body.data.items.find((c: { companyId: string }) => c.companyId === other.companyId);
    expect(seen).toMatchObject({ status: 'requested', name: null });
    expect(await connected(acme, other)).toBe(false);
  });
});
