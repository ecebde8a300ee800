import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, todayUtc } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { ORDERS_API, type OrderLineItemRow } from '../../shared/types';
import { line, makeOrder, startOrdersWorld, type OrdersWorld } from './testOrders';

/**
 * The line items list, the summary and the four aggregates on a small known data set (fixed days in the
 * past; delays and late flags set by SQL so the numbers do not depend on today):
 *
 * | order | supplier | cur | status       | date       | lines (sku qty × price = amount, delay)                     |
 * | PO-A1 | Alpha    | USD | ISSUED       | 2026-01-10 | SKU-1 10 × 5 = 50.00 (0), SKU-2 3 × 12.50 = 37.50 (5)       |
 * | PO-B1 | Beta     | USD | ACKNOWLEDGED | 2026-02-05 | SKU-1 4 × 5 = 20.00 (10), SKU-3 1 × 100 cancelled            |
 * | PO-A2 | Alpha    | EUR | ISSUED       | 2026-02-20 | SKU-9 2 × 7 = 14.00 (40)                                     |
 * | PO-B2 | Beta     | USD | DRAFT        | 2026-01-15 | SKU-1 100 × 5 = 500.00 (3)                                   |
 * | PO-A3 | Alpha    | USD | CANCELLED    | 2026-02-25 | SKU-1 1 × 5 = 5.00 (0)                                       |
 */
describe.each(testDatabases())('order lines, summary and aggregates on %s', (dialect) => {
  let w: OrdersWorld;
  const ids: Record<string, string> = {};
  const get = (url: string, token = w.acme.token) => w.server.get(url, token);
  const items = async (query: string): Promise<OrderLineItemRow[]> => {
    const res = await get(`${ORDERS_API.lineItems}?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data.items;
  };
  const keys = (rows: OrderLineItemRow[]) => rows.map((r) => `${r.poNumber}/${r.lineNo}`);

  beforeAll(async () => {
    w = await startOrdersWorld(dialect);
    const { alpha, beta } = w.suppliers;
    const cr = (cargoReadyDate: string) => ({ cargoReadyDate, requiredDeliveryDate: '2026-06-30' });
    ids.A1 = await makeOrder(w, w.acme, { poNumber: 'PO-A1', supplierId: alpha, orderDate: '2026-01-10', lines: [line({ quantity: '10', ...cr('2026-03-01') }), line({ sku: 'SKU-2', description: 'Linen shirts', quantity: '3', unitPrice: '12.50', ...cr('2026-03-01') })] }, {
      status: 'ISSUED', actuals: { 1: { CARGO_READY: '2026-03-01' }, 2: { CARGO_READY: '2026-03-05' } },
    });
    ids.B1 = await makeOrder(w, w.acme, { poNumber: 'PO-B1', supplierId: beta, orderDate: '2026-02-05', lines: [line({ quantity: '4', ...cr('2026-03-10') }), line({ sku: 'SKU-3', description: 'Vases', quantity: '1', unitPrice: '100', ...cr('2026-03-10') })] }, {
      status: 'ACKNOWLEDGED', cancelledLines: [2],
    });
    ids.A2 = await makeOrder(w, w.acme, { poNumber: 'PO-A2', supplierId: alpha, orderDate: '2026-02-20', currency: 'EUR', lines: [line({ sku: 'SKU-9', description: 'Wool scarves', quantity: '2', unitPrice: '7', ...cr('2026-04-01') })] }, {
      status: 'ISSUED', actuals: { 1: { CARGO_READY: '2026-03-30' } },
    });
    ids.B2 = await makeOrder(w, w.acme, { poNumber: 'PO-B2', supplierId: beta, orderDate: '2026-01-15', lines: [line({ ...cr('2026-03-01') })] }, { status: 'DRAFT' });
    ids.A3 = await makeOrder(w, w.acme, { poNumber: 'PO-A3', supplierId: alpha, orderDate: '2026-02-25', lines: [line({ quantity: '1', ...cr('2026-03-01') })] }, { status: 'CANCELLED' });
    await makeOrder(w, w.other, { poNumber: 'PO-A1', supplierId: w.suppliers.theirs, orderDate: '2026-01-10' }, { status: 'ISSUED' });
    const delays: Array<[string, number, number]> = [['PO-A1', 1, 0], ['PO-A1', 2, 5], ['PO-B1', 1, 10], ['PO-B1', 2, 0], ['PO-A2', 1, 40], ['PO-B2', 1, 3], ['PO-A3', 1, 0]];
    for (const [po, lineNo, days] of delays) {
      await w.server.db.query('UPDATE order_line_items li SET delay_days = $3 FROM purchase_orders o WHERE o.id = li.order_id AND o.company_id = $4 AND o.po_number = $1 AND li.line_no = $2', [po, lineNo, days, w.acme.companyId]);
    }
    await w.server.db.query("UPDATE purchase_orders SET late = po_number IN ('PO-A1', 'PO-B2') WHERE company_id = $1", [w.acme.companyId]);
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('lists the lines across orders with their order, filters and search', async () => {
    const all = await items('limit=50');
    expect(keys(all).sort()).toEqual(['PO-A1/1', 'PO-A1/2', 'PO-A2/1', 'PO-A3/1', 'PO-B1/1', 'PO-B1/2', 'PO-B2/1']);
    expect(all.find((r) => r.poNumber === 'PO-A1' && r.lineNo === 2)).toMatchObject({
      orderId: ids.A1, supplierId: w.suppliers.alpha, supplierName: 'Alpha Textiles', orderStatus: 'ISSUED', currency: 'USD', sku: 'SKU-2', quantity: '3', unitPrice: '12.5',
      amount: '37.50', milestone: 'CARGO_READY', delayDays: 5, late: true, openQuantity: '3', bookedQuantity: '0', shipments: [],
    });
    expect(all[0]!.milestones.map((m) => m.milestone)).toEqual(['ISSUED', 'ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED']);
    expect(keys(await items(`filter[orderId]=${ids.A1}`)).sort()).toEqual(['PO-A1/1', 'PO-A1/2']);
    expect(keys(await items(`filter[supplierId]=${w.suppliers.beta}`)).sort()).toEqual(['PO-B1/1', 'PO-B1/2', 'PO-B2/1']);
    expect(keys(await items('filter[milestone]=CARGO_READY')).sort()).toEqual(['PO-A1/1', 'PO-A1/2', 'PO-A2/1']);
    expect(keys(await items('filter[milestone]=CARGO_READY,ISSUED&filter[supplierId]=' + w.suppliers.beta)).sort()).toEqual(['PO-B1/1', 'PO-B1/2', 'PO-B2/1']);
    expect(keys(await items('filter[late]=true')).sort()).toEqual(['PO-A1/2', 'PO-A2/1', 'PO-B1/1', 'PO-B2/1']);
    expect(keys(await items('filter[open]=true')).sort()).toEqual(['PO-A1/1', 'PO-A1/2', 'PO-A2/1', 'PO-B1/1', 'PO-B2/1']);
    expect(keys(await items('search=sku-2'))).toEqual(['PO-A1/2']);
    expect(keys(await items('search=scarves'))).toEqual(['PO-A2/1']);
    expect(keys(await items('search=PO-B'))).toHaveLength(3);
    expect(keys(await items('sort[delayDays]=desc&limit=2'))).toEqual(['PO-A2/1', 'PO-B1/1']);
    expect((await get(`${ORDERS_API.lineItems}?filter[orderId]=${ids.A1}`, w.other.token)).body.data).toMatchObject({ items: [], count: 0 });
  });

  it('pages by cursor both ways and by page number, with an exact count', async () => {
    const first = await get(`${ORDERS_API.lineItems}?sort[poNumber]=asc&limit=3`);
    expect(first.body.data).toMatchObject({ count: 7, countIsExact: true, prevCursor: null });
    expect(keys(first.body.data.items)).toEqual(['PO-A1/1', 'PO-A1/2', 'PO-A2/1']);
    const second = await get(`${ORDERS_API.lineItems}?sort[poNumber]=asc&limit=3&after=${first.body.data.nextCursor}`);
    expect(keys(second.body.data.items)).toEqual(['PO-A3/1', 'PO-B1/1', 'PO-B1/2']);
    const third = await get(`${ORDERS_API.lineItems}?sort[poNumber]=asc&limit=3&after=${second.body.data.nextCursor}`);
    expect(keys(third.body.data.items)).toEqual(['PO-B2/1']);
    expect(third.body.data.nextCursor).toBeNull();
    const back = await get(`${ORDERS_API.lineItems}?sort[poNumber]=asc&limit=3&before=${third.body.data.prevCursor}`);
    expect(keys(back.body.data.items)).toEqual(['PO-A3/1', 'PO-B1/1', 'PO-B1/2']);
    expect(keys((await get(`${ORDERS_API.lineItems}?sort[poNumber]=desc&limit=2&page=2`)).body.data.items)).toEqual(['PO-B1/1', 'PO-A3/1']);
    const byDay = await get(`${ORDERS_API.lineItems}?sort[cargoReadyDate]=desc&limit=4`);
    const rest = await get(`${ORDERS_API.lineItems}?sort[cargoReadyDate]=desc&limit=4&after=${byDay.body.data.nextCursor}`);
    expect([...byDay.body.data.items, ...rest.body.data.items].map((r: OrderLineItemRow) => r.cargoReadyDate)).toEqual(['2026-04-01', '2026-03-10', '2026-03-10', '2026-03-01', '2026-03-01', '2026-03-01', '2026-03-01']);
  });

  it('refuses unknown sorts and filters, a bad milestone and a cursor of another sort (400)', async () => {
    const first = await get(`${ORDERS_API.lineItems}?sort[poNumber]=asc&limit=1`);
    for (const [query, field] of [
      ['sort[amount]=asc', 'sort'], ['filter[colour]=red', 'filter'], ['filter[milestone]=LOADED', 'filter.milestone'], ['filter[orderId]=x', 'filter.orderId'],
      [`sort[delayDays]=asc&after=${first.body.data.nextCursor}`, 'after'], ['limit=500', 'limit'],
    ]) {
      const res = await get(`${ORDERS_API.lineItems}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.field, query).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    expect((await get(ORDERS_API.lineItems, w.viewer.token)).status).toBe(200);
  });

  it('counts orders per status, per milestone of running orders, the late ones and the total, under the list filters', async () => {
    const summary = async (query = '') => {
      const res = await get(`${ORDERS_API.summary}${query ? `?${query}` : ''}`);
      expect(res.status, res.text).toBe(200);
      return res.body.data;
    };
    expect(await summary()).toEqual({
      statuses: { DRAFT: 1, PENDING_APPROVAL: 0, ISSUED: 2, CHANGES_PROPOSED: 0, ACKNOWLEDGED: 1, REJECTED: 0, CANCELLED: 1, CLOSED: 0 },
      milestones: { ISSUED: 1, ACKNOWLEDGED: 0, IN_PRODUCTION: 0, CARGO_READY: 2, BOOKED: 0, SHIPPED: 0, DELIVERED: 0 },
      late: 1,
      total: 5,
    });
    expect((await summary('filter[status]=ISSUED')).total).toBe(2);
    expect((await summary('filter[status]=ISSUED,DRAFT')).total).toBe(3);
    expect((await summary(`filter[supplierId]=${w.suppliers.alpha}`)).statuses).toMatchObject({ ISSUED: 2, CANCELLED: 1, DRAFT: 0 });
    expect((await summary('search=SKU-9')).total).toBe(1);
    expect((await summary('search=beta')).total).toBe(2);
    expect((await summary('filter[orderDate][from]=2026-02-01')).total).toBe(3);
    expect((await summary('filter[orderDate][gte]=2026-02-01&filter[orderDate][lte]=2026-02-20')).total).toBe(2);
    expect((await summary('filter[late]=true')).total).toBe(2);
    expect((await summary('filter[milestone]=CARGO_READY')).milestones.CARGO_READY).toBe(2);
    expect((await get(`${ORDERS_API.summary}?filter[status]=LOST`)).status).toBe(400);
    expect((await get(ORDERS_API.summary, w.other.token)).body.data.total).toBe(1);
  });

  it('revenue per month and supplier in the most used currency (or the one asked), from, to and supplier', async () => {
    const revenue = async (query = '') => (await get(`${ORDERS_API.aggregateByRevenue}${query ? `?${query}` : ''}`)).body.data;
    const alpha = { supplierId: w.suppliers.alpha, supplierName: 'Alpha Textiles' };
    const beta = { supplierId: w.suppliers.beta, supplierName: 'Beta Ceramics' };
    expect(await revenue()).toEqual({ currency: 'USD', currencies: ['USD', 'EUR'], items: [{ month: '2026-01', ...alpha, amount: '87.50' }, { month: '2026-02', ...beta, amount: '20.00' }] });
    expect((await revenue('currency=EUR')).items).toEqual([{ month: '2026-02', ...alpha, amount: '14.00' }]);
    expect((await revenue('from=2026-02-01')).items).toEqual([{ month: '2026-02', ...beta, amount: '20.00' }]);
    expect((await revenue('to=2026-01-31')).items).toEqual([{ month: '2026-01', ...alpha, amount: '87.50' }]);
    expect((await revenue(`supplierId=${w.suppliers.beta}`)).items).toEqual([{ month: '2026-02', ...beta, amount: '20.00' }]);
    expect((await revenue('currency=GBP')).items).toEqual([]);
    expect((await get(`${ORDERS_API.aggregateByRevenue}?currency=usd`)).status).toBe(400);
    expect((await get(`${ORDERS_API.aggregateByRevenue}?from=2026-13-01`)).status).toBe(400);
    expect((await get(ORDERS_API.aggregateByRevenue, w.other.token)).body.data).toEqual({
      currency: 'USD', currencies: ['USD'], items: [{ month: '2026-01', supplierId: w.suppliers.theirs, supplierName: 'Their Supplier', amount: '500.00' }],
    });
  });

  it('line delays per bucket (live lines of orders past DRAFT and not CANCELLED)', async () => {
    const res = await get(ORDERS_API.aggregateLineItemDelay);
    expect(res.body.data).toEqual({
      currency: 'USD', currencies: ['USD', 'EUR'],
      items: [
        { bucket: 'ON_TIME', title: 'On time', count: 1 }, { bucket: 'D1_7', title: '1–7 days', count: 1 }, { bucket: 'D8_14', title: '8–14 days', count: 1 },
        { bucket: 'D15_30', title: '15–30 days', count: 0 }, { bucket: 'D31', title: 'Over 30 days', count: 1 },
      ],
    });
    expect((await get(`${ORDERS_API.aggregateLineItemDelay}?supplierId=${w.suppliers.beta}`)).body.data.items.map((b: { count: number }) => b.count)).toEqual([0, 0, 1, 0, 0]);
  });

  it('supplier cargo-ready performance: on time, late, share on time and average delay of the late lines', async () => {
    const res = await get(ORDERS_API.aggregateLineItemPerformance);
    expect(res.body.data.items).toEqual([
      { supplierId: w.suppliers.alpha, supplierName: 'Alpha Textiles', lines: 3, onTime: 2, late: 1, onTimePct: 66.7, averageDelayDays: 4 },
      { supplierId: w.suppliers.beta, supplierName: 'Beta Ceramics', lines: 1, onTime: 0, late: 1, onTimePct: 0, averageDelayDays: daysBetween('2026-03-10', todayUtc()) },
    ]);
    expect((await get(`${ORDERS_API.aggregateLineItemPerformance}?from=2026-02-15&supplierId=${w.suppliers.alpha}`)).body.data.items).toEqual([
      { supplierId: w.suppliers.alpha, supplierName: 'Alpha Textiles', lines: 1, onTime: 1, late: 0, onTimePct: 100, averageDelayDays: 0 },
    ]);
  });

  it('top SKUs by amount in the currency', async () => {
    expect((await get(ORDERS_API.aggregateLineItemRevenue)).body.data.items).toEqual([
      { sku: 'SKU-1', description: 'Cotton shirts', quantity: '14', unit: 'PCS', amount: '70.00' },
      { sku: 'SKU-2', description: 'Linen shirts', quantity: '3', unit: 'PCS', amount: '37.50' },
    ]);
    expect((await get(`${ORDERS_API.aggregateLineItemRevenue}?currency=EUR`)).body.data.items).toEqual([{ sku: 'SKU-9', description: 'Wool scarves', quantity: '2', unit: 'PCS', amount: '14.00' }]);
    expect((await get(ORDERS_API.aggregateLineItemRevenue, w.viewer.token)).status).toBe(200);
  });
});
