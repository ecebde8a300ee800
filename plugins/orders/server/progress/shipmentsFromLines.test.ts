import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { ORDER_KIND } from '../../shared/states';
import { ORDERS_API, type OrderLineItem, type PurchaseOrderDetails, type ShipmentOrderLine } from '../../shared/types';
import { loadOrderDetails } from '../orders/loadOrderDetails';
import { syncShipmentMilestones } from './syncShipmentMilestones';
import { day, line, lineIds, makeOrder, startOrdersWorld, type OrdersWorld } from './testOrders';

const ACKED = { status: 'ACKNOWLEDGED' as const, actuals: { 1: { ISSUED: day(-30), ACKNOWLEDGED: day(-28) }, 2: { ISSUED: day(-30), ACKNOWLEDGED: day(-28) } } };
const NEW_SHIPMENT = { mode: 'FCL', carrier: 'MAEU', etd: day(5), eta: day(30) };
const at = (offset: number) => `${day(offset)}T10:00:00.000Z`;

/** Shipments from order lines (new and existing shipments, partial quantities) and tracking moving the lines' milestones. */
describe.each(testDatabases())('shipments from order lines on %s', (dialect) => {
  let w: OrdersWorld;
  let orderId: string;
  let lines: string[];
  let poNumber: string;
  let firstShipment: string;

  const post = (url: string, data: unknown, token = w.acme.token) => w.server.post(url, { data }, token);
  const details = async (id = orderId): Promise<PurchaseOrderDetails> => (await loadOrderDetails(w.server.db, w.acme.companyId, id))!;
  const milestone = (l: OrderLineItem, m: string) => l.milestones.find((x) => x.milestone === m)!;
  const track = async (shipmentId: string, dates: { atd?: string; ata?: string }) => {
    const current = await w.server.get(`/api/shipments/v2/${shipmentId}`, w.acme.token);
    const res = await post(`/api/shipments/v2/${shipmentId}/`, { ...dates, version: current.body.data.record.version });
    expect(res.status, res.text).toBe(200);
  };

  beforeAll(async () => {
    w = await startOrdersWorld(dialect);
    orderId = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha, lines: [line(), line({ sku: 'SKU-2', description: 'Linen shirts', quantity: '50', unit: 'CTN' })] }, ACKED);
    lines = await lineIds(w, orderId);
    poNumber = (await details()).poNumber;
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('creates a new shipment from part of the lines: reference, parties and ports from the order, BOOKED today, the rest open', async () => {
    const res = await post(ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '40' }, { lineItemId: lines[1], quantity: '50' }], shipment: NEW_SHIPMENT });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.shipmentReference).toBe(`${poNumber}-1`);
    firstShipment = res.body.data.shipmentId;
    const record: PurchaseOrderDetails = res.body.data.record;
    expect(record.lines.map((l) => [l.bookedQuantity, l.openQuantity, l.milestone])).toEqual([['40', '60', 'BOOKED'], ['50', '0', 'BOOKED']]);
    expect(milestone(record.lines[0]!, 'BOOKED')).toMatchObject({ actualDate: day(0), source: 'SHIPMENT' });
    expect(record.lines[0]!.shipments).toEqual([{ shipmentId: firstShipment, reference: `${poNumber}-1`, quantity: '40' }]);
    expect(record.nextCargoReadyDate).toBe(day(-5));

    const shipment = (await w.server.get(`/api/shipments/v2/${firstShipment}`, w.acme.token)).body.data.record;
    expect(shipment).toMatchObject({ reference: `${poNumber}-1`, pol: 'CNSHA', pod: 'NLRTM', carrier: 'MAEU', shipper: 'Alpha Textiles', consignee: 'Acme Orders Test', commodity: 'Cotton shirts, Linen shirts' });
    const trail = await w.server.db.query<{ action: string; note: string }>('SELECT action, note FROM record_activity WHERE kind = $1 AND record_id = $2', [ORDER_KIND, orderId]);
    expect(trail.rows).toEqual([{ action: 'shipment', note: `Shipment ${poNumber}-1: line 1 × 40 PCS, line 2 × 50 CTN` }]);
  });

  it('refuses more than the open quantity, zero, foreign lines and unknown shipments (400 naming the field, nothing written)', async () => {
    const version = (await details()).version;
    const theirs = await makeOrder(w, w.other, { supplierId: w.suppliers.theirs }, { ...ACKED, actuals: {} });
    const theirShipment = (await post(ORDERS_API.createShipment(theirs), { lines: [{ lineItemId: (await lineIds(w, theirs))[0], quantity: '1' }], shipment: NEW_SHIPMENT }, w.other.token)).body.data.shipmentId;
    const cases: Array<[string, unknown, string]> = [
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '60.001' }], shipment: NEW_SHIPMENT }, 'data.lines.0.quantity'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }, { lineItemId: lines[1], quantity: '1' }], shipment: NEW_SHIPMENT }, 'data.lines.1.quantity'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '0' }], shipment: NEW_SHIPMENT }, 'data.lines.0.quantity'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '-1' }], shipment: NEW_SHIPMENT }, 'data.lines.0.quantity'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: randomUUID(), quantity: '1' }], shipment: NEW_SHIPMENT }, 'data.lines.0.lineItemId'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipmentId: randomUUID() }, 'data.shipmentId'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipmentId: theirShipment }, 'data.shipmentId'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }] }, 'data.shipment'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: { ...NEW_SHIPMENT, pod: 'CNSHA' } }, 'data.shipment.pod'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: { ...NEW_SHIPMENT, eta: '2026-02-30' } }, 'data.shipment.eta'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: { ...NEW_SHIPMENT, etd: 'soon' } }, 'data.shipment.etd'],
      [ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: { ...NEW_SHIPMENT, reference: `${poNumber}-1` } }, 'data.shipment.reference'],
      [ORDERS_API.createLineShipment(orderId, lines[0]!), { quantity: '61', shipment: NEW_SHIPMENT }, 'data.quantity'],
      [ORDERS_API.createLineShipment(orderId, lines[1]!), { shipment: NEW_SHIPMENT }, 'data.quantity'],
    ];
    for (const [url, data, field] of cases) {
      const res = await post(url, data);
      expect(res.status, `${field} ${res.text}`).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const after = await details();
    expect(after.version).toBe(version);
    expect(after.lines.map((l) => l.bookedQuantity)).toEqual(['40', '50']);
  });

  it('books the rest of a line on the existing shipment (the pair adds up); a second new shipment takes the next reference', async () => {
    const res = await post(ORDERS_API.createLineShipment(orderId, lines[0]!), { shipmentId: firstShipment });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.shipmentReference).toBe(`${poNumber}-1`);
    expect(res.body.data.record.lines[0]).toMatchObject({ bookedQuantity: '100', openQuantity: '0', shipments: [{ shipmentId: firstShipment, reference: `${poNumber}-1`, quantity: '100' }] });
    expect(milestone(res.body.data.record.lines[0], 'BOOKED').actualDate).toBe(day(0));

    const partial = await makeOrder(w, w.acme, { supplierId: w.suppliers.beta, poNumber: 'PO-PART-1', lines: [line({ quantity: '10' })] }, ACKED);
    const [partialLine] = await lineIds(w, partial);
    expect((await post(ORDERS_API.createLineShipment(partial, partialLine!), { quantity: '4', shipmentId: firstShipment })).status).toBe(200);
    const second = await post(ORDERS_API.createLineShipment(partial, partialLine!), { quantity: '5', shipment: { ...NEW_SHIPMENT, pol: 'CNNGB' } });
    expect(second.status, second.text).toBe(201);
    expect(second.body.data.shipmentReference).toBe('PO-PART-1-2');
    expect(second.body.data.record.lines[0]).toMatchObject({ bookedQuantity: '9', openQuantity: '1' });
    expect((await w.server.get(`/api/shipments/v2/${second.body.data.shipmentId}`, w.acme.token)).body.data.record).toMatchObject({ pol: 'CNNGB', pod: 'NLRTM' });
  });

  it('409 unless ACKNOWLEDGED; 404 for another company; 403 for a viewer', async () => {
    const issued = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha }, { status: 'ISSUED' });
    const res = await post(ORDERS_API.createShipment(issued), { lines: [{ lineItemId: (await lineIds(w, issued))[0], quantity: '1' }], shipment: NEW_SHIPMENT });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/the order is ISSUED/);
    expect((await post(ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: NEW_SHIPMENT }, w.other.token)).status).toBe(404);
    expect((await post(ORDERS_API.createLineShipment(orderId, lines[0]!), { shipment: NEW_SHIPMENT }, w.other.token)).status).toBe(404);
    expect((await post(ORDERS_API.createShipment(orderId), { lines: [{ lineItemId: lines[0], quantity: '1' }], shipment: NEW_SHIPMENT }, w.viewer.token)).status).toBe(403);
  });

  it('tracking moves SHIPPED and DELIVERED of fully booked lines once every shipment departed / arrived (shipmentOrders syncs first)', async () => {
    const list = async (shipmentId: string, token = w.acme.token): Promise<ShipmentOrderLine[]> => {
      const res = await w.server.get(`${ORDERS_API.shipmentOrders}?shipmentId=${shipmentId}`, token);
      expect(res.status, res.text).toBe(200);
      return res.body.data.items;
    };
    expect((await list(firstShipment)).map((l) => [l.poNumber, l.lineNo, l.quantity, l.unit, l.milestone, l.supplierName])).toEqual([
      [poNumber, 1, '100', 'PCS', 'BOOKED', 'Alpha Textiles'],
      [poNumber, 2, '50', 'CTN', 'BOOKED', 'Alpha Textiles'],
      ['PO-PART-1', 1, '4', 'PCS', 'BOOKED', 'Beta Ceramics'],
    ]);
    await track(firstShipment, { atd: at(-2) });
    expect((await list(firstShipment)).map((l) => l.milestone)).toEqual(['SHIPPED', 'SHIPPED', 'BOOKED']);
    const shipped = await details();
    expect(milestone(shipped.lines[0]!, 'SHIPPED')).toMatchObject({ actualDate: day(-2), source: 'SHIPMENT' });
    expect(shipped.milestone).toBe('SHIPPED');

    await track(firstShipment, { ata: at(-1) });
    const summary = await w.server.get(ORDERS_API.summary, w.acme.token);
    expect(summary.status, summary.text).toBe(200);
    const delivered = await details();
    expect(delivered.lines.map((l) => l.milestone)).toEqual(['DELIVERED', 'DELIVERED']);
    expect(milestone(delivered.lines[1]!, 'DELIVERED')).toMatchObject({ actualDate: day(-1), source: 'SHIPMENT' });
    const partial = (await list(firstShipment))[2]!;
    expect(partial.milestone).toBe('BOOKED');
    const trail = await w.server.db.query<{ actor_name: string; note: string }>("SELECT actor_name, note FROM record_activity WHERE kind = $1 AND record_id = $2 AND action = 'milestone' ORDER BY created_at, id", [ORDER_KIND, orderId]);
    expect(trail.rows).toEqual([
      { actor_name: 'Shipment tracking', note: `Line 1: Shipped actual ${day(-2)}; Line 2: Shipped actual ${day(-2)}` },
      { actor_name: 'Shipment tracking', note: `Line 1: Delivered actual ${day(-1)}; Line 2: Delivered actual ${day(-1)}` },
    ]);
  });

  it('a line on two shipments ships when both departed; nothing moves twice; other companies see no links; a bad id is a 400', async () => {
    const two = await makeOrder(w, w.acme, { supplierId: w.suppliers.alpha, poNumber: 'PO-TWO', lines: [line({ quantity: '10' })] }, ACKED);
    const [twoLine] = await lineIds(w, two);
    const a = (await post(ORDERS_API.createLineShipment(two, twoLine!), { quantity: '6', shipment: NEW_SHIPMENT })).body.data.shipmentId;
    const b = (await post(ORDERS_API.createLineShipment(two, twoLine!), { shipment: NEW_SHIPMENT })).body.data.shipmentId;
    await track(a, { atd: at(-3) });
    const service = w.shipmentRecords;
    expect(await syncShipmentMilestones(w.server.db, service, w.acme.companyId, [two])).toBe(0);
    await track(b, { atd: at(-1) });
    expect(await syncShipmentMilestones(w.server.db, service, w.acme.companyId)).toBe(1);
    expect(await syncShipmentMilestones(w.server.db, service, w.acme.companyId)).toBe(0);
    expect(milestone((await details(two)).lines[0]!, 'SHIPPED').actualDate).toBe(day(-1));

    const others = await w.server.get(`${ORDERS_API.shipmentOrders}?shipmentId=${a}`, w.other.token);
    expect(others.body.data.items).toEqual([]);
    const bad = await w.server.get(`${ORDERS_API.shipmentOrders}?shipmentId=nope`, w.acme.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('shipmentId');
  });
});
