import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, provide, SHIPMENT_RECORDS, SHIPMENT_TRACKING } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import ordersPlugin from '../index';
import { ORDERS_API, type OrderRfqDetails, type RequisitionDetails } from '../../shared/types';
import { seedMaster } from '../master/seedMaster';
import { DEMO_REQUISITIONS, seedSourcing } from './seedSourcing';
import type { SeedContext } from '@portolan/sdk/server';

const fakes = defineServerPlugin({
  id: 'orders-seed-fakes',
  provides: [provide(SHIPMENT_RECORDS, () => ({}) as never), provide(SHIPMENT_TRACKING, () => ({}) as never)],
});

describe.each(testDatabases())('seedSourcing on %s', (dialect) => {
  let server: TestServer;
  let acme = '';
  /** The master data and this seed alone (seedOrders needs the shipment services these tests fake). */
  const context = () => ({ db: server.db, config: { env: 'test', seedDemo: true }, log: { info: () => undefined, warn: () => undefined }, identity: server.identity, plugins: server.switches }) as unknown as SeedContext;
  const seed = () => seedSourcing(context());
  const counts = async () => {
    const row = await server.db.one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM requisitions WHERE company_id = $1)::int AS requisitions, (SELECT count(*) FROM order_rfqs WHERE company_id = $1)::int AS rfqs,
              (SELECT count(*) FROM purchase_orders WHERE company_id = $1 AND order_rfq_id IS NOT NULL)::int AS pos, (SELECT count(*) FROM supplier_quotes WHERE company_id = $1)::int AS quotes,
              (SELECT count(*) FROM approval_configurations WHERE company_id = $1)::int AS rules, (SELECT count(*) FROM approval_requests WHERE company_id = $1)::int AS requests`,
      [acme],
    );
    return row!;
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, ordersPlugin], dialect });
    await server.seed('auth');
    await seedMaster(context());
    acme = String((await server.db.one<{ id: string }>("SELECT id FROM companies WHERE name = 'Acme Exports'"))!.id);
    // What the story needs of the master data (seedMaster's; filled in should it change).
    for (const [code, name, port] of [['SUP-NINGBO', 'Ningbo Packaging Co', 'CNNGB'], ['SUP-BRIGHTWAY', 'Brightway Industries', 'CNSHA'], ['SUP-SAIGON', 'Saigon Paper Works', 'VNSGN']]) {
      await server.db.query("INSERT INTO company_master (company_id, code, name, kind, country, port, payment_terms) VALUES ($1, $2, $3, 'SUPPLIER', 'CN', $4, 'Net 45') ON CONFLICT DO NOTHING", [acme, code, name, port]);
    }
    for (const [code, name] of [['LOC-PUNE', 'Pune factory'], ['LOC-BHIWANDI', 'Bhiwandi warehouse'], ['LOC-ROTTERDAM', 'Rotterdam DC']]) {
      await server.db.query("INSERT INTO company_locations (company_id, code, name, country, port) VALUES ($1, $2, $3, 'IN', 'INNSA') ON CONFLICT DO NOTHING", [acme, code, name]);
    }
    await server.db.query(
      `INSERT INTO products (company_id, sku, name, category, unit_price, currency, supplier_id)
       SELECT $1, 'PK-CARTON-TEST', 'Export carton', 'Packaging', 1.15, 'USD', (SELECT id FROM company_master WHERE company_id = $1 AND code = 'SUP-NINGBO') ON CONFLICT DO NOTHING`,
      [acme],
    );
    await seed();
  }, 180_000);
  afterAll(async () => server?.close());

  it('tells the sourcing story once: approved, sourced, quoted, awarded into two POs; one pending, one draft', async () => {
    const token = await server.login('shipper@portolan.test', 'portolan-demo');
    const arjun = await server.login('approver@portolan.test', 'portolan-demo');
    const list = (await server.get(`${ORDERS_API.requisitions}?limit=50`, token)).body.data.items as RequisitionDetails[];
    const byTitle = (t: string) => list.find((r) => r.title === t)!;
    expect(byTitle(DEMO_REQUISITIONS.sourced).status).toBe('ORDERED');
    expect(byTitle(DEMO_REQUISITIONS.pending).status).toBe('PENDING_APPROVAL');
    expect(byTitle(DEMO_REQUISITIONS.draft).status).toBe('DRAFT');
    const sourced = (await server.get(`${ORDERS_API.requisitions}/${byTitle(DEMO_REQUISITIONS.sourced)._id}`, token)).body.data.record as RequisitionDetails;
    expect(sourced.approval).toMatchObject({ status: 'APPROVED', levels: [{ level: 1, status: 'APPROVED', decidedBy: 'Arjun Approver' }] });
    expect(sourced.purchaseOrders.map((p) => p.status)).toEqual(['DRAFT', 'DRAFT']);
    const rfq = (await server.get(`${ORDERS_API.orderRfqs}/${sourced.orderRfqId}`, token)).body.data.record as OrderRfqDetails;
    expect(rfq.status).toBe('AWARDED');
    expect(rfq.suppliers.map((s) => [s.supplierCode, s.status])).toEqual([['SUP-BRIGHTWAY', 'AWARDED'], ['SUP-NINGBO', 'AWARDED'], ['SUP-SAIGON', 'DECLINED']]);
    expect(new Set(rfq.awards.map((a) => a.supplierName)).size).toBe(2);
    expect(rfq.purchaseOrders).toHaveLength(2);
    const pending = await server.get(`${ORDERS_API.requisitions}/${byTitle(DEMO_REQUISITIONS.pending)._id}/approval`, arjun);
    expect(pending.body.data.record).toMatchObject({ status: 'PENDING', canDecide: true });
    const rules = (await server.get(ORDERS_API.orderApprovalConfigurations, token)).body.data.items;
    expect(rules.map((r: { level: number; minAmount: string }) => [r.level, r.minAmount])).toEqual([[1, '50000.00'], [2, '250000.00']]);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({ requisitions: 3, rfqs: 1, pos: 2, quotes: 2, rules: 3 });
    await seed();
    expect(await counts()).toEqual(before);
  });
});
