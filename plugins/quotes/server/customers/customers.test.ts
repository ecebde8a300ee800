import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCompanies } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotes from '../index';
import { QUOTES_API } from '../../shared/types';

const API = QUOTES_API.customers;
const NEW = {
  name: 'Hanseatic Coffee Importers',
  email: 'ops@hanseatic.example',
  country: 'DE',
  contacts: [{ name: 'Lena Vogt', email: 'lena@hanseatic.example', phone: '+49 40 1234', role: 'Buyer' }],
  creditDays: 45,
  creditLimit: '125000.50',
  defaultMargin: { type: 'PERCENT', value: '12.5' },
  currency: 'EUR',
};

/** The forwarder's customers on a fresh database with the demo accounts and the area's demo data. */
describe.each(testDatabases())('customers API on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let acme: string;
  let viewer: string;
  let bluewaveId: string;
  let acmeId: string;
  let strangerId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', 'rates', quotes], dialect, seed: true });
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    strangerId = (await server.identity.createCompany(server.db, { name: 'Not In Network Ltd', kind: 'shipper' }))._id;
    const user = await server.identity.createUser(server.db, { companyId: bluewaveId, email: 'viewer@bluewave.test', name: 'Bluewave viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await server.identity.issueToken(server.db, user._id);
  }, 180_000);
  afterAll(async () => server?.close());

  const count = async () => Number((await server.db.one<{ n: string }>('SELECT count(*) AS n FROM customers WHERE company_id = $1', [bluewaveId]))!.n);
  let n = 0;
  const create = (data: Record<string, unknown> = {}, token = bluewave) => server.post(API, { data: { ...NEW, name: `${NEW.name} ${++n}`, ...data } }, token);

  it("seeds Bluewave's customers with Acme linked to its company; searches, filters and sorts; others see none", async () => {
    const all = await server.get(`${API}?limit=200`, viewer);
    expect(all.status).toBe(200);
    const items = all.body.data.items as Array<{ name: string; customerCompanyId: string | null; currency: string; contacts: unknown[] }>;
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.find((c) => c.name === 'Acme Exports')).toMatchObject({ customerCompanyId: acmeId, currency: 'USD', defaultMargin: { type: 'PERCENT', value: '10' } });
    expect(items.filter((c) => c.customerCompanyId === null).length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((c) => c.currency))).toEqual(new Set(['USD', 'EUR', 'INR']));
    expect(items.every((c) => c.contacts.length > 0)).toBe(true);
    const names = items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await server.get(`${API}?search=ganeshspices`, bluewave)).body.data.items.map((c: { name: string }) => c.name)).toEqual(['Shree Ganesh Spices Pvt Ltd']);
    const eur = (await server.get(`${API}?filter[currency]=EUR`, bluewave)).body.data.items as Array<{ currency: string }>;
    expect(eur.length).toBeGreaterThan(0);
    expect(eur.every((c) => c.currency === 'EUR')).toBe(true);
    const newest = (await server.get(`${API}?sort[createdAt]=desc&limit=1`, bluewave)).body.data.items;
    expect(newest).toHaveLength(1);
    expect((await server.get(API, acme)).body.data.items.map((c: { name: string }) => c.name)).not.toContain('Acme Exports');
  });

  it('creates a customer with contacts, terms, margin and currency; updates it with the version', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const rec = res.body.data.record;
    expect(rec).toMatchObject({ contacts: NEW.contacts, creditDays: 45, creditLimit: '125000.50', defaultMargin: { type: 'PERCENT', value: '12.5' }, currency: 'EUR', status: 'ACTIVE', customerCompanyId: null, version: 1 });
    const saved = await server.post(`${API}/${rec._id}/`, { data: { status: 'INACTIVE', defaultMargin: null, contacts: [], version: 1 } }, bluewave);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ status: 'INACTIVE', defaultMargin: null, contacts: [], version: 2 });
    const stale = await server.post(`${API}/${rec._id}/`, { data: { creditDays: 10, version: 1 } }, bluewave);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const trail = (await server.get(`${API}/${rec._id}/activity`, viewer)).body.data.items as Array<{ action: string; from: string | null; to: string; note: string | null }>;
    expect(trail.map((a) => [a.action, a.from, a.to, a.note])).toEqual([
      ['created', null, 'ACTIVE', null],
      ['deactivated', 'ACTIVE', 'INACTIVE', 'Changed status, defaultMargin, contacts'],
    ]);
    expect((await server.get(`${API}/${rec._id}/activity`, acme)).status).toBe(404);
  });

  it('answers bad input with a 400 naming the field, writing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'data.name'],
      [{ contacts: [{ email: 'a@b.example' }] }, 'data.contacts.0.name'],
      [{ contacts: [{ name: 'A', email: 'not-an-email' }] }, 'data.contacts.0.email'],
      [{ creditDays: 366 }, 'data.creditDays'],
      [{ creditDays: -1 }, 'data.creditDays'],
      [{ creditLimit: '1e5' }, 'data.creditLimit'],
      [{ defaultMargin: { type: 'PERCENT', value: '-1' } }, 'data.defaultMargin.value'],
      [{ defaultMargin: { type: 'MARKUP', value: '1' } }, 'data.defaultMargin.type'],
      [{ currency: 'ABC' }, 'data.currency'],
      [{ currency: 'usd' }, 'data.currency'],
      [{ country: 'India' }, 'data.country'],
      [{ customerCompanyId: strangerId }, 'data.customerCompanyId'],
      [{ customerCompanyId: '00000000-0000-4000-8000-000000000000' }, 'data.customerCompanyId'],
    ];
    for (const [data, field] of cases) {
      const res = await create(data);
      expect({ status: res.status, field: res.body.error?.field, data }).toEqual({ status: 400, field, data });
    }
    expect(await count()).toBe(before);
  });

  it('links a network company once per forwarder (409 for a second customer record of it)', async () => {
    const twice = await create({ customerCompanyId: acmeId });
    expect(twice.status).toBe(409);
    expect(twice.body.error.field).toBe('data.customerCompanyId');
    const partner = (await server.identity.createCompany(server.db, { name: 'New Partner Exports', kind: 'shipper' }))._id;
    expect((await create({ customerCompanyId: partner })).status).toBe(400);
    await connectCompanies(server.db, bluewaveId, partner);
    const linked = await create({ customerCompanyId: partner });
    expect(linked.status).toBe(201);
    expect(linked.body.data.record.customerCompanyId).toBe(partner);
  });

  it("answers a customer's overview: enquiries by status, recent quotes, and the shipments shared with its company", async () => {
    const id = (await server.db.one<{ id: string }>("SELECT id FROM customers WHERE company_id = $1 AND name = 'Acme Exports'", [bluewaveId]))!.id;
    const res = await server.get(`${API}/${id}/overview`, viewer);
    expect(res.status).toBe(200);
    const o = res.body.data.record;
    expect(o.customer.name).toBe('Acme Exports');
    const direct = await server.db.one<{ n: string }>('SELECT count(*) AS n FROM enquiries WHERE customer_id = $1', [id]);
    expect(o.enquiries.count).toBe(Number(direct!.n));
    expect(o.enquiries.count).toBeGreaterThanOrEqual(6);
    expect(Object.values(o.enquiries.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(o.enquiries.count);
    expect(o.enquiries.recent.length).toBe(Math.min(10, o.enquiries.count));
    const created = o.enquiries.recent.map((e: { createdAt: string }) => e.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(o.quotes.recent.length).toBe(Math.min(10, o.quotes.count));
    const shared = await server.db.one<{ n: string }>(
      "SELECT count(*) AS n FROM shipments s WHERE s.company_id = $1 AND EXISTS (SELECT 1 FROM record_parties p WHERE p.kind = 'shipment' AND p.record_id = s.id AND p.company_id = $2)",
      [bluewaveId, acmeId],
    );
    expect(o.shipments.count).toBe(Number(shared!.n));
    expect(o.shipments.recent.length).toBe(Math.min(10, o.shipments.count));
    const oneOff = (await create()).body.data.id;
    expect((await server.get(`${API}/${oneOff}/overview`, bluewave)).body.data.record).toMatchObject({ enquiries: { count: 0, recent: [] }, quotes: { count: 0 }, shipments: { count: 0, recent: [] } });
  });

  it("answers 404 for another company's customer, 403 to a viewer's writes and when the plugin is off", async () => {
    const id = (await create()).body.data.id;
    expect((await server.get(`${API}/${id}`, acme)).status).toBe(404);
    expect((await server.get(`${API}/${id}/overview`, acme)).status).toBe(404);
    expect((await server.post(`${API}/${id}/`, { data: { creditDays: 1, version: 1 } }, acme)).status).toBe(404);
    expect((await server.get(`${API}/${id}/comments`, acme)).status).toBe(404);
    const before = await count();
    expect((await create({}, viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/`, { data: { creditDays: 1, version: 1 } }, viewer)).status).toBe(403);
    expect(await count()).toBe(before);
    await server.switches.set(server.db, bluewaveId, 'quotes', false);
    try {
      expect((await server.get(API, bluewave)).status).toBe(403);
      expect((await server.get(`${API}/${id}/overview`, bluewave)).status).toBe(403);
    } finally {
      await server.switches.set(server.db, bluewaveId, 'quotes', true);
    }
  });

  it('takes comments on a customer', async () => {
    const id = (await create()).body.data.id;
    expect((await server.post(`${API}/${id}/comments`, { data: { text: 'Prefers Hapag-Lloyd' } }, bluewave)).status).toBe(201);
    const list = (await server.get(`${API}/${id}/comments`, viewer)).body.data.items as Array<{ text: string }>;
    expect(list.map((c) => c.text)).toEqual(['Prefers Hapag-Lloyd']);
  });
});
