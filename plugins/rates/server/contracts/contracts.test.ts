import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rates from '../index';

const API = '/api/rates/v3/contracts';
const SHIPMENTS = '/api/shipments/v2';
const YEAR = new Date().getUTCFullYear();

/** An ISO 6346 container number with its check digit (owner code + U + 6 digits). */
function containerNumber(owner: string, serial: number): string {
  const body = `${owner}U${String(serial).padStart(6, '0')}`;
  const value = (ch: string) => {
    if (/\d/.test(ch)) return Number(ch);
    const v = ch.charCodeAt(0) - 55; // A = 10, skipping multiples of 11
    return v + Math.floor((v - 1) / 10);
  };
  const sum = [...body].reduce((s, ch, i) => s + value(ch) * 2 ** i, 0);
  return `${body}${(sum % 11) % 10}`;
}

/** Service contracts on a fresh database with the demo accounts, shipments and contracts. */
describe.each(testDatabases())('service contracts API on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', rates], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', 'portolan-demo');
    other = await server.login('forwarder@portolan.test', 'portolan-demo');
    const { companyId } = (await server.identity.authenticate(server.db, admin))!;
    const member = async (role: string) => {
      const user = await server.identity.createUser(server.db, { companyId, email: `${role}@acme.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
      return server.identity.issueToken(server.db, user._id);
    };
    operator = await member('operator');
    viewer = await member('viewer');
  }, 120_000);
  afterAll(async () => server?.close());

  const NEW = { reference: 'MSCU-ACME-TEST', carrier: 'mscu', validFrom: `${YEAR}-01-01`, validTo: `${YEAR}-12-31`, mqcTeu: 120, notes: 'Trial' };
  let n = 0;
  const create = async (data: Record<string, unknown> = {}, token = admin) => server.post(API, { data: { ...NEW, reference: `${NEW.reference}-${++n}`, ...data } }, token);
  const refs = (res: { body: { data: { items: Array<{ reference: string }> } } }) => res.body.data.items.map((c) => c.reference).sort();

  it("lists Acme's demo contracts with their derived state and MQC use; Bluewave sees none of them", async () => {
    const all = await server.get(API, viewer);
    expect(all.status).toBe(200);
    expect(refs(all)).toEqual([`HLCU-ACME-${YEAR}`, `MAEU-ACME-${YEAR - 1}`, `MAEU-ACME-${YEAR}`]);
    expect(refs(await server.get(`${API}?filter[status]=ACTIVE`, admin))).toEqual([`HLCU-ACME-${YEAR}`, `MAEU-ACME-${YEAR}`]);
    const expired = (await server.get(`${API}?filter[status]=EXPIRED`, admin)).body.data.items;
    expect(expired).toMatchObject([{ reference: `MAEU-ACME-${YEAR - 1}`, status: 'EXPIRED', mqcTeu: 300 }]);
    const maersk = all.body.data.items.find((c: { reference: string }) => c.reference === `MAEU-ACME-${YEAR}`);
    expect(maersk).toMatchObject({ carrier: 'MAEU', mqcTeu: 400, validFrom: `${YEAR}-01-01`, validTo: `${YEAR}-12-31`, status: 'ACTIVE' });
    // The demo shipments of the year that name it (the shipments plugin's seed).
    const named = (await server.get(`${SHIPMENTS}?filter[contractRef]=MAEU-ACME-${YEAR}&limit=200`, admin)).body.data.items as Array<{ status: string; containers: Array<{ isoType: string }> }>;
    const teu = named.filter((s) => s.status !== 'CANCELLED').flatMap((s) => s.containers).reduce((sum, c) => sum + (c.isoType.startsWith('2') ? 1 : 2), 0);
    expect(maersk.usedTeu).toBe(teu);
    expect(refs(await server.get(`${API}?search=hlcu`, admin))).toEqual([`HLCU-ACME-${YEAR}`]);
    expect(refs(await server.get(`${API}?filter[carrier]=MAEU&filter[validTo][to]=${YEAR - 1}-12-31`, admin))).toEqual([`MAEU-ACME-${YEAR - 1}`]);
    expect((await server.get(API, other)).body.data.items).toEqual([]);
  });

  it('creates a draft (carrier upper-cased), updates it with the version, and refuses a stale version', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ carrier: 'MSCU', status: 'DRAFT', mqcTeu: 120, usedTeu: 0, notes: 'Trial', version: 1 });
    const id = res.body.data.id;
    const saved = await server.post(`${API}/${id}/`, { data: { mqcTeu: 150, notes: ' ', version: 1 } }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ mqcTeu: 150, notes: null, version: 2 });
    const stale = await server.post(`${API}/${id}/`, { data: { mqcTeu: 1, version: 1 } }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    expect((await server.get(`${API}/${id}`, viewer)).body.data.record.mqcTeu).toBe(150);
  });

  it('answers bad input with a 400 naming the field and a taken reference with a 409, writing nothing', async () => {
    const count = async () => (await server.get(API, admin)).body.data.count as number;
    const before = await count();
    const zero = await create({ mqcTeu: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.field).toBe('data.mqcTeu');
    const backwards = await create({ validFrom: `${YEAR}-06-01`, validTo: `${YEAR}-05-31` });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.field).toBe('data.validTo');
    const unknownField = await create({ discount: 5 });
    expect(unknownField.status).toBe(400);
    const taken = await server.post(API, { data: { ...NEW, reference: `MAEU-ACME-${YEAR}` } }, admin);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ field: 'data.reference', message: `A contract with reference MAEU-ACME-${YEAR} already exists` });
    expect(await count()).toBe(before);
  });

  it('activates and terminates with the Approve level, records each move, and names the state on an illegal one', async () => {
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/activate/`, { data: { version: 1 } }, operator)).status).toBe(403);
    expect((await server.post(`${API}/${id}/terminate/`, { data: { version: 1 } }, admin)).body.error.message).toBe('Cannot terminate: the contract is DRAFT');
    const active = await server.post(`${API}/${id}/activate/`, { data: { version: 1, note: 'Signed' } }, admin);
    expect(active.body.data.record).toMatchObject({ status: 'ACTIVE', version: 2 });
    const again = await server.post(`${API}/${id}/activate/`, { data: { version: 2 } }, admin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot activate: the contract is ACTIVE');
    const rename = await server.post(`${API}/${id}/`, { data: { reference: 'RENAMED', version: 2 } }, admin);
    expect(rename.status).toBe(409);
    expect(rename.body.error).toMatchObject({ field: 'data.reference', message: 'Cannot change the reference: the contract is ACTIVE' });
    expect((await server.post(`${API}/${id}/`, { data: { notes: 'Amended in March', version: 2 } }, admin)).body.data.record).toMatchObject({ status: 'ACTIVE', version: 3 });
    expect((await server.post(`${API}/${id}/terminate/`, { data: { version: 3 } }, admin)).body.data.record.status).toBe('TERMINATED');
    const edit = await server.post(`${API}/${id}/`, { data: { notes: 'Too late', version: 4 } }, admin);
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Cannot edit: the contract is TERMINATED');
    expect((await server.get(`${API}/${id}/activity`, viewer)).body.data.items).toMatchObject([
      { action: 'activate', from: 'DRAFT', to: 'ACTIVE', note: 'Signed', actorName: 'Asha Shipper' },
      { action: 'terminate', from: 'ACTIVE', to: 'TERMINATED' },
    ]);
  });

  it('moves no expired contract: its validity has passed', async () => {
    const expired = (await server.get(`${API}?filter[status]=EXPIRED`, admin)).body.data.items[0];
    const terminate = await server.post(`${API}/${expired._id}/terminate/`, { data: { version: expired.version } }, admin);
    expect(terminate.status).toBe(409);
    expect(terminate.body.error.message).toBe('Cannot terminate: the contract is EXPIRED');
    const late = (await create({ validFrom: `${YEAR - 2}-01-01`, validTo: `${YEAR - 2}-12-31` })).body.data.record;
    expect(late.status).toBe('EXPIRED');
    expect((await server.post(`${API}/${late._id}/activate/`, { data: { version: 1 } }, admin)).body.error.message).toBe('Cannot activate: the contract is EXPIRED');
    expect((await server.post(`${API}/${late._id}/`, { data: { notes: 'x', version: 1 } }, admin)).body.error.message).toBe('Cannot edit: the contract is EXPIRED');
  });

  it('draws MQC use from the shipments that name the contract, by month, cancelled ones left out', async () => {
    const contract = (await create({ mqcTeu: 10 })).body.data.record;
    const ship = async (month: number, types: string[], status?: string) => {
      const res = await server.post(SHIPMENTS, {
        data: {
          reference: `MQC-${contract.reference}-${month}-${types.length}-${status ?? 'x'}`, mode: 'FCL', carrier: 'MSCU', pol: 'INNSA', pod: 'NLRTM', contractRef: contract.reference,
          etd: `${YEAR}-${String(month).padStart(2, '0')}-10T08:00:00Z`, eta: `${YEAR}-${String(month).padStart(2, '0')}-28T08:00:00Z`,
          containers: types.map((isoType, i) => ({ number: containerNumber('MSC', month * 1000 + i + types.length * 100 + (status ? 50 : 0)), isoType })),
          ...(status && { status }),
        },
      }, admin);
      expect(res.status).toBe(201);
      expect(res.body.data.record.contractRef).toBe(contract.reference);
    };
    await ship(2, ['22G1', '45G1']);
    await ship(2, ['42G1']);
    await ship(5, ['45R1', '22R1']);
    await ship(5, ['45G1'], 'CANCELLED');
    const usage = await server.get(`${API}/${contract._id}/usage`, viewer);
    expect(usage.status).toBe(200);
    expect(usage.body.data.record).toMatchObject({ mqcTeu: 10, usedTeu: 8 });
    const months = usage.body.data.record.months as Array<{ month: string; teu: number; shipments: number }>;
    expect(months).toHaveLength(12);
    expect(months.find((m) => m.month === `${YEAR}-02`)).toEqual({ month: `${YEAR}-02`, teu: 5, shipments: 2 });
    expect(months.find((m) => m.month === `${YEAR}-05`)).toEqual({ month: `${YEAR}-05`, teu: 3, shipments: 1 });
    expect(months.find((m) => m.month === `${YEAR}-07`)).toEqual({ month: `${YEAR}-07`, teu: 0, shipments: 0 });
    expect((await server.get(`${API}/${contract._id}`, admin)).body.data.record.usedTeu).toBe(8);
  });

  it("keeps another company's contracts out of sight: 404 on every route", async () => {
    const id = (await create()).body.data.id;
    expect((await server.get(`${API}/${id}`, other)).status).toBe(404);
    expect((await server.get(`${API}/${id}/usage`, other)).status).toBe(404);
    expect((await server.get(`${API}/${id}/activity`, other)).status).toBe(404);
    expect((await server.get(`${API}/${id}/comments`, other)).status).toBe(404);
    expect((await server.post(`${API}/${id}/`, { data: { notes: 'Mine', version: 1 } }, other)).status).toBe(404);
    expect((await server.post(`${API}/${id}/activate/`, { data: { version: 1 } }, other)).status).toBe(404);
    expect((await server.get(`${API}/not-an-id/usage`, admin)).status).toBe(404);
  });

  it('refuses writes to a role without the level (403) and takes comments from readers with Create', async () => {
    expect((await create({}, viewer)).status).toBe(403);
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/activate/`, { data: { version: 1 } }, viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/comments`, { data: { text: 'Rates attached' } }, operator)).status).toBe(201);
    expect((await server.get(`${API}/${id}/comments`, viewer)).body.data.items).toMatchObject([{ text: 'Rates attached', authorName: 'Acme operator' }]);
  });
});
