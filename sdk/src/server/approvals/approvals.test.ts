import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { ApprovalCriteria, ApprovalFacts } from '@portolan/sdk/shared';
import { approvalCriteriaSchema, approvalOf, badRequest, dataBody, decideApproval, defineApprovalConfigurations, defineServerPlugin, ok, remindApprovers, requestApproval } from '@portolan/sdk/server';

const CONFIGS = '/api/widgets/approvalConfigurations';
const RECORDS = '/api/widgets/records';
const KNOWN_SUPPLIERS = ['sup-a', 'sup-b'];

/** A throwaway area whose records ('widget') go through the SDK approvals, as the RFQ and orders areas do. */
const widgets = defineServerPlugin({
  id: 'widgets',
  features: [{ name: 'widgets', title: 'Widgets', routes: ['/widgets'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] }],
  routes(app, { db }) {
    defineApprovalConfigurations(app, db, {
      path: CONFIGS, kind: 'widget', feature: 'widgets', label: 'Widget',
      // The area knows two suppliers: any other is refused, naming its index.
      checkCriteria: async (_tx, _companyId, criteria) => {
        criteria.supplierIds?.forEach((id, i) => {
          if (!KNOWN_SUPPLIERS.includes(id)) throw badRequest('Not a supplier of your company', `data.criteria.supplierIds.${i}`);
        });
      },
    });
    const rate: Record<string, string> = { 'EUR>USD': '1.1', 'USD>EUR': '0.9' };
    app.post<{ Params: { id: string }; Body: { data: { amount: string; currency: string; facts?: ApprovalFacts } } }>(
      `${RECORDS}/:id/request`,
      { config: { access: { features: ['widgets'], level: 'Update' } }, schema: { body: dataBody({ amount: { type: 'string' }, currency: { type: 'string' }, facts: approvalCriteriaSchema }, ['amount', 'currency']) } },
      async (request) => {
        const u = request.user!;
        const record = await db.transaction((tx) =>
          requestApproval(tx, { kind: 'widget', recordId: request.params.id, companyId: u.companyId, userId: u.id, userName: u.name, ...request.body.data, convert: (a, from, to) => String(Number(a) * Number(rate[`${from}>${to}`])) }),
        );
        return ok({ record });
      },
    );
    app.post<{ Params: { id: string }; Body: { data: { decision: 'APPROVE' | 'REJECT'; comment?: string } } }>(
      `${RECORDS}/:id/decide`,
      { config: { access: { features: ['widgets'], level: 'Approve' } }, schema: { body: dataBody({ decision: { enum: ['APPROVE', 'REJECT'] }, comment: { type: 'string', maxLength: 2000 } }, ['decision']) } },
      async (request) => {
        const u = request.user!;
        const record = await db.transaction((tx) => decideApproval(tx, { kind: 'widget', recordId: request.params.id, companyId: u.companyId, userId: u.id, userName: u.name, ...request.body.data }));
        return ok({ record });
      },
    );
    app.post<{ Params: { id: string } }>(`${RECORDS}/:id/remind`, { config: { access: { features: ['widgets'], level: 'Update' } } }, async (request) => {
      const record = await db.transaction((tx) => remindApprovers(tx, { kind: 'widget', recordId: request.params.id, companyId: request.user!.companyId }));
      return ok({ record });
    });
    app.get<{ Params: { id: string } }>(`${RECORDS}/:id/approval`, { config: { access: { features: ['widgets'], level: 'Read' } } }, async (request) => {
      const record = await approvalOf(db, 'widget', request.params.id, request.user!.companyId, request.user!.id);
      return ok({ record: record ?? null });
    });
  },
});

describe.each(testDatabases())('SDK approvals on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let other: string;
  let companyId: string;
  let adminId: string;
  const users: Record<string, { id: string; token: string }> = {};

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', widgets], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', 'portolan-demo');
    other = await server.login('forwarder@portolan.test', 'portolan-demo');
    const me = (await server.identity.authenticate(server.db, admin))!;
    companyId = me.companyId;
    adminId = me.id;
    for (const [key, role] of [['anna', 'manager'], ['ben', 'manager'], ['cleo', 'manager'], ['olly', 'operator'], ['vic', 'viewer']] as const) {
      const user = await server.identity.createUser(server.db, { companyId, email: `${key}@acme.test`, name: `${key[0]!.toUpperCase()}${key.slice(1)} Acme`, password: { hash: 'x' }, role });
      users[key] = { id: user._id, token: await server.identity.issueToken(server.db, user._id) };
    }
  });
  afterAll(async () => server?.close());

  const configure = (level: number, minAmount: string, approvers: string[], currency = 'USD', token = admin, criteria?: ApprovalCriteria) =>
    server.post(CONFIGS, { data: { level, minAmount, currency, approverIds: approvers.map((k) => users[k]!.id), criteria } }, token);
  const withCriteria = (level: number, minAmount: string, approvers: string[], criteria: ApprovalCriteria, currency = 'USD') => configure(level, minAmount, approvers, currency, admin, criteria);
  const clear = async () => {
    for (const c of (await server.get(CONFIGS, admin)).body.data.items) await server.request({ method: 'DELETE', url: `${CONFIGS}/${c._id}`, token: admin });
  };
  const ask = (id: string, amount: string, currency = 'USD', token = users.olly!.token, facts?: ApprovalFacts) => server.post(`${RECORDS}/${id}/request`, { data: { amount, currency, facts } }, token);
  const askWith = (amount: string, facts: ApprovalFacts, currency = 'USD') => ask(randomUUID(), amount, currency, users.olly!.token, facts);
  const levelsOf = (response: { body: { data: { record: { levels: Array<{ level: number }> } } } }) => response.body.data.record.levels.map((l) => l.level);
  const decide = (id: string, who: string, decision: 'APPROVE' | 'REJECT', comment?: string) => server.post(`${RECORDS}/${id}/decide`, { data: { decision, comment } }, users[who]!.token);

  it('manages the levels: create, list with approver names, update with the version, delete; the audit trail keeps each change', async () => {
    await clear();
    const created = await configure(1, '1000', ['anna', 'ben']);
    expect(created.status).toBe(201);
    expect(created.body.data.record).toMatchObject({ kind: 'widget', level: 1, minAmount: '1000.00', currency: 'USD', approverIds: [users.anna!.id, users.ben!.id], approverNames: ['Anna Acme', 'Ben Acme'], version: 1 });
    const id = created.body.data.id;
    expect((await server.get(CONFIGS, users.vic!.token)).body.data).toMatchObject({ count: 1, items: [{ _id: id, level: 1 }] });
    const updated = await server.post(`${CONFIGS}/${id}/`, { data: { minAmount: '2500.50', approverIds: [users.cleo!.id], version: 1 } }, users.anna!.token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.record).toMatchObject({ minAmount: '2500.50', approverNames: ['Cleo Acme'], version: 2 });
    const stale = await server.post(`${CONFIGS}/${id}/`, { data: { minAmount: '1', version: 1 } }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const twice = await configure(1, '5', ['anna']);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ field: 'data.level', message: 'Level 1 is already configured' });
    const candidates = (await server.get(`${CONFIGS}/approvers`, admin)).body.data.items.map((u: { name: string }) => u.name);
    expect(candidates).toEqual(expect.arrayContaining(['Anna Acme', 'Ben Acme', 'Vic Acme']));
    const removed = await server.request({ method: 'DELETE', url: `${CONFIGS}/${id}`, token: admin });
    expect(removed.status).toBe(200);
    expect((await server.get(CONFIGS, admin)).body.data.count).toBe(0);
    const trail = await server.db.query<{ action: string }>("SELECT action FROM record_activity WHERE kind = 'approval-configuration' AND record_id = $1 ORDER BY created_at, id", [id]);
    expect(trail.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps a level\'s criteria: stored and answered without empty lists, replaced on update, checked by the area, in the audit note', async () => {
    await clear();
    const plain = await configure(1, '0', ['anna']);
    expect(plain.body.data.record.criteria).toEqual({});
    const created = await server.post(CONFIGS, { data: { level: 2, minAmount: '100', currency: 'USD', approverIds: [users.ben!.id], criteria: { categories: ['Electronics', 'Furniture'], locationIds: [], supplierIds: ['sup-b'] } } }, admin);
    expect(created.status).toBe(201);
    expect(created.body.data.record.criteria).toEqual({ categories: ['Electronics', 'Furniture'], supplierIds: ['sup-b'] });
    const id = created.body.data.id;
    const listed = (await server.get(CONFIGS, admin)).body.data.items;
    expect(listed.map((c: { criteria: unknown }) => c.criteria)).toEqual([{}, { categories: ['Electronics', 'Furniture'], supplierIds: ['sup-b'] }]);
    const kept = await server.post(`${CONFIGS}/${id}/`, { data: { minAmount: '200', version: 1 } }, admin);
    expect(kept.body.data.record.criteria).toEqual({ categories: ['Electronics', 'Furniture'], supplierIds: ['sup-b'] });
    const replaced = await server.post(`${CONFIGS}/${id}/`, { data: { criteria: { locationIds: ['loc-1'] }, version: 2 } }, admin);
    expect(replaced.body.data.record).toMatchObject({ criteria: { locationIds: ['loc-1'] }, version: 3 });
    const cleared = await server.post(`${CONFIGS}/${id}/`, { data: { criteria: { categories: [] }, version: 3 } }, admin);
    expect(cleared.body.data.record.criteria).toEqual({});
    const notes = await server.db.query<{ note: string }>("SELECT note FROM record_activity WHERE kind = 'approval-configuration' AND record_id = $1 ORDER BY created_at, id", [id]);
    expect(notes.rows.map((r) => r.note)).toEqual([
      'Widget level 2: from 100.00 USD, 1 approver(s); only for categories Electronics, Furniture; 1 supplier(s)',
      'Widget level 2: from 200.00 USD, 1 approver(s); only for categories Electronics, Furniture; 1 supplier(s)',
      'Widget level 2: from 200.00 USD, 1 approver(s); only for 1 location(s)',
      'Widget level 2: from 200.00 USD, 1 approver(s); any category, location and supplier',
    ]);
  });

  it('refuses criteria the area does not know, of an unknown kind, repeated or too many (400 naming the field), and writes nothing', async () => {
    await clear();
    const post = (criteria: unknown) => server.post(CONFIGS, { data: { level: 1, minAmount: '0', currency: 'USD', approverIds: [users.anna!.id], criteria } }, admin);
    const unknown = await post({ supplierIds: ['sup-a', 'sup-z'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'data.criteria.supplierIds.1', message: 'Not a supplier of your company' });
    expect((await post({ colours: ['red'] })).body.error.field).toMatch(/^data\.criteria/);
    expect((await post({ categories: ['A', 'A'] })).body.error.field).toBe('data.criteria.categories');
    expect((await post({ categories: Array.from({ length: 51 }, (_, i) => `c${i}`) })).body.error.field).toBe('data.criteria.categories');
    expect((await post({ categories: [''] })).body.error.field).toBe('data.criteria.categories.0');
    expect((await post(['Electronics'])).body.error.field).toBe('data.criteria');
    expect((await server.get(CONFIGS, admin)).body.data.count).toBe(0);
    const id = (await configure(1, '0', ['anna'])).body.data.id;
    const update = await server.post(`${CONFIGS}/${id}/`, { data: { criteria: { supplierIds: ['sup-z'] }, version: 1 } }, admin);
    expect(update.body.error.field).toBe('data.criteria.supplierIds.0');
    expect((await server.get(CONFIGS, admin)).body.data.items[0]).toMatchObject({ criteria: {}, version: 1 });
  });

  it('refuses a stranger as approver (400 naming the index), a bad amount or currency, and writes nothing', async () => {
    await clear();
    const forwarder = (await server.identity.authenticate(server.db, other))!;
    const stranger = await server.post(CONFIGS, { data: { level: 1, minAmount: '0', currency: 'USD', approverIds: [users.anna!.id, forwarder.id] } }, admin);
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ field: 'data.approverIds.1', message: 'Not a user of your company' });
    const notId = await server.post(CONFIGS, { data: { level: 1, minAmount: '0', currency: 'USD', approverIds: ['nobody'] } }, admin);
    expect(notId.body.error.field).toBe('data.approverIds.0');
    const amount = await server.post(CONFIGS, { data: { level: 1, minAmount: '-5', currency: 'USD', approverIds: [users.anna!.id] } }, admin);
    expect(amount.status).toBe(400);
    expect(amount.body.error.field).toBe('data.minAmount');
    const currency = await server.post(CONFIGS, { data: { level: 1, minAmount: '5', currency: 'XYZ', approverIds: [users.anna!.id] } }, admin);
    expect(currency.body.error.field).toBe('data.currency');
    expect((await server.get(CONFIGS, admin)).body.data.count).toBe(0);
  });

  it("keeps another company's levels out of reach (404), and needs the feature's Update level to change them (403)", async () => {
    await clear();
    const id = (await configure(1, '0', ['anna'])).body.data.id;
    expect((await server.get(CONFIGS, other)).body.data.count).toBe(0);
    expect((await server.post(`${CONFIGS}/${id}/`, { data: { minAmount: '1', version: 1 } }, other)).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${CONFIGS}/${id}`, token: other })).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${CONFIGS}/not-a-uuid`, token: admin })).status).toBe(404);
    expect((await server.post(`${CONFIGS}/${id}/`, { data: { minAmount: '1', version: 1 } }, users.vic!.token)).status).toBe(403);
    expect((await configure(2, '10', ['anna'], 'USD', users.vic!.token)).status).toBe(403);
    expect((await server.get(`${CONFIGS}/approvers`, users.vic!.token)).status).toBe(403);
    expect((await server.get(CONFIGS, users.vic!.token)).status).toBe(200);
  });

  it('requires the levels whose threshold the amount reaches, decided in order; the last approval approves', async () => {
    await clear();
    await configure(1, '0', ['anna']);
    await configure(2, '10000', ['ben']);
    await configure(3, '100000', ['cleo']);
    const small = await ask(randomUUID(), '500');
    expect(small.body.data.record).toMatchObject({ status: 'PENDING', currentLevel: 1, levels: [{ level: 1, status: 'PENDING', approverNames: ['Anna Acme'] }], requestedBy: 'Olly Acme', canDecide: false });
    const id = randomUUID();
    const big = await ask(id, '25000.75');
    expect(big.body.data.record).toMatchObject({ amount: '25000.75', currency: 'USD', currentLevel: 1 });
    expect(big.body.data.record.levels.map((l: { level: number; status: string }) => [l.level, l.status])).toEqual([[1, 'PENDING'], [2, 'WAITING']]);
    const early = await decide(id, 'ben', 'APPROVE');
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('You are not an approver of level 1');
    const first = await decide(id, 'anna', 'APPROVE', 'Fine by me');
    expect(first.body.data.record).toMatchObject({ status: 'PENDING', currentLevel: 2, levels: [{ status: 'APPROVED', decidedBy: 'Anna Acme', comment: 'Fine by me' }, { status: 'PENDING' }] });
    expect((await server.get(`${RECORDS}/${id}/approval`, users.ben!.token)).body.data.record.canDecide).toBe(true);
    const last = await decide(id, 'ben', 'APPROVE');
    expect(last.body.data.record).toMatchObject({ status: 'APPROVED', currentLevel: null, levels: [{ status: 'APPROVED' }, { status: 'APPROVED', decidedBy: 'Ben Acme' }] });
    const after = await decide(id, 'ben', 'APPROVE');
    expect(after.status).toBe(409);
    expect(after.body.error.message).toBe('Cannot approve: the approval is APPROVED');
  });

  it('converts the amount to a level set in another currency', async () => {
    await clear();
    await configure(1, '0', ['anna']);
    await configure(2, '1000', ['ben'], 'EUR');
    expect((await ask(randomUUID(), '1000')).body.data.record.levels).toHaveLength(1); // 900 EUR
    expect((await ask(randomUUID(), '1200')).body.data.record.levels).toHaveLength(2); // 1080 EUR
  });

  it('with criteria: a level applies when the amount reaches it and the record meets each criterion it names', async () => {
    await clear();
    await configure(1, '0', ['anna']); // amount only: every record
    await withCriteria(2, '0', ['ben'], { categories: ['Electronics', 'Furniture'] });
    await withCriteria(3, '1000', ['cleo'], { categories: ['Electronics'], locationIds: ['loc-1'] });
    await withCriteria(4, '0', ['anna'], { supplierIds: ['sup-a'] });
    // No facts: only the amount-only level.
    expect(levelsOf(await ask(randomUUID(), '5000'))).toEqual([1]);
    // One category in the list is enough (a record may have several).
    expect(levelsOf(await askWith('10', { categories: ['Toys', 'Furniture'] }))).toEqual([1, 2]);
    expect(levelsOf(await askWith('10', { categories: ['Toys'] }))).toEqual([1]);
    // Level 3 names two criteria: both are needed, and the amount too.
    expect(levelsOf(await askWith('5000', { categories: ['Electronics'] }))).toEqual([1, 2]);
    expect(levelsOf(await askWith('5000', { categories: ['Electronics'], locationIds: ['loc-2'] }))).toEqual([1, 2]);
    expect(levelsOf(await askWith('999.99', { categories: ['Electronics'], locationIds: ['loc-1'] }))).toEqual([1, 2]);
    expect(levelsOf(await askWith('5000', { categories: ['Electronics'], locationIds: ['loc-1'], supplierIds: ['sup-a'] }))).toEqual([1, 2, 3, 4]);
    // The levels show their criteria; an amount-only level has none.
    const state = (await askWith('5000', { categories: ['Electronics'], locationIds: ['loc-1'] })).body.data.record;
    expect(state.levels[0].criteria).toBeUndefined();
    expect(state.levels[2]).toMatchObject({ level: 3, criteria: { categories: ['Electronics'], locationIds: ['loc-1'] } });
  });

  it('with criteria: a level set in another currency still converts the amount; no level applies → approved at once', async () => {
    await clear();
    await withCriteria(1, '1000', ['ben'], { categories: ['Electronics'] }, 'EUR');
    expect(levelsOf(await askWith('1000', { categories: ['Electronics'] }))).toEqual([]); // 900 EUR
    expect((await askWith('1000', { categories: ['Electronics'] })).body.data.record.status).toBe('APPROVED');
    expect(levelsOf(await askWith('1200', { categories: ['Electronics'] }))).toEqual([1]); // 1080 EUR
    expect(levelsOf(await askWith('1200', { categories: ['Toys'] }))).toEqual([]);
  });

  it('a running request keeps the levels, approvers and criteria it was opened with', async () => {
    await clear();
    const level = (await withCriteria(1, '0', ['anna'], { categories: ['Electronics'] })).body.data.id;
    const id = randomUUID();
    await ask(id, '10', 'USD', users.olly!.token, { categories: ['Electronics'] });
    await server.post(`${CONFIGS}/${level}/`, { data: { approverIds: [users.ben!.id], criteria: { categories: ['Toys'] }, version: 1 } }, admin);
    await configure(2, '0', ['cleo']);
    const state = (await server.get(`${RECORDS}/${id}/approval`, admin)).body.data.record;
    expect(state.levels).toEqual([expect.objectContaining({ level: 1, approverNames: ['Anna Acme'], criteria: { categories: ['Electronics'] }, status: 'PENDING' })]);
    expect((await decide(id, 'ben', 'APPROVE')).status).toBe(403);
    expect((await decide(id, 'anna', 'APPROVE')).body.data.record.status).toBe('APPROVED');
  });

  it('a rejection needs a comment and ends the request; a new request replaces an older pending one', async () => {
    await clear();
    await configure(1, '0', ['anna']);
    await configure(2, '0', ['ben']);
    const id = randomUUID();
    const older = (await ask(id, '50')).body.data.record;
    const noComment = await decide(id, 'anna', 'REJECT', '  ');
    expect(noComment.status).toBe(400);
    expect(noComment.body.error.field).toBe('data.comment');
    const again = (await ask(id, '60')).body.data.record;
    expect(again.requestId).not.toBe(older.requestId);
    expect((await server.db.one<{ status: string }>('SELECT status FROM approval_requests WHERE id = $1', [older.requestId]))!.status).toBe('CANCELLED');
    const rejected = await decide(id, 'anna', 'REJECT', 'Too expensive');
    expect(rejected.body.data.record).toMatchObject({ status: 'REJECTED', currentLevel: null, levels: [{ status: 'REJECTED', comment: 'Too expensive', decidedBy: 'Anna Acme' }, { status: 'WAITING' }] });
    expect((await decide(id, 'ben', 'APPROVE')).status).toBe(409);
    expect((await server.get(`${RECORDS}/${id}/approval`, admin)).body.data.record).toMatchObject({ requestId: again.requestId, status: 'REJECTED', amount: '60' });
  });

  it('approves at once when no level applies', async () => {
    await clear();
    await configure(1, '5000', ['anna']);
    const state = (await ask(randomUUID(), '4999.99')).body.data.record;
    expect(state).toMatchObject({ status: 'APPROVED', currentLevel: null, levels: [], canDecide: false });
  });

  it('reminds the pending level at most once an hour', async () => {
    await clear();
    await configure(1, '0', ['anna', 'ben']);
    const id = randomUUID();
    expect((await server.post(`${RECORDS}/${id}/remind`, {}, users.olly!.token)).body.error.message).toBe('Cannot remind: no approval was requested');
    await ask(id, '10');
    const reminded = await server.post(`${RECORDS}/${id}/remind`, {}, users.olly!.token);
    expect(reminded.status).toBe(200);
    expect(reminded.body.data.record).toEqual({ level: 1, approvers: [{ id: users.anna!.id, email: 'anna@acme.test', name: 'Anna Acme' }, { id: users.ben!.id, email: 'ben@acme.test', name: 'Ben Acme' }] });
    const soon = await server.post(`${RECORDS}/${id}/remind`, {}, users.olly!.token);
    expect(soon.status).toBe(409);
    expect(soon.body.error.message).toBe('Already reminded less than an hour ago');
    const state = (await server.get(`${RECORDS}/${id}/approval`, admin)).body.data.record;
    expect(state.lastRemindedAt).not.toBeNull();
    const later = new Date(Date.parse(state.lastRemindedAt) + 61 * 60 * 1000);
    const next = await server.db.transaction((tx) => remindApprovers(tx, { kind: 'widget', recordId: id, companyId, now: later }));
    expect(next.approvers).toHaveLength(2);
  });

  it("keeps approvals per company: another company sees none and cannot decide", async () => {
    await clear();
    await configure(1, '0', ['anna']);
    const id = randomUUID();
    await ask(id, '10');
    expect((await server.get(`${RECORDS}/${id}/approval`, other)).body.data.record).toBeNull();
    expect((await server.post(`${RECORDS}/${id}/decide`, { data: { decision: 'APPROVE' } }, other)).status).toBe(409);
    expect(await approvalOf(server.db, 'widget', 'not-a-uuid', companyId, adminId)).toBeUndefined();
  });
});
