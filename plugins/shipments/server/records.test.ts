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
 * The shipments' routes on the SDK record helpers: invoice transitions (Approve level, 409 naming the
 * state, audit trail), comments scoped by the shipment's visibility, and sharing only inside the
 * company network (issue 9 items 8 and 9).
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
  const newInvoice = async (shipmentId: string, number: string, status = 'UNPAID'): Promise<string> => {
    const row = await server.db.one<{ id: string }>(
      "INSERT INTO shipment_invoices (company_id, shipment_id, number, vendor, amount_minor, currency, status, issued_on, due_on) VALUES ($1, $2, $3, 'Maersk', 250000, 'USD', $4, current_date, current_date + 30) RETURNING id",
      [acme.companyId, shipmentId, number, status],
    );
    return row!.id;
  };

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

  describe('invoice transitions', () => {
    const path = (id: string) => `/api/shipments/v2/shipment-invoices/${id}`;

    it('refuses an operator approving or paying an invoice (403), on the status path and the action path; nothing changes', async () => {
      const id = await newInvoice(shipmentId, 'INV-OP-1');
      expect((await server.post(`${path(id)}/`, { data: { status: 'APPROVED', version: 1 } }, operator.token)).status).toBe(403);
      expect((await server.post(`${path(id)}/approve/`, { data: { version: 1 } }, operator.token)).status).toBe(403);
      const paid = await newInvoice(shipmentId, 'INV-OP-2', 'APPROVED');
      expect((await server.post(`${path(paid)}/`, { data: { status: 'PAID', version: 1 } }, operator.token)).status).toBe(403);
      const after = await server.get(path(id), operator.token);
      expect(after.body.data.record).toMatchObject({ status: 'UNPAID', version: 1 });
      expect((await server.get(`${path(id)}/activity`, operator.token)).body.data).toEqual({ items: [], count: 0 });
      // An operator may still dispute (Update level).
      const disputed = await server.post(`${path(id)}/dispute/`, { data: { version: 1, note: 'Wrong rate' } }, operator.token);
      expect(disputed.status).toBe(200);
      expect(disputed.body.data.record).toMatchObject({ status: 'DISPUTED', version: 2 });
    });

    it('lets an admin approve and a manager pay, each move in the audit trail with who, from, to and note', async () => {
      const id = await newInvoice(shipmentId, 'INV-AD-1');
      const approved = await server.post(`${path(id)}/`, { data: { status: 'APPROVED', version: 1, note: 'Checked against the rate sheet' } }, acme.token);
      expect(approved.status).toBe(200);
      expect(approved.body.data.record).toMatchObject({ _id: id, status: 'APPROVED', version: 2, shipmentReference: 'ACME-REC-1' });
      const paid = await server.post(`${path(id)}/pay/`, { data: { version: 2 } }, manager.token);
      expect(paid.status).toBe(200);
      expect(paid.body.data.record).toMatchObject({ status: 'PAID', version: 3 });
      const trail = await server.get(`${path(id)}/activity`, operator.token);
      expect(trail.status).toBe(200);
      expect(trail.body.data.items).toMatchObject([
        { action: 'approve', from: 'UNPAID', to: 'APPROVED', actorName: 'asha', note: 'Checked against the rate sheet', recordId: id },
        { action: 'pay', from: 'APPROVED', to: 'PAID', actorName: 'mona', note: null },
      ]);
      expect(Date.parse(trail.body.data.items[0].createdAt)).not.toBeNaN();
    });

    it('answers 409 naming the current state for an illegal move, and for a stale version; nothing is audited', async () => {
      const id = await newInvoice(shipmentId, 'INV-IL-1', 'PAID');
      const again = await server.post(`${path(id)}/approve/`, { data: { version: 1 } }, acme.token);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'Cannot approve: the invoice is PAID' });
      const viaStatus = await server.post(`${path(id)}/`, { data: { status: 'APPROVED', version: 1 } }, acme.token);
      expect(viaStatus.status).toBe(409);
      expect(viaStatus.body.error).toMatchObject({ message: 'Cannot approve: the invoice is PAID', field: 'data.status' });
      const open = await newInvoice(shipmentId, 'INV-IL-2');
      const stale = await server.post(`${path(open)}/approve/`, { data: { version: 7 } }, acme.token);
      expect(stale.status).toBe(409);
      expect(stale.body.error.field).toBe('data.version');
      expect((await server.get(`${path(id)}/activity`, acme.token)).body.data.count).toBe(0);
      expect((await server.post(`${path(id)}/`, { data: { status: 'LOST', version: 1 } }, acme.token)).body.error.field).toBe('data.status');
    });

    it("keeps another company's invoices and trails out of reach: 404", async () => {
      const id = await newInvoice(shipmentId, 'INV-TN-1');
      expect((await server.post(`${path(id)}/approve/`, { data: { version: 1 } }, bluewave.token)).status).toBe(404);
      expect((await server.post(`${path(id)}/`, { data: { status: 'APPROVED', version: 1 } }, bluewave.token)).status).toBe(404);
      expect((await server.get(`${path(id)}/activity`, bluewave.token)).status).toBe(404);
      expect((await server.get(`${path(randomUUID())}/activity`, acme.token)).status).toBe(404);
    });
  });

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
