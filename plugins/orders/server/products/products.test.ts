import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { ORDERS_API, type Product, type ProductPrice } from '../../shared/types';
import { ordersTestServer, type OrdersTestServer } from '../master/ordersTestServer';

const P = ORDERS_API.products;

describe.each(testDatabases())('product catalogue API on %s', (dialect) => {
  let t: OrdersTestServer;
  let server: TestServer;
  let supplierId: string;
  let inactiveId: string;
  beforeAll(async () => {
    t = await ordersTestServer(dialect);
    server = t.server;
    supplierId = (await server.post(ORDERS_API.companyMaster, { data: { code: 'SUP-1', name: 'Ningbo Test Packaging', country: 'CN' } }, t.tokens.acme)).body.data.record._id;
    inactiveId = (await server.post(ORDERS_API.companyMaster, { data: { code: 'SUP-OLD', name: 'Gone Ltd', country: 'CN', active: false } }, t.tokens.acme)).body.data.record._id;
  }, 120_000);
  afterAll(async () => server?.close());

  const carton = { sku: 'CTN-5PLY-600', name: '5-ply export carton 600×400×400', category: 'Packaging', hsCode: '4819.10', unit: 'pcs', lengthCm: '60', widthCm: '40', heightCm: '40.5', weightKg: '0.85', unitPrice: '1.2', currency: 'usd' };

  it('creates a product with its supplier and a MANUAL price row; a price change adds one, other changes do not', async () => {
    const created = await server.post(P, { data: { ...carton, supplierId } }, t.tokens.acme);
    expect(created.status).toBe(201);
    const product = created.body.data.record as Product;
    expect(product).toMatchObject({ sku: 'CTN-5PLY-600', hsCode: '481910', unit: 'PCS', heightCm: '40.5', weightKg: '0.85', unitPrice: '1.20', currency: 'USD', supplierId, supplierName: 'Ningbo Test Packaging', active: true });

    const renamed = await server.post(`${P}/${product._id}/`, { data: { name: 'Export carton', version: 1 } }, t.tokens.operator);
    expect(renamed.status).toBe(200);
    const repriced = await server.post(`${P}/${product._id}/`, { data: { unitPrice: '1.35', version: 2 } }, t.tokens.acme);
    expect(repriced.body.data.record).toMatchObject({ unitPrice: '1.35', version: 3 });
    const prices = await server.get(`${P}/${product._id}/prices`, t.tokens.viewer);
    expect(prices.body.data.items.map((p: ProductPrice) => [p.unitPrice, p.currency, p.source])).toEqual([['1.35', 'USD', 'MANUAL'], ['1.20', 'USD', 'MANUAL']]);

    const list = await server.get(`${P}?filter[category]=Packaging&filter[supplierId]=${supplierId}&search=ctn-5`, t.tokens.viewer);
    expect(list.body.data.items.map((p: Product) => [p.sku, p.supplierName])).toEqual([['CTN-5PLY-600', 'Ningbo Test Packaging']]);
    expect((await server.get(`${P}?filter[active]=false`, t.tokens.viewer)).body.data.items).toEqual([]);
  });

  it('refuses a taken SKU (any case), bad HS code, dimensions, price, currency and a supplier that is not an active SUPPLIER, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sku: 'ctn-5ply-600' }, 'data.sku'],
      [{ sku: 'bad sku!' }, 'data.sku'],
      [{ hsCode: '12345' }, 'data.hsCode'],
      [{ lengthCm: '0' }, 'data.lengthCm'],
      [{ weightKg: '-1' }, 'data.weightKg'],
      [{ unitPrice: '1,20' }, 'data.unitPrice'],
      [{ unitPrice: 1.2 }, 'data.unitPrice'],
      [{ currency: 'XYZ' }, 'data.currency'],
      [{ supplierId: inactiveId }, 'data.supplierId'],
      [{ supplierId: 'nope' }, 'data.supplierId'],
    ];
    for (const [change, field] of cases) {
      const res = await server.post(P, { data: { ...carton, sku: 'NEW-1', ...change } }, t.tokens.acme);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const n = await server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE lower(sku) = 'new-1'");
    expect(n?.n).toBe(0);
    const taken = await server.post(P, { data: { ...carton, sku: 'ctn-5ply-600' } }, t.tokens.acme);
    expect(taken.body.error.message).toBe('The SKU ctn-5ply-600 is already in your catalogue');
  });

  it('hides products from another company (404) and refuses writes to a viewer (403)', async () => {
    const product = (await server.get(P, t.tokens.acme)).body.data.items[0] as Product;
    expect((await server.get(`${P}/${product._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await server.get(`${P}/${product._id}/prices`, t.tokens.bluewave)).status).toBe(404);
    expect((await server.post(`${P}/${product._id}/`, { data: { name: 'x', version: product.version } }, t.tokens.bluewave)).status).toBe(404);
    expect((await server.post(P, { data: { ...carton, sku: 'V-1' } }, t.tokens.viewer)).status).toBe(403);
    expect((await server.get(P, t.tokens.bluewave)).body.data.items).toEqual([]);
  });
});
