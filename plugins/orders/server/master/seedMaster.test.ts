import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { ORDERS_API, type CompanyMasterEntry, type LocationOption, type Product, type ProductPrice, type SupplierOption } from '../../shared/types';
import { DEMO_SUPPLIER_CODES } from './demoMaster';
import { ordersTestServer } from './ordersTestServer';
import { seedMaster } from './seedMaster';

describe.each(testDatabases())('orders demo master data on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  beforeAll(async () => {
    const t = await ordersTestServer(dialect);
    server = t.server;
    acme = t.tokens.acme;
    const ctx = { db: server.db, log: server.app.log, config: {}, identity: server.identity, plugins: server.switches } as never;
    await seedMaster(ctx);
    await seedMaster(ctx); // idempotent
  }, 120_000);
  afterAll(async () => server?.close());

  it('gives Acme five suppliers with the fixed codes, a customer, a consignee and three locations, once', async () => {
    const suppliers = (await server.get(ORDERS_API.suppliers, acme)).body.data.items as SupplierOption[];
    expect(suppliers.map((s) => s.code).sort()).toEqual(Object.values(DEMO_SUPPLIER_CODES).sort());
    expect(suppliers.find((s) => s.code === 'SUP-BRIGHTWAY')).toMatchObject({ name: 'Shenzhen Brightway Electronics Co., Ltd.', country: 'CN', port: 'CNYTN', currency: 'USD', contactEmail: 'orders@brightway.example', paymentTerms: '30% advance, 70% against B/L copy' });
    expect(suppliers.find((s) => s.code === 'SUP-TIRUPUR')).toMatchObject({ country: 'IN', port: 'INMAA', currency: 'INR' });
    const all = (await server.get(`${ORDERS_API.companyMaster}?limit=50`, acme)).body.data.items as CompanyMasterEntry[];
    expect(all.map((e) => e.kind).sort()).toEqual(['CONSIGNEE', 'CUSTOMER', 'SUPPLIER', 'SUPPLIER', 'SUPPLIER', 'SUPPLIER', 'SUPPLIER']);
    expect(all.every((e) => e.contactName && e.contactEmail && e.paymentTerms)).toBe(true);
    const locations = (await server.get(ORDERS_API.listCompanyLocations, acme)).body.data.items as LocationOption[];
    expect(locations.map((l) => [l.code, l.kind, l.country, l.port]).sort()).toEqual([
      ['LOC-BHIWANDI', 'WAREHOUSE', 'IN', 'INNSA'], ['LOC-PUNE', 'FACTORY', 'IN', 'INNSA'], ['LOC-ROTTERDAM', 'DISTRIBUTION_CENTRE', 'NL', 'NLRTM'],
    ]);
  });

  it('gives Acme 24 products in four categories, each with its supplier and 2–4 prices over the past year, the newest its price', async () => {
    const products = (await server.get(`${ORDERS_API.products}?limit=50`, acme)).body.data.items as Product[];
    expect(products).toHaveLength(24);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Electronics', 'Packaging', 'Textiles', 'Machinery parts']));
    expect(products.every((p) => p.supplierName && p.hsCode && p.weightKg && p.lengthCm)).toBe(true);
    expect(products.find((p) => p.sku === 'MP-BRG-6204-2RS')).toMatchObject({ hsCode: '848210', supplierName: 'Busan Precision Parts Co.', unitPrice: '0.92', currency: 'USD' });
    const counts = new Set<number>();
    for (const p of products) {
      const prices = (await server.get(`${ORDERS_API.products}/${p._id}/prices`, acme)).body.data.items as ProductPrice[];
      counts.add(prices.length);
      expect(prices[0]).toMatchObject({ unitPrice: p.unitPrice, currency: p.currency });
      expect(Date.now() - Date.parse(prices.at(-1)!.effectiveAt)).toBeLessThan(366 * 86_400_000);
    }
    expect([...counts].sort()).toEqual([2, 3, 4]);
  });
});
