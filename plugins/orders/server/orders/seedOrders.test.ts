import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, SHIPMENT_RECORDS, SHIPMENT_TRACKING, type SeedContext } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { todayUtc } from '@portolan/sdk/shared';
import ordersPlugin from '../index';
import { ORDER_STATES, MILESTONES } from '../../shared/states';
import { ORDERS_API, type PurchaseOrder, type PurchaseOrderDetails } from '../../shared/types';
import { seedOrders } from './seedOrders';
import { seedMaster } from '../master/seedMaster';

describe.each(testDatabases())('Orders demo data on %s', (dialect) => {
  let server: TestServer;
  let ctx: SeedContext | undefined;
  let token = '';
  /** Hands the test a seed context with the services the orders seed uses. */
  const capture = defineServerPlugin({
    id: 'orders-seed-capture',
    requires: [SHIPMENT_RECORDS, SHIPMENT_TRACKING],
    routes(_app, c) {
      ctx = c;
    },
  });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', ordersPlugin, capture], dialect });
    await server.seed('auth');
    await server.seed('shipments');
    await seedMaster(ctx!);
    await seedOrders(ctx!); // ~2 s on PGlite (its log says how long): no timed assertion here
    await seedOrders(ctx!); // idempotent
    token = await server.login('shipper@portolan.test', 'portolan-demo');
  }, 180_000);
  afterAll(async () => server?.close());

  it('gives Acme 200 purchase orders in every state, most acknowledged, without email', async () => {
    const rows = await server.db.query<{ status: string; n: number }>("SELECT o.status, count(*)::int AS n FROM purchase_orders o JOIN companies c ON c.id = o.company_id WHERE c.name = 'Acme Exports' GROUP BY o.status");
    const byStatus = Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(200);
    for (const s of ORDER_STATES) expect(byStatus[s], s).toBeGreaterThan(0);
    expect(byStatus.ACKNOWLEDGED).toBeGreaterThan(100);
    expect(Number((await server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM auth_outbox WHERE subject LIKE '%urchase order%'"))!.n)).toBe(0);
  });

  it('spreads order dates over nine months, with lines at every milestone, some late, and totals that add up', async () => {
    const days = (await server.db.one<{ first: string; last: string }>("SELECT min(order_date)::text AS first, max(order_date) FILTER (WHERE status <> 'DRAFT')::text AS last FROM purchase_orders"))!;
    expect(days.first < new Date(Date.now() - 240 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(days.last <= todayUtc()).toBe(true);
    const milestones = await server.db.query<{ milestone: string }>('SELECT DISTINCT milestone FROM order_line_items');
    expect(new Set(milestones.rows.map((r) => r.milestone))).toEqual(new Set(MILESTONES));
    const late = (await server.get(`${ORDERS_API.orders}?filter[late]=true&limit=200`, token)).body.data.items as PurchaseOrder[];
    expect(late.length).toBeGreaterThan(10);
    expect(late.length).toBeLessThan(150);
    const lines = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_line_items GROUP BY order_id');
    expect(Math.min(...lines.rows.map((r) => Number(r.n)))).toBe(1);
    expect(Math.max(...lines.rows.map((r) => Number(r.n)))).toBe(6);
    const mismatched = await server.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM purchase_orders o WHERE o.total_amount <> (SELECT coalesce(sum(amount), 0) FROM order_line_items li WHERE li.order_id = o.id AND NOT li.cancelled)',
    );
    expect(Number(mismatched!.n)).toBe(0);
    const early = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_milestones WHERE actual_date > CURRENT_DATE');
    expect(Number(early!.n)).toBe(0);
  });

  it('ships two orders in Acme’s demo shipments, answers the list and details, and waits for approval on the pending ones', async () => {
    const links = await server.db.query<{ order_id: string; shipment_reference: string }>('SELECT DISTINCT order_id, shipment_reference FROM order_line_shipments');
    expect(links.rows.length).toBe(2);
    const shipped = (await server.get(`${ORDERS_API.orders}/${links.rows[0]!.order_id}`, token)).body.data.record as PurchaseOrderDetails;
    expect(shipped.status).toBe('ACKNOWLEDGED');
    expect(shipped.lines.every((l) => l.shipments.length === 1 && l.openQuantity === '0' && l.milestones.find((m) => m.milestone === 'SHIPPED')!.actualDate)).toBe(true);
    const pending = (await server.get(`${ORDERS_API.orders}?filter[status]=PENDING_APPROVAL`, token)).body.data.items as PurchaseOrder[];
    const details = (await server.get(`${ORDERS_API.orders}/${pending[0]!._id}`, token)).body.data.record as PurchaseOrderDetails;
    expect(details.approval).toMatchObject({ status: 'PENDING', currentLevel: 1 });
    const proposed = (await server.get(`${ORDERS_API.orders}?filter[status]=CHANGES_PROPOSED`, token)).body.data.items as PurchaseOrder[];
    const withProposal = (await server.get(`${ORDERS_API.orders}/${proposed[0]!._id}`, token)).body.data.record as PurchaseOrderDetails;
    expect(withProposal.proposals).toEqual([expect.objectContaining({ field: 'cargoReadyDate', status: 'PENDING' })]);
    expect(withProposal.link).toMatchObject({ sentTo: expect.stringContaining('@') });
    const trail = (await server.get(`${ORDERS_API.orders}/${proposed[0]!._id}/activity`, token)).body.data.items.map((a: { action: string }) => a.action);
    expect(trail).toEqual(['submit', 'propose']);
    const numbers = await server.db.query<{ po_number: string }>('SELECT po_number FROM purchase_orders ORDER BY order_date, po_number');
    expect(numbers.rows.every((r) => /^PO-\d{4}-\d{5}$/.test(r.po_number))).toBe(true);
  });
});
