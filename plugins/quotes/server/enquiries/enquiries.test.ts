import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotes from '../index';
import { QUOTES_API } from '../../shared/types';
import { ENQUIRY_STATES } from '../../shared/states';

const API = QUOTES_API.enquiries;
const YEAR = new Date().getUTCFullYear();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const FCL = {
  customerName: 'Walk-in Traders',
  origin: 'INNSA',
  destination: 'NLRTM',
  mode: 'FCL',
  containers: [{ type: '42G1', count: 2 }],
  cargo: { commodity: 'Cotton garments', hsCode: '620342', weightKg: '18400.5', packages: 640 },
  cargoReadyOn: day(10),
  incoterm: 'FOB',
  services: ['ORIGIN_CUSTOMS', 'INSURANCE'],
  currency: 'USD',
};

/** Enquiries on a fresh database with the demo accounts and the area's demo data. */
describe.each(testDatabases())('enquiries API on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let acme: string;
  let viewer: string;
  let operator: string;
  let bluewaveId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', 'rates', quotes], dialect, seed: true });
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    const member = async (role: string) => {
      const user = await server.identity.createUser(server.db, { companyId: bluewaveId, email: `${role}@bluewave.test`, name: `Bluewave ${role}`, password: { hash: 'x' }, role });
      return server.identity.issueToken(server.db, user._id);
    };
    viewer = await member('viewer');
    operator = await member('operator');
  }, 180_000);
  afterAll(async () => server?.close());

  const count = async () => Number((await server.db.one<{ n: string }>('SELECT count(*) AS n FROM enquiries WHERE company_id = $1', [bluewaveId]))!.n);
  const create = (data: Record<string, unknown> = {}, token = bluewave) => server.post(API, { data: { ...FCL, ...data } }, token);
  const customerId = async (name: string) => (await server.db.one<{ id: string }>('SELECT id FROM customers WHERE company_id = $1 AND name = $2', [bluewaveId, name]))!.id;

  it("seeds Bluewave's enquiries in every state, Acme's among them, and shows them to nobody else", async () => {
    const all = await server.get(`${API}?limit=200`, viewer);
    expect(all.status).toBe(200);
    const items = all.body.data.items as Array<{ status: string; customerName: string; source: string; containers: unknown[]; mode: string; dueOn: string | null; reference: string }>;
    expect(new Set(items.map((e) => e.status))).toEqual(new Set(ENQUIRY_STATES));
    const forAcme = items.filter((e) => e.customerName === 'Acme Exports');
    expect(forAcme.length).toBeGreaterThanOrEqual(6);
    expect(forAcme.some((e) => e.source === 'CUSTOMER')).toBe(true);
    // Quoted and later ones are FCL with containers (the quotes seed prices them).
    expect(items.filter((e) => e.status !== 'RECEIVED' && e.mode === 'FCL').every((e) => e.containers.length > 0)).toBe(true);
    expect(items.some((e) => e.status === 'RECEIVED' && e.dueOn! < day(0))).toBe(true);
    const lost = (await server.get(`${API}?filter[status]=LOST`, bluewave)).body.data.items as Array<{ lossReason: string | null }>;
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((e) => e.lossReason)).toBe(true);
    const theirs = (await server.get(`${API}?limit=200`, acme)).body.data.items as Array<{ reference: string }>;
    expect(theirs.map((e) => e.reference)).not.toContain(items[0].reference);
  });

  it("shares an enquiry for a customer on Portolan with that company (its /account lists it), and one for a walk-in with nobody", async () => {
    const forAcme = await create({ customerId: await customerId('Acme Exports'), customerName: undefined });
    expect(forAcme.status).toBe(201);
    const walkIn = await create();
    const shared = await server.db.query<{ record_id: string; company_id: string }>(`SELECT record_id, company_id FROM record_parties WHERE kind = 'enquiry' AND record_id = ANY($1::uuid[])`, [[forAcme.body.data.id, walkIn.body.data.id]]);
    const acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    expect(shared.rows).toEqual([{ record_id: forAcme.body.data.id, company_id: acmeId }]);
    const account = (await server.get(QUOTES_API.account, acme)).body.data.enquiries as Array<{ _id: string }>;
    expect(account.map((e) => e._id)).toContain(forAcme.body.data.id);
    expect(account.map((e) => e._id)).not.toContain(walkIn.body.data.id);
  });

  it('filters by status (several), customer, source, lane and ready range; searches; sorts by due date', async () => {
    const acmeCustomer = await customerId('Acme Exports');
    const some = (await server.get(`${API}?filter[status]=RECEIVED,QUOTING&limit=200`, bluewave)).body.data.items as Array<{ status: string }>;
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((e) => e.status === 'RECEIVED' || e.status === 'QUOTING')).toBe(true);
    const mine = (await server.get(`${API}?filter[customerId]=${acmeCustomer}&filter[source]=CUSTOMER`, bluewave)).body.data.items as Array<{ customerId: string; source: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.customerId === acmeCustomer && e.source === 'CUSTOMER')).toBe(true);
    const lane = (await server.get(`${API}?filter[origin]=INMUN&filter[destination]=USSAV`, bluewave)).body.data.items as Array<{ origin: string }>;
    expect(lane.length).toBe(3);
    const ready = (await server.get(`${API}?filter[cargoReadyOn][from]=${day(0)}&limit=200`, bluewave)).body.data.items as Array<{ cargoReadyOn: string }>;
    expect(ready.every((e) => e.cargoReadyOn >= day(0))).toBe(true);
    const found = (await server.get(`${API}?search=mangoes`, bluewave)).body.data.items as Array<{ cargo: { commodity: string } }>;
    expect(found.map((e) => e.cargo.commodity)).toEqual(['Alphonso mangoes']);
    const due = (await server.get(`${API}?sort[dueOn]=asc&limit=5`, bluewave)).body.data;
    const dues = due.items.map((e: { dueOn: string }) => e.dueOn);
    expect([...dues].sort()).toEqual(dues);
    // Keyset paging on the due date reaches the second page.
    expect((await server.get(`${API}?sort[dueOn]=asc&limit=5&after=${encodeURIComponent(due.nextCursor)}`, bluewave)).status).toBe(200);
    expect((await server.get(`${API}?filter[status]=OPEN`, bluewave)).status).toBe(400);
  });

  it("creates an enquiry for one of the forwarder's customers: name, company and currency come from it", async () => {
    const acmeCustomer = await customerId('Acme Exports');
    const res = await create({ customerId: acmeCustomer, customerName: undefined, currency: undefined, cargo: { ...FCL.cargo, dgClass: '2.1', reeferTempC: null } });
    expect(res.status).toBe(201);
    const rec = res.body.data.record;
    expect(res.body.data.id).toBe(rec._id);
    expect(rec).toMatchObject({
      status: 'RECEIVED',
      customerId: acmeCustomer,
      customerName: 'Acme Exports',
      currency: 'USD',
      source: 'MANUAL',
      mode: 'FCL',
      containers: [{ type: '42G1', count: 2 }],
      cargo: { commodity: 'Cotton garments', hsCode: '620342', weightKg: '18400.5', packages: 640, dgClass: '2.1' },
      services: ['ORIGIN_CUSTOMS', 'INSURANCE'],
      dueOn: day(2),
      quoteId: null,
      version: 1,
    });
    expect(rec.customerCompanyId).toBeTruthy();
    expect(rec.contactEmail).toBe('asha.patel@acme.example');
    expect(rec.reference).toMatch(new RegExp(`^ENQ-${YEAR}-\\d{5}$`));
    expect((await server.get(`${API}/${rec._id}`, viewer)).body.data.record.reference).toBe(rec.reference);
    const trail = (await server.get(`${API}/${rec._id}/activity`, viewer)).body.data.items;
    expect(trail).toMatchObject([{ action: 'created', to: 'RECEIVED' }]);
  });

  it('creates an LCL one-off enquiry (no containers kept)', async () => {
    const res = await create({ mode: 'LCL', cargo: { commodity: 'Samples', weightKg: '120', volumeM3: '0.8' }, containers: [{ type: '22G1', count: 1 }], originKind: 'DOOR', origin: 'INTKD' });
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ mode: 'LCL', containers: [], customerId: null, customerName: 'Walk-in Traders', originKind: 'DOOR', cargo: { weightKg: '120', volumeM3: '0.8' } });
  });

  it('answers bad input with a 400 naming the field, writing nothing', async () => {
    const before = await count();
    const other = (await server.db.one<{ id: string }>('SELECT id FROM customers WHERE company_id <> $1 LIMIT 1', [bluewaveId]))?.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ origin: 'Mumbai' }, 'data.origin'],
      [{ destination: 'INNSA' }, 'data.destination'],
      [{ containers: [] }, 'data.containers'],
      [{ containers: [{ type: 'ZZ99', count: 1 }] }, 'data.containers.0.type'],
      [{ containers: [{ type: '22G1', count: 1000 }] }, 'data.containers.0.count'],
      [{ mode: 'LCL', cargo: { commodity: 'Samples', volumeM3: '1' } }, 'data.cargo.weightKg'],
      [{ mode: 'LCL', cargo: { commodity: 'Samples', weightKg: '10' } }, 'data.cargo.volumeM3'],
      [{ cargo: { commodity: '' } }, 'data.cargo.commodity'],
      [{ cargo: { commodity: 'X', hsCode: '12' } }, 'data.cargo.hsCode'],
      [{ cargo: { commodity: 'X', dgClass: '10' } }, 'data.cargo.dgClass'],
      [{ cargo: { commodity: 'X', reeferTempC: '-45' } }, 'data.cargo.reeferTempC'],
      [{ cargo: { commodity: 'X', reeferTempC: '31' } }, 'data.cargo.reeferTempC'],
      [{ cargoReadyOn: '2026-13-01' }, 'data.cargoReadyOn'],
      [{ incoterm: 'FOO' }, 'data.incoterm'],
      [{ services: ['TELEPORT'] }, 'data.services.0'],
      [{ currency: 'ABC' }, 'data.currency'],
      [{ customerName: undefined }, 'data.customerName'],
      [{ customerId: other ?? '00000000-0000-4000-8000-000000000000' }, 'data.customerId'],
      [{ customerId: '00000000-0000-4000-8000-000000000000' }, 'data.customerId'],
    ];
    for (const [data, field] of cases) {
      const res = await create(data);
      expect({ status: res.status, field: res.body.error?.field, data }).toEqual({ status: 400, field, data });
    }
    expect(await count()).toBe(before);
  });

  it('updates while RECEIVED or QUOTING with the version; a stale version or a quoted enquiry is a 409', async () => {
    const id = (await create()).body.data.id;
    const saved = await server.post(`${API}/${id}/`, { data: { containers: [{ type: '45G1', count: 3 }], notes: 'Needs a weekend cut-off', version: 1 } }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ containers: [{ type: '45G1', count: 3 }], notes: 'Needs a weekend cut-off', version: 2 });
    const stale = await server.post(`${API}/${id}/`, { data: { notes: 'x', version: 1 } }, bluewave);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const bad = await server.post(`${API}/${id}/`, { data: { mode: 'LCL', version: 2 } }, bluewave);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.cargo.volumeM3');
    expect((await server.post(`${API}/${id}/start-quote/`, { data: { version: 2 } }, operator)).status).toBe(200);
    expect((await server.post(`${API}/${id}/`, { data: { notes: 'Still editable', version: 3 } }, operator)).status).toBe(200);
    await server.db.query("UPDATE enquiries SET status = 'QUOTED' WHERE id = $1", [id]);
    const quoted = await server.post(`${API}/${id}/`, { data: { notes: 'Too late', version: 4 } }, bluewave);
    expect(quoted.status).toBe(409);
    expect(quoted.body.error.message).toBe('Cannot edit: the enquiry is QUOTED');
    expect((await server.get(`${API}/${id}`, bluewave)).body.data.record.notes).toBe('Still editable');
    const trail = (await server.get(`${API}/${id}/activity`, viewer)).body.data.items as Array<{ action: string; note: string | null; actorName: string }>;
    expect(trail.map((a) => [a.action, a.note])).toEqual([
      ['created', null],
      ['edited', 'Changed containers, notes'],
      ['start-quote', null],
      ['edited', 'Changed notes'],
    ]);
    expect(trail[1].actorName).toBe('Bluewave operator');
  });

  it('moves through its states with the audit trail: start, lose with a reason, reopen; illegal moves are 409s', async () => {
    const id = (await create()).body.data.id;
    const act = (action: string, data: Record<string, unknown>, token = bluewave) => server.post(`${API}/${id}/${action}/`, { data }, token);
    const won = await act('mark-won', { version: 1 });
    expect(won.status).toBe(409);
    expect(won.body.error.message).toBe('Cannot mark-won: the enquiry is RECEIVED');
    expect((await act('start-quote', { version: 1 })).body.data.record.status).toBe('QUOTING');
    expect((await act('start-quote', { version: 2 })).body.error.message).toBe('Cannot start-quote: the enquiry is QUOTING');
    expect((await act('mark-lost', { version: 1, reason: 'PRICE' })).status).toBe(409);
    const noReason = await act('mark-lost', { version: 2 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.field).toBe('data.reason');
    expect((await act('mark-lost', { version: 2, reason: 'CHEAPER' })).body.error.field).toBe('data.reason');
    const lost = await act('mark-lost', { version: 2, reason: 'TRANSIT_TIME', comment: ' Needs 18 days door to door ', note: 'Customer call' });
    expect(lost.status).toBe(200);
    expect(lost.body.data.record).toMatchObject({ status: 'LOST', lossReason: 'TRANSIT_TIME', feedback: 'Needs 18 days door to door', version: 3 });
    const reopened = await act('reopen', { version: 3 });
    expect(reopened.body.data.record).toMatchObject({ status: 'RECEIVED', lossReason: null, feedback: null, version: 4 });
    const trail = (await server.get(`${API}/${id}/activity`, viewer)).body.data.items as Array<{ action: string; from: string | null; to: string; note: string | null; actorName: string }>;
    expect(trail.map((a) => [a.action, a.from, a.to])).toEqual([
      ['created', null, 'RECEIVED'],
      ['start-quote', 'RECEIVED', 'QUOTING'],
      ['mark-lost', 'QUOTING', 'LOST'],
      ['reopen', 'LOST', 'RECEIVED'],
    ]);
    expect(trail[2].note).toBe('Customer call');
  });

  it("answers 404 for another company's enquiry on every route", async () => {
    const id = (await create()).body.data.id;
    expect((await server.get(`${API}/${id}`, acme)).status).toBe(404);
    expect((await server.post(`${API}/${id}/`, { data: { notes: 'x', version: 1 } }, acme)).status).toBe(404);
    expect((await server.post(`${API}/${id}/start-quote/`, { data: { version: 1 } }, acme)).status).toBe(404);
    expect((await server.get(`${API}/${id}/activity`, acme)).status).toBe(404);
    expect((await server.get(`${API}/not-an-id`, bluewave)).status).toBe(404);
  });

  it('answers 403 to a viewer on writes and to an operator on mark-won (Approve), writing nothing', async () => {
    const before = await count();
    expect((await create({}, viewer)).status).toBe(403);
    expect(await count()).toBe(before);
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/`, { data: { notes: 'x', version: 1 } }, viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/start-quote/`, { data: { version: 1 } }, viewer)).status).toBe(403);
    await server.db.query("UPDATE enquiries SET status = 'QUOTED' WHERE id = $1", [id]);
    expect((await server.post(`${API}/${id}/mark-won/`, { data: { version: 1 } }, operator)).status).toBe(403);
    const won = await server.post(`${API}/${id}/mark-won/`, { data: { version: 1 } }, bluewave);
    expect(won.body.data.record.status).toBe('WON');
  });

  it('answers 403 on every route when the company switched the plugin off', async () => {
    await server.switches.set(server.db, bluewaveId, 'quotes', false);
    try {
      expect((await server.get(API, bluewave)).status).toBe(403);
      expect((await create()).status).toBe(403);
      expect((await server.get(QUOTES_API.summary, bluewave)).status).toBe(403);
      expect((await server.get(QUOTES_API.termAndConditions, bluewave)).status).toBe(403);
      expect((await server.get(API, acme)).status).toBe(200);
    } finally {
      await server.switches.set(server.db, bluewaveId, 'quotes', true);
    }
  });

  it('gives gap-free, distinct references under concurrent creates (failed creates take no number)', async () => {
    const last = (await server.db.one<{ last: number }>("SELECT last FROM reference_counters WHERE company_id = $1 AND kind = 'ENQ' AND year = $2", [bluewaveId, YEAR]))!.last;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => create(i % 4 === 3 ? { containers: [] } : { cargo: { commodity: `Lot ${i}` } })));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(9);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    const numbers = ok.map((a) => Number(String(a.body.data.record.reference).slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => last + 1 + i));
  });
});
