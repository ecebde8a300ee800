import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { conflict, defineApprovalConfigurations, defineApprovalRoutes, defineServerPlugin, MAILER, ok, requestApproval, type ApprovalStatus } from '@portolan/sdk/server';

const CONFIGS = '/api/gadgets/approvalConfigurations';
const GADGETS = '/api/gadgets/gadgets';
const PLAIN = '/api/gadgets/plain';

/** The gadgets of each company (in memory: the routes only need `load`), and what onDecided saw. */
const gadgets = new Map<string, { companyId: string; reference: string }>();
const decided: Array<{ recordId: string; status: ApprovalStatus; by: string }> = [];
/** onDecided refuses this record: the whole decision must roll back. */
let refuse: string | null = null;

/** A throwaway area whose records ('gadget') use the SDK approval routes, as the orders area does for orders and requisitions. */
const gadgetArea = defineServerPlugin({
  id: 'gadgets',
  requires: [MAILER],
  features: [{ name: 'gadgets', title: 'Gadgets', routes: ['/gadgets'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] }],
  routes(app, { db, services }) {
    const load = async (_tx: unknown, companyId: string, id: string) => {
      const gadget = gadgets.get(id);
      return gadget && gadget.companyId === companyId ? { id, label: `gadget ${gadget.reference}` } : undefined;
    };
    defineApprovalConfigurations(app, db, { path: CONFIGS, kind: 'gadget', feature: 'gadgets' });
    defineApprovalRoutes(app, db, {
      path: GADGETS,
      kind: 'gadget',
      feature: 'gadgets',
      mailer: services.get(MAILER),
      linkOf: (_request, id) => `https://portolan.test/gadgets/${id}`,
      load,
      async onDecided(_tx, state, user) {
        if (state.recordId === refuse) throw conflict('Cannot decide: the gadget was cancelled');
        decided.push({ recordId: state.recordId, status: state.status, by: user.name });
      },
    });
    // Without onDecided nor mailer: the routes audit the final decision themselves.
    defineApprovalRoutes(app, db, { path: PLAIN, kind: 'gadget', feature: 'gadgets', title: 'Plain gadget', load });
    // Requesting is the area's own move (its submit); Read here, so that a viewer can be a requester.
    app.post<{ Params: { id: string }; Body: { amount: string } }>(`${GADGETS}/:id/request`, { config: { access: { features: ['gadgets'], level: 'Read' } }, schema: { body: { type: 'object', required: ['amount'], properties: { amount: { type: 'string' } } } } }, async (request) => {
      const u = request.user!;
      gadgets.set(request.params.id, { companyId: u.companyId, reference: `G-${gadgets.size + 1}` });
      const record = await db.transaction((tx) => requestApproval(tx, { kind: 'gadget', recordId: request.params.id, companyId: u.companyId, userId: u.id, userName: u.name, amount: request.body.amount, currency: 'USD' }));
      return ok({ record });
    });
  },
});

describe.each(testDatabases())('SDK defineApprovalRoutes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let other: string;
  const users: Record<string, { id: string; token: string }> = {};

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', gadgetArea], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', 'portolan-demo');
    other = await server.login('forwarder@portolan.test', 'portolan-demo');
    const { companyId } = (await server.identity.authenticate(server.db, admin))!;
    for (const [key, role] of [['anna', 'manager'], ['ben', 'manager'], ['olly', 'operator'], ['vic', 'viewer'], ['vera', 'viewer']] as const) {
      const user = await server.identity.createUser(server.db, { companyId, email: `${key}@gadgets.test`, name: `${key[0]!.toUpperCase()}${key.slice(1)} Gadgets`, password: { hash: 'x' }, role });
      users[key] = { id: user._id, token: await server.identity.issueToken(server.db, user._id) };
    }
    for (const [level, who] of [[1, 'anna'], [2, 'ben']] as const) {
      expect((await server.post(CONFIGS, { data: { level, minAmount: String((level - 1) * 1000), currency: 'USD', approverIds: [users[who]!.id] } }, admin)).status).toBe(201);
    }
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    decided.length = 0;
    refuse = null;
  });

  const ask = async (amount: string, who = 'olly') => {
    const id = randomUUID();
    expect((await server.post(`${GADGETS}/${id}/request`, { amount }, users[who]!.token)).status).toBe(200);
    return id;
  };
  const decide = (id: string, who: string, decision: 'APPROVE' | 'REJECT', comment?: string | null, path = GADGETS) =>
    server.post(`${path}/${id}/approval/decide/`, { data: { decision, comment } }, users[who]?.token ?? who);
  const remind = (id: string, token: string) => server.post(`${GADGETS}/${id}/approval/remind/`, { data: {} }, token);
  const mails = (to: string) => server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at, subject', [to]);
  const trail = (id: string) => server.db.query<{ action: string; note: string | null }>("SELECT action, note FROM record_activity WHERE kind = 'gadget' AND record_id = $1 ORDER BY created_at, id", [id]);
  const status = async (id: string) => (await server.get(`${GADGETS}/${id}/approval`, admin)).body.data.record.status;

  it('walks the levels: the state, level 1 approved (level 2 emailed, audited), level 2 approves (onDecided APPROVED, requester emailed)', async () => {
    const id = await ask('2500');
    const state = await server.get(`${GADGETS}/${id}/approval`, users.anna!.token);
    expect(state.status).toBe(200);
    expect(state.body.data.record).toMatchObject({ recordId: id, status: 'PENDING', currentLevel: 1, canDecide: true, levels: [{ level: 1 }, { level: 2 }] });
    const first = await decide(id, 'anna', 'APPROVE', 'Fine');
    expect(first.status).toBe(200);
    expect(first.body.data.record).toMatchObject({ status: 'PENDING', currentLevel: 2, canDecide: false, levels: [{ status: 'APPROVED', decidedBy: 'Anna Gadgets', comment: 'Fine' }, { status: 'PENDING' }] });
    expect(decided).toEqual([]);
    const toBen = (await mails('ben@gadgets.test')).rows.filter((m) => m.body.includes(id));
    expect(toBen).toEqual([{ subject: expect.stringMatching(/^Approval needed: gadget G-\d+ \(level 2\)$/), body: expect.stringContaining(`Anna Gadgets approved level 1 of gadget`) }]);
    expect(toBen[0]!.body).toContain(`Review it: https://portolan.test/gadgets/${id}`);
    const last = await decide(id, 'ben', 'APPROVE');
    expect(last.body.data.record).toMatchObject({ status: 'APPROVED', currentLevel: null, levels: [{ status: 'APPROVED' }, { status: 'APPROVED', decidedBy: 'Ben Gadgets' }] });
    expect(decided).toEqual([{ recordId: id, status: 'APPROVED', by: 'Ben Gadgets' }]);
    expect((await mails('olly@gadgets.test')).rows.filter((m) => m.body.includes(id)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Approved: gadget G-\d+$/)]);
    // onDecided audits the final move; the routes audit the level in between.
    expect((await trail(id)).rows).toEqual([{ action: 'level-approved', note: 'Level 1: Fine' }]);
    const again = await decide(id, 'ben', 'APPROVE');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot approve: the approval is APPROVED');
  });

  it('a rejection needs a comment (400 data.comment, nothing written), then ends the request with onDecided REJECTED', async () => {
    const id = await ask('10');
    for (const comment of [undefined, null, '   ']) {
      const bare = await decide(id, 'anna', 'REJECT', comment);
      expect(bare.status).toBe(400);
      expect(bare.body.error.field).toBe('data.comment');
    }
    expect(await status(id)).toBe('PENDING');
    expect((await decide(id, 'anna', 'MAYBE' as 'APPROVE')).body.error.field).toBe('data.decision');
    const rejected = await decide(id, 'anna', 'REJECT', 'Too dear');
    expect(rejected.body.data.record).toMatchObject({ status: 'REJECTED', levels: [{ status: 'REJECTED', comment: 'Too dear' }] });
    expect(decided).toEqual([{ recordId: id, status: 'REJECTED', by: 'Anna Gadgets' }]);
    expect((await mails('olly@gadgets.test')).rows.filter((m) => m.body.includes('Too dear')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Rejected: gadget/)]);
  });

  it('only an approver of the pending level decides (403); another company finds no such record (404)', async () => {
    const id = await ask('2500');
    const viewer = await decide(id, 'vic', 'APPROVE');
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.message).toBe('You are not an approver of level 1');
    expect((await decide(id, 'ben', 'APPROVE')).status).toBe(403);
    expect((await decide(id, admin, 'APPROVE')).status).toBe(403);
    const stranger = await server.get(`${GADGETS}/${id}/approval`, other);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Gadget not found');
    expect((await decide(id, other, 'APPROVE')).status).toBe(404);
    expect((await remind(id, other)).status).toBe(404);
    expect((await server.get(`${GADGETS}/not-a-uuid/approval`, admin)).status).toBe(404);
    expect((await server.get(`${GADGETS}/${randomUUID()}/approval`, admin)).status).toBe(404);
    expect(await status(id)).toBe('PENDING');
  });

  it('answers a record without a request with null; deciding or reminding it is a 409', async () => {
    const id = randomUUID();
    gadgets.set(id, { companyId: (await server.identity.authenticate(server.db, admin))!.companyId, reference: 'G-none' });
    expect((await server.get(`${GADGETS}/${id}/approval`, admin)).body.data).toEqual({ record: null });
    const none = await decide(id, 'anna', 'APPROVE');
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Cannot approve: no approval was requested');
    expect((await remind(id, admin)).body.error.message).toBe('Cannot remind: no approval was requested');
  });

  it('rolls the decision back when onDecided refuses it', async () => {
    const id = await ask('10');
    refuse = id;
    const refused = await decide(id, 'anna', 'APPROVE');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Cannot decide: the gadget was cancelled');
    expect(await status(id)).toBe('PENDING');
    expect((await server.db.query('SELECT 1 FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id WHERE r.record_id = $1', [id])).rows).toHaveLength(0);
  });

  it('reminds the pending level once an hour: by an Update user or the requester, not by another viewer (403)', async () => {
    const id = await ask('10');
    const reminded = await remind(id, users.olly!.token);
    expect(reminded.status).toBe(200);
    expect(reminded.body.data.record).toMatchObject({ status: 'PENDING', currentLevel: 1, lastRemindedAt: expect.any(String) });
    expect((await mails('anna@gadgets.test')).rows.filter((m) => m.body.includes(id)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: approval needed for gadget G-/)]);
    const soon = await remind(id, admin);
    expect(soon.status).toBe(409);
    expect(soon.body.error.message).toBe('Already reminded less than an hour ago');
    expect((await trail(id)).rows).toEqual([{ action: 'approval-reminded', note: 'Level 1: 1 approver reminded' }]);

    const own = await ask('10', 'vic');
    const notMine = await remind(own, users.vera!.token);
    expect(notMine.status).toBe(403);
    expect((await remind(own, users.vic!.token)).status).toBe(200);
  });

  it('without onDecided the routes audit the final decision; without a mailer nobody is emailed', async () => {
    const id = await ask('10');
    const before = (await mails('olly@gadgets.test')).rows.length;
    const approved = await decide(id, 'anna', 'APPROVE', 'OK', PLAIN);
    expect(approved.body.data.record.status).toBe('APPROVED');
    expect(decided).toEqual([]);
    expect((await trail(id)).rows).toEqual([{ action: 'approved', note: 'Level 1: OK' }]);
    expect((await mails('olly@gadgets.test')).rows.length).toBe(before);
    expect((await server.get(`${PLAIN}/${randomUUID()}/approval`, admin)).body.error.message).toBe('Plain gadget not found');
  });
});
