import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { ORDERS_API, type CompanyLocation, type CompanyMasterEntry } from '../../shared/types';
import { ordersTestServer, type OrdersTestServer } from './ordersTestServer';

const M = ORDERS_API.companyMaster;
const L = ORDERS_API.locations;

describe.each(testDatabases())('company master and locations API on %s', (dialect) => {
  let t: OrdersTestServer;
  let server: TestServer;
  beforeAll(async () => {
    t = await ordersTestServer(dialect);
    server = t.server;
  }, 120_000);
  afterAll(async () => server?.close());

  const supplier = { code: 'sup-acme1', name: 'Shenzhen Test Electronics', kind: 'SUPPLIER', country: 'cn', port: 'cnytn', currency: 'usd', contactEmail: 'sales@test.example', paymentTerms: 'Net 30' };

  it('creates, lists, filters, searches and updates entries; codes are upper case and unique in the company', async () => {
    const created = await server.post(M, { data: supplier }, t.tokens.acme);
    expect(created.status).toBe(201);
    const entry = created.body.data.record as CompanyMasterEntry;
    expect(entry).toMatchObject({ code: 'SUP-ACME1', country: 'CN', port: 'CNYTN', currency: 'USD', kind: 'SUPPLIER', active: true, version: 1, city: null });
    await server.post(M, { data: { code: 'CUST-1', name: 'Rotterdam Retail BV', kind: 'CUSTOMER', country: 'NL' } }, t.tokens.acme);

    const dup = await server.post(M, { data: { ...supplier, code: 'SUP-ACME1' } }, t.tokens.acme);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toMatchObject({ field: 'data.code', message: 'The code SUP-ACME1 is already used' });
    // Bluewave may use the same code in its own master.
    expect((await server.post(M, { data: supplier }, t.tokens.bluewave)).status).toBe(201);

    const suppliers = await server.get(`${M}?filter[kind]=SUPPLIER`, t.tokens.viewer);
    expect(suppliers.body.data.items.map((e: CompanyMasterEntry) => e.code)).toEqual(['SUP-ACME1']);
    expect((await server.get(`${M}?search=rotterdam`, t.tokens.acme)).body.data.items.map((e: CompanyMasterEntry) => e.code)).toEqual(['CUST-1']);

    const updated = await server.post(`${M}/${entry._id}/`, { data: { city: 'Shenzhen', active: false, version: 1 } }, t.tokens.operator);
    expect(updated.status).toBe(200);
    expect(updated.body.data.record).toMatchObject({ city: 'Shenzhen', active: false, version: 2 });
    expect((await server.get(`${M}?filter[active]=false`, t.tokens.acme)).body.data.items.map((e: CompanyMasterEntry) => e.code)).toEqual(['SUP-ACME1']);
    expect((await server.get(ORDERS_API.suppliers, t.tokens.acme)).body.data.items).toEqual([]);
    const stale = await server.post(`${M}/${entry._id}/`, { data: { city: 'Dongguan', version: 1 } }, t.tokens.acme);
    expect(stale.status).toBe(409);
    await server.post(`${M}/${entry._id}/`, { data: { active: true, version: 2 } }, t.tokens.acme);
  });

  it('refuses bad country, port, currency, email and kind with a 400 naming the field, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ country: 'XX' }, 'data.country', 'Give an ISO 3166 country code such as IN or CN'],
      [{ port: 'CN-SH' }, 'data.port', 'Give a UN/LOCODE such as INNSA or CNSHA'],
      [{ currency: 'ABC' }, 'data.currency', 'Give an ISO 4217 currency code such as USD or INR'],
      [{ contactEmail: 'not an email' }, 'data.contactEmail', 'Give an email address such as orders@example.com'],
      [{ code: 'has space' }, 'data.code'],
      [{ kind: 'VENDOR' }, 'data.kind'],
    ];
    for (const [change, field, message] of cases) {
      const res = await server.post(M, { data: { ...supplier, code: 'SUP-BAD', ...change } }, t.tokens.acme);
      expect(res.status, field).toBe(400);
      expect(res.body.error.field).toBe(field);
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect((await server.get(`${M}?search=SUP-BAD`, t.tokens.acme)).body.data.count).toBe(0);
  });

  it('answers 404 for another company, 403 to a viewer writing, and the pickers with the active entries', async () => {
    const mine = (await server.get(`${M}?filter[kind]=SUPPLIER`, t.tokens.acme)).body.data.items[0] as CompanyMasterEntry;
    expect((await server.get(`${M}/${mine._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await server.post(`${M}/${mine._id}/`, { data: { city: 'X', version: mine.version } }, t.tokens.bluewave)).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${M}/${mine._id}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await server.post(M, { data: { ...supplier, code: 'SUP-V' } }, t.tokens.viewer)).status).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `${M}/${mine._id}`, token: t.tokens.operator })).status).toBe(403);

    const suppliers = await server.get(`${ORDERS_API.suppliers}?search=shenzhen`, t.tokens.viewer);
    expect(suppliers.body.data.items).toEqual([{ _id: mine._id, code: 'SUP-ACME1', name: 'Shenzhen Test Electronics', country: 'CN', currency: 'USD', paymentTerms: 'Net 30', contactEmail: 'sales@test.example', port: 'CNYTN' }]);
    const parties = await server.get(ORDERS_API.companiesId, t.tokens.acme);
    expect(parties.body.data.items.map((p: { code: string; kind: string }) => `${p.code}:${p.kind}`)).toEqual(['CUST-1:CUSTOMER', 'SUP-ACME1:SUPPLIER']);
  });

  it('deletes an unused entry, and refuses (409) to delete one an order uses: deactivate it instead', async () => {
    const spare = (await server.post(M, { data: { code: 'AGENT-1', name: 'Spare agent', kind: 'AGENT', country: 'IN' } }, t.tokens.acme)).body.data.record as CompanyMasterEntry;
    const gone = await server.request({ method: 'DELETE', url: `${M}/${spare._id}`, token: t.tokens.acme });
    expect(gone.status).toBe(200);
    expect((await server.get(`${M}/${spare._id}`, t.tokens.acme)).status).toBe(404);

    const used = (await server.get(`${M}?filter[kind]=SUPPLIER`, t.tokens.acme)).body.data.items[0] as CompanyMasterEntry;
    await server.db.query("INSERT INTO purchase_orders (company_id, po_number, supplier_id, order_date, incoterm, currency) VALUES ($1, 'PO-DEL-1', $2, '2030-01-01', 'FOB', 'USD')", [t.acmeId, used._id]);
    const refused = await server.request({ method: 'DELETE', url: `${M}/${used._id}`, token: t.tokens.acme });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('SUP-ACME1 is used by 1 purchase order, so it cannot be deleted: deactivate it instead');
  });

  it('keeps locations: CRUD, unique codes, the picker, 404 for another company and 409 when in use', async () => {
    const created = await server.post(L, { data: { code: 'loc-pune', name: 'Pune factory', kind: 'FACTORY', city: 'Pune', country: 'IN', port: 'INNSA' } }, t.tokens.acme);
    expect(created.status).toBe(201);
    const loc = created.body.data.record as CompanyLocation;
    expect(loc).toMatchObject({ code: 'LOC-PUNE', kind: 'FACTORY', country: 'IN', port: 'INNSA', active: true });
    expect((await server.post(L, { data: { code: 'LOC-PUNE', name: 'Again', country: 'IN' } }, t.tokens.acme)).body.error.field).toBe('data.code');
    expect((await server.post(L, { data: { code: 'LOC-X', name: 'X', country: 'India' } }, t.tokens.acme)).body.error.field).toBe('data.country');
    expect((await server.post(L, { data: { code: 'LOC-X', name: 'X', country: 'IN', kind: 'CASTLE' } }, t.tokens.acme)).body.error.field).toBe('data.kind');
    expect((await server.post(L, { data: { code: 'LOC-X', name: 'X', country: 'IN' } }, t.tokens.viewer)).status).toBe(403);
    expect((await server.get(`${L}/${loc._id}`, t.tokens.bluewave)).status).toBe(404);

    const picker = await server.get(`${ORDERS_API.listCompanyLocations}?search=pune`, t.tokens.viewer);
    expect(picker.body.data.items).toEqual([{ _id: loc._id, code: 'LOC-PUNE', name: 'Pune factory', kind: 'FACTORY', city: 'Pune', country: 'IN', port: 'INNSA' }]);
    const updated = await server.post(`${L}/${loc._id}/`, { data: { name: 'Pune plant', version: 1 } }, t.tokens.acme);
    expect(updated.body.data.record).toMatchObject({ name: 'Pune plant', version: 2 });

    const supplierId = (await server.get(`${M}?filter[kind]=SUPPLIER`, t.tokens.acme)).body.data.items[0]._id;
    await server.db.query("INSERT INTO purchase_orders (company_id, po_number, supplier_id, order_date, incoterm, currency, ship_to_location_id) VALUES ($1, 'PO-DEL-2', $2, '2030-01-01', 'FOB', 'USD', $3)", [t.acmeId, supplierId, loc._id]);
    const refused = await server.request({ method: 'DELETE', url: `${L}/${loc._id}`, token: t.tokens.acme });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('LOC-PUNE is used by 1 purchase order');
  });
});
