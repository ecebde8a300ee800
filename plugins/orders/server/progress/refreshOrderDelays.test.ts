import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { refreshOrder } from '../orders/refreshOrder';
import { refreshOrderDelays } from './refreshOrderDelays';
import { day, line, makeOrder, startOrdersWorld, type OrdersWorld } from './testOrders';

/** The set-based delay sweep gives what refreshOrder computes today (cancelled lines aside: their delay counts nowhere), for orders last refreshed days ago. */
describe.each(testDatabases())('order delay sweep on %s', (dialect) => {
  let w: OrdersWorld;
  const running: string[] = [];
  const finished: string[] = [];

  const snapshot = async (ids: string[]) => {
    const lines = await w.server.db.query('SELECT id, delay_days, milestone FROM order_line_items WHERE order_id = ANY($1::uuid[]) AND NOT cancelled ORDER BY id', [ids]);
    const orders = await w.server.db.query('SELECT id, late, max_delay_days, milestone FROM purchase_orders WHERE id = ANY($1::uuid[]) ORDER BY id', [ids]);
    return { lines: lines.rows, orders: orders.rows };
  };

  beforeAll(async () => {
    w = await startOrdersWorld(dialect);
    const o = (setup: Parameters<typeof makeOrder>[3], lines = [line()]) => makeOrder(w, w.acme, { supplierId: w.suppliers.alpha, lines }, setup);
    running.push(
      await o({ status: 'DRAFT' }),
      await o({ status: 'ISSUED', actuals: { 1: { ISSUED: day(-30) } } }),
      await o({ status: 'ACKNOWLEDGED', actuals: { 1: { ISSUED: day(-30), ACKNOWLEDGED: day(-20), IN_PRODUCTION: day(-19) } }, cancelledLines: [2] }, [line(), line({ sku: 'SKU-2' })]),
      await o({ status: 'ACKNOWLEDGED', actuals: { 1: { ISSUED: day(-30), ACKNOWLEDGED: day(-29), IN_PRODUCTION: day(-22), CARGO_READY: day(-2) }, 2: { ISSUED: day(-30) } } }, [line(), line({ sku: 'SKU-2', cargoReadyDate: day(20) })]),
      await o({ status: 'ACKNOWLEDGED', actuals: { 1: { ISSUED: day(-30), ACKNOWLEDGED: day(-29), IN_PRODUCTION: day(-22), CARGO_READY: day(-6), BOOKED: day(-4), SHIPPED: day(-3), DELIVERED: day(-1) } } }, [line({ requiredDeliveryDate: day(-4) })]),
      await makeOrder(w, w.acme, { supplierId: w.suppliers.beta, orderDate: day(5), lines: [line({ cargoReadyDate: day(20) })] }, { status: 'ISSUED' }),
    );
    // A planned day edited out of order: acknowledgement planned before the issue.
    const odd = await o({ status: 'ISSUED' });
    await w.server.db.query("UPDATE order_milestones SET planned_date = $2 WHERE order_id = $1 AND milestone = 'ACKNOWLEDGED' AND line_item_id IS NOT NULL", [odd, day(-40)]);
    running.push(odd);
    finished.push(await o({ status: 'CANCELLED' }), await o({ status: 'CLOSED' }));
    for (const id of [...running, ...finished]) await w.server.db.transaction((tx) => refreshOrder(tx, id, day(-10)));
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('raises delays and late flags exactly as refreshOrder would today, leaves finished orders alone, and finds nothing on a second run', async () => {
    const before = await snapshot(finished);
    expect(await refreshOrderDelays(w.server.db, day(0))).toBeGreaterThanOrEqual(4);
    const swept = await snapshot(running);
    for (const id of running) await w.server.db.transaction((tx) => refreshOrder(tx, id, day(0)));
    expect(swept).toEqual(await snapshot(running));
    // All but the future order and the delivered one (its planned delivery is floored to its planned shipping day, so it arrived early).
    expect(swept.orders.filter((r) => r.late)).toHaveLength(running.length - 2);
    expect(await snapshot(finished)).toEqual(before);
    expect(await refreshOrderDelays(w.server.db, day(0))).toBe(0);
  });
});
