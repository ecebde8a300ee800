import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { connectCompanies } from '@portolan/sdk/server';
import shipments from './index';

interface Account {
  companyId: string;
  token: string;
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The shipments' routes on the SDK record helpers: comments scoped by the shipment's visibility, and
 * sharing only inside the company network (issue 9 items 8 and 9). Vendor invoices moved to billing.
 */
describe.each(testDatabases())('shipment records on %s', (dialect) => {
  let server: TestServer;
  let acme: Account;
  let operator: Account;
  let manager: Account;
  let bluewave: Account;
  let stranger: Account;

  const user = async (companyId: string, email: string, role: string): Promise<Account> => {
    const u = await server.identity.createUser(server.db, { companyId, email, name: email.split('@')[0], password: { hash: 'x' }, role });
    return { companyId, token: await server.identity.issueToken(server.db, u._id) };
  };
  const company = async (name: string, email: string): Promise<Account> => {
    const c = await server.identity.createCompany(server.db, { name, kind: 'shipper' });
    return user(c._id, email, 'admin');
  };
  const newShipment = async (token: string, reference: string, extra: Record<string, unknown> = {}) =>
    server.post('/api/shipments/v2', { data: { reference, mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: future(3), eta: future(28), ...extra } }, token);

  let shipmentId = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments], dialect });
    acme = await company('Acme Exports', 'asha@acme.test');
    operator = await user(acme.companyId, 'otto@acme.test', 'operator');
    manager = await user(acme.companyId, 'mona@acme.test', 'manager');
    bluewave = await company('Bluewave Logistics', 'bob@bluewave.test');
    stranger = await company('Stranger Co', 'sam@stranger.test');
    const created = await newShipment(acme.token, 'ACME-REC-1');
    expect(created.status).toBe(201);
    shipmentId = created.body.data.id;
  }, 60_000);
  afterAll(async () => server?.close());

  describe('comments on shipments', () => {
    const comments = (id: string) => `/api/shipments/v2/${id}/comments`;

    it('adds, lists, edits and deletes own comments; another user may not change them', async () => {
      const added = await server.post(comments(shipmentId), { data: { text: '  Booking confirmed ' } }, operator.token);
      expect(added.status).toBe(201);
      const comment = added.body.data.record;
      expect(comment).toMatchObject({ text: 'Booking confirmed', authorName: 'otto', isMine: true, recordId: shipmentId });
      const listed = await server.get(comments(shipmentId), acme.token);
      expect(listed.body.data.items).toMatchObject([{ _id: comment._id, text: 'Booking confirmed', isMine: false }]);
      expect((await server.post(`${comments(shipmentId)}/${comment._id}/`, { data: { text: 'Mine now', version: 1 } }, manager.token)).status).toBe(403);
      const edited = await server.post(`${comments(shipmentId)}/${comment._id}/`, { data: { text: 'Booking confirmed by MAEU', version: 1 } }, operator.token);
      expect(edited.body.data.record).toMatchObject({ text: 'Booking confirmed by MAEU', version: 2 });
      expect((await server.request({ method: 'DELETE', url: `${comments(shipmentId)}/${comment._id}`, token: manager.token })).status).toBe(403);
      expect((await server.request({ method: 'DELETE', url: `${comments(shipmentId)}/${comment._id}`, token: operator.token })).status).toBe(200);
      expect((await server.get(comments(shipmentId), acme.token)).body.data).toEqual({ items: [], count: 0 });
    });

    it("answers 404 to a comment on another company's shipment or an unknown one, and writes nothing", async () => {
      const theirs = await server.post(comments(shipmentId), { data: { text: 'Hello' } }, stranger.token);
      const unknown = await server.post(comments(randomUUID()), { data: { text: 'Hello' } }, stranger.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      expect((await server.get(comments(shipmentId), stranger.token)).status).toBe(404);
      const n = await server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM record_comments WHERE kind = 'shipment' AND company_id = $1", [stranger.companyId]);
      expect(n!.n).toBe(0);
    });
  });

  describe('sharing inside the network', () => {
    const share = (id: string, version: number, sharedWith: string[]) => server.post(`/api/shipments/v2/${id}/`, { data: { sharedWith, version } }, acme.token);
    const seesIt = async (token: string, id: string) => (await server.get('/api/shipments/v2?limit=200', token)).body.data.items.some((s: { _id: string }) => s._id === id);

    it('answers sharing with a company outside the network exactly as with an id that does not exist, and shares nothing', async () => {
      const created = await newShipment(acme.token, 'ACME-SHARE-1');
      const id = created.body.data.id;
      const toBluewave = await share(id, 1, [bluewave.companyId]);
      const toNobody = await share(id, 1, [randomUUID()]);
      expect(toBluewave.status).toBe(400);
      expect(toBluewave.body).toEqual(toNobody.body);
      expect(toBluewave.body.error.field).toBe('data.sharedWith.0');
      const onCreate = await newShipment(acme.token, 'ACME-SHARE-2', { sharedWith: [bluewave.companyId] });
      expect(onCreate.status).toBe(400);
      expect(await seesIt(bluewave.token, id)).toBe(false);
      expect((await server.get(`/api/shipments/v2/${id}`, bluewave.token)).status).toBe(404);
    });

    it('shares with a company once the connection is accepted: it sees the shipment read-only; removing the connection ends it', async () => {
      const id = (await newShipment(acme.token, 'ACME-SHARE-3')).body.data.id;
      // Requested but not accepted is not in the network.
      await server.db.query("INSERT INTO company_connections (requester_id, addressee_id, status) VALUES ($1, $2, 'requested')", [acme.companyId, bluewave.companyId]);
      expect((await share(id, 1, [bluewave.companyId])).status).toBe(400);
      await connectCompanies(server.db, acme.companyId, bluewave.companyId); // what accepting at /api/auth/v2/network/connections/ does

      const shared = await share(id, 1, [bluewave.companyId]);
      expect(shared.status).toBe(200);
      expect(shared.body.data.record.sharedWith).toEqual([bluewave.companyId]);
      expect(await seesIt(bluewave.token, id)).toBe(true);
      const theirView = await server.get(`/api/shipments/v2/${id}`, bluewave.token);
      expect(theirView.body.data.record).toMatchObject({ isShared: true, sharedWith: [] });
      expect((await server.post(`/api/shipments/v2/${id}/`, { data: { vessel: 'X', version: 2 } }, bluewave.token)).status).toBe(404);
      expect(await seesIt(stranger.token, id)).toBe(false);
      // The partner may comment on the shared shipment (it can read it).
      expect((await server.post(`/api/shipments/v2/${id}/comments`, { data: { text: 'Cargo ready' } }, bluewave.token)).status).toBe(201);

      const unshared = await share(id, 2, []);
      expect(unshared.status).toBe(200);
      expect(await seesIt(bluewave.token, id)).toBe(false);
    });
  });
});
