import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { ORDER_KIND } from '../../shared/states';
import { ORDERS_API, type PurchaseOrderDetails } from '../../shared/types';
import { loadOrderDetails } from '../orders/loadOrderDetails';
import { plannedMilestones } from '../orders/plannedMilestones';
import { day, line, lineIds, makeOrder, startOrdersWorld, type OrdersWorld } from './testOrders';

/** `POST updateMilestone` (order) and `updateMilestone/:line`: rules, audit, answers. */
describe.each(testDatabases())('order milestones on %s', (dialect) => {
  let w: OrdersWorld;
  let orderId: string;
  let lines: string[];
  const plan = plannedMilestones(day(-30), day(-5), day(30));

  const post = (url: string, data: unknown, token = w.acme.token) => w.server.post(url, { data }, token);
  const details = async (id = orderId): Promise<PurchaseOrderDetails> => (await loadOrderDetails(w.server.db, w.acme.companyId, id))!;
  const notes = async (id = orderId) =>
    (await w.server.db.query<{ note: string; action: string }>('SELECT note, action FROM record_activity WHERE kind = $1 AND record_id = $2 ORDER BY created_at, id', [ORDER_KIND, id])).rows;

  beforeAll(async () => {
    w = await startOrdersWorld(dialect);
    orderId = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha, lines: [line(), line({ sku: 'SKU-2', description: 'Linen shirts', quantity: '50' })] }, {
      actuals: { 1: { ISSUED: day(-30) }, 2: { ISSUED: day(-30) } },
    });
    lines = await lineIds(w, orderId);
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('records an actual day on every open line of the order, audited with its delay, and answers the details', async () => {
    const before = await details();
    const res = await post(ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', actualDate: day(-26), version: before.version });
    expect(res.status, res.text).toBe(200);
    const record: PurchaseOrderDetails = res.body.data.record;
    expect(record.version).toBe(before.version + 1);
    expect(record.milestone).toBe('ACKNOWLEDGED');
    for (const l of record.lines) {
      expect(l.milestone).toBe('ACKNOWLEDGED');
      expect(l.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')).toMatchObject({ actualDate: day(-26), plannedDate: plan.ACKNOWLEDGED, source: 'USER', delayDays: 1 });
    }
    expect(record.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')?.actualDate).toBe(day(-26));
    expect((await notes()).at(-1)).toEqual({
      action: 'milestone',
      note: `Line 1: Acknowledged actual ${day(-26)} (planned ${plan.ACKNOWLEDGED}, 1 day late); Line 2: Acknowledged actual ${day(-26)} (planned ${plan.ACKNOWLEDGED}, 1 day late)`,
    });
    const by = await w.server.db.one<{ updated_by: string }>("SELECT updated_by FROM order_milestones WHERE line_item_id = $1 AND milestone = 'ACKNOWLEDGED'", [lines[0]]);
    expect(String(by!.updated_by)).toBe(w.acme.userId);
  });

  it('moves one line and changes planned days; the order stays at its least advanced line', async () => {
    const res = await post(ORDERS_API.updateLineMilestone(orderId, lines[1]!), { milestone: 'IN_PRODUCTION', actualDate: day(-20) });
    expect(res.status, res.text).toBe(200);
    const record: PurchaseOrderDetails = res.body.data.record;
    expect(record.lines.map((l) => l.milestone)).toEqual(['ACKNOWLEDGED', 'IN_PRODUCTION']);
    expect(record.milestone).toBe('ACKNOWLEDGED');
    expect((await notes()).at(-1)!.note).toBe(`Line 2: In production actual ${day(-20)} (planned ${plan.IN_PRODUCTION}, 3 days late)`);

    const planned = await post(ORDERS_API.updateLineMilestone(orderId, lines[0]!), { milestone: 'CARGO_READY', plannedDate: day(10) });
    expect(planned.status, planned.text).toBe(200);
    expect(planned.body.data.record.lines[0].milestones.find((m: { milestone: string }) => m.milestone === 'CARGO_READY')).toMatchObject({ plannedDate: day(10), actualDate: null });
    expect((await notes()).at(-1)!.note).toBe(`Line 1: Cargo ready planned ${day(10)}`);
  });

  it('refuses a milestone whose previous one is not reached, a future day, a clear under a later one, and foreign or cancelled lines (400, nothing written)', async () => {
    const other = await makeOrder(w, w.acme, { supplierId: w.suppliers.beta, lines: [line(), line({ sku: 'SKU-3' })] }, { cancelledLines: [2] });
    const [otherLine, cancelledLine] = await lineIds(w, other);
    const version = (await details()).version;
    const trail = (await notes()).length;
    const cases: Array<[string, unknown, string, RegExp]> = [
      [ORDERS_API.updateLineMilestone(orderId, lines[0]!), { milestone: 'CARGO_READY', actualDate: day(-1) }, 'data.milestone', /^Line 1: In production is not reached yet$/],
      [ORDERS_API.updateMilestone(orderId), { milestone: 'CARGO_READY', actualDate: day(-1), version }, 'data.milestone', /Line 1: In production is not reached yet/],
      [ORDERS_API.updateLineMilestone(orderId, lines[1]!), { milestone: 'CARGO_READY', actualDate: day(1) }, 'data.actualDate', /future/],
      [ORDERS_API.updateLineMilestone(orderId, lines[1]!), { milestone: 'ACKNOWLEDGED', actualDate: null }, 'data.actualDate', /Line 2: In production has an actual date/],
      [ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', actualDate: day(-25), lineItemIds: [otherLine], version }, 'data.lineItemIds.0', /Not a line of this order/],
      [ORDERS_API.updateMilestone(other), { milestone: 'ISSUED', actualDate: day(-25), lineItemIds: [otherLine, cancelledLine], version: 1 }, 'data.lineItemIds.1', /cancelled/],
      [ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', version }, 'data.actualDate', /planned or an actual/],
      [ORDERS_API.updateMilestone(orderId), { milestone: 'LOADED', actualDate: day(-1), version }, 'data.milestone', /./],
      [ORDERS_API.updateLineMilestone(orderId, lines[0]!), { milestone: 'ISSUED', actualDate: '2026-02-30' }, 'data.actualDate', /./],
    ];
    for (const [url, data, field, message] of cases) {
      const res = await post(url, data);
      expect(res.status, `${field} ${res.text}`).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await details()).version).toBe(version);
    expect(await notes()).toHaveLength(trail);
    expect((await details()).lines[1]!.milestones.find((m) => m.milestone === 'ACKNOWLEDGED')?.actualDate).toBe(day(-26));
  });

  it('clears an actual day when no later one has one', async () => {
    const res = await post(ORDERS_API.updateLineMilestone(orderId, lines[1]!), { milestone: 'IN_PRODUCTION', actualDate: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.record.lines[1].milestone).toBe('ACKNOWLEDGED');
    expect((await notes()).at(-1)!.note).toBe('Line 2: In production actual cleared');
  });

  it('409: actual days outside ISSUED / CHANGES_PROPOSED / ACKNOWLEDGED, planned ones on a closed order, a stale version', async () => {
    const draft = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha }, { status: 'DRAFT' });
    const [draftLine] = await lineIds(w, draft);
    const refused = await post(ORDERS_API.updateLineMilestone(draft, draftLine!), { milestone: 'ISSUED', actualDate: day(-1) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/the order is DRAFT/);
    expect((await post(ORDERS_API.updateLineMilestone(draft, draftLine!), { milestone: 'CARGO_READY', plannedDate: day(3) })).status).toBe(200);

    const closed = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha }, { status: 'CLOSED' });
    const [closedLine] = await lineIds(w, closed);
    const late = await post(ORDERS_API.updateLineMilestone(closed, closedLine!), { milestone: 'CARGO_READY', plannedDate: day(3) });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/CLOSED/);

    const stale = await post(ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', actualDate: day(-25), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
  });

  it('another company gets 404, a viewer 403, an unknown line 404', async () => {
    const version = (await details()).version;
    expect((await post(ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', actualDate: day(-25), version }, w.other.token)).status).toBe(404);
    expect((await post(ORDERS_API.updateLineMilestone(orderId, lines[0]!), { milestone: 'ACKNOWLEDGED', actualDate: day(-25) }, w.other.token)).status).toBe(404);
    expect((await post(ORDERS_API.updateMilestone(orderId), { milestone: 'ACKNOWLEDGED', actualDate: day(-25), version }, w.viewer.token)).status).toBe(403);
    expect((await post(ORDERS_API.updateLineMilestone(orderId, randomUUID()), { milestone: 'ACKNOWLEDGED', actualDate: day(-25) })).status).toBe(404);
    expect((await post(ORDERS_API.updateMilestone('not-an-id'), { milestone: 'ACKNOWLEDGED', actualDate: day(-25), version })).status).toBe(404);
    expect((await details()).version).toBe(version);
  });
});
