import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { addDays, containerNumber, todayUtc } from '@portolan/sdk/shared';
import { DND_API, type InventoryContainer, type NewInventoryContainer } from '../../shared/types';
import type { DndTestServer } from '../clocks/dndTestServer';
import { journey } from '../clocks/dndTestServer';
import { refreshClocks } from '../clocks/containerClocks';
import { inventoryTestServer } from './inventoryTestServer';

const V = DND_API.inventory;

describe.each(testDatabases())('container inventory API on %s', (dialect) => {
  let t: DndTestServer;
  const post = (url: string, data: unknown, who: keyof DndTestServer['tokens'] = 'acme') => t.server.post(url, { data }, t.tokens[who]);
  const get = (url: string, who: keyof DndTestServer['tokens'] = 'acme') => t.server.get(url, t.tokens[who]);
  const del = (url: string, who: keyof DndTestServer['tokens'] = 'acme') => t.server.request({ method: 'DELETE', url, token: t.tokens[who] });
  const count = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*) AS n FROM container_inventory'))!.n);
  let serial = 100;
  const box = (over: Partial<NewInventoryContainer> = {}): NewInventoryContainer => ({
    number: containerNumber('ACMU', (serial += 1)),
    isoType: '42G1',
    ownership: 'OWNED',
    status: 'AVAILABLE',
    condition: 'SOUND',
    location: 'NLRTM',
    ...over,
  });
  const create = async (over: Partial<NewInventoryContainer> = {}): Promise<InventoryContainer> => {
    const res = await post(V, box(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };

  beforeAll(async () => {
    t = await inventoryTestServer(dialect);
    await t.server.db.query(
      `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, valid_from)
       VALUES ($1, 'MAEU', 'NLRTM', 'IMPORT', 'DEMURRAGE', '40', 'DRY', 4, 'CALENDAR', 'EUR', $2::jsonb, '2025-01-01')`,
      [t.acmeId, JSON.stringify([{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }])],
    );
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('records an owned box with its number normalised; it is on no shipment yet', async () => {
    const number = containerNumber('ACMU', 7);
    const rec = await create({ number: `${number.slice(0, 4).toLowerCase()} ${number.slice(4, 10)}-${number.slice(10)}`, manufacturedYear: 2021, notes: 'Spare' });
    expect(rec).toMatchObject({ number, isoType: '42G1', ownership: 'OWNED', lessor: null, status: 'AVAILABLE', condition: 'SOUND', location: 'NLRTM', manufacturedYear: 2021, currentShipment: null, journeys: 0, version: 1 });
    expect((await get(`${V}/${rec._id}`)).body.data.record.number).toBe(number);
  });

  it('answers 400 naming the field and writes nothing; a number already in the inventory is a 409', async () => {
    const before = await count();
    const good = containerNumber('ACMU', 555);
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    for (const [over, field] of [
      [{ number: wrongDigit }, 'data.number'],
      [{ number: 'ACMX1234567' }, 'data.number'],
      [{ ownership: 'LEASED' }, 'data.lessor'],
      [{ ownership: 'LEASED', lessor: '  ' }, 'data.lessor'],
      [{ isoType: '99X9' }, 'data.isoType'],
      [{ location: 'Rotterdam' }, 'data.location'],
      [{ status: 'SOLD' }, 'data.status'],
      [{ condition: 'OK' }, 'data.condition'],
      [{ nextAvailableOn: 'soon' }, 'data.nextAvailableOn'],
    ] as const) {
      const res = await post(V, box(over as Partial<NewInventoryContainer>));
      expect([res.status, res.body.error?.field], JSON.stringify(over)).toEqual([400, field]);
    }
    expect(await count()).toBe(before);
    const rec = await create();
    const dup = await post(V, box({ number: rec.number }));
    expect([dup.status, dup.body.error.field]).toEqual([409, 'data.number']);
  });

  it("shows the open shipment a box is on now, with its last free day, and counts its journeys", async () => {
    const rec = await create({ ownership: 'LEASED', lessor: 'Triton International', leaseReference: 'TRI-LT-2291', status: 'IN_USE' });
    const discDay = addDays(todayUtc(), -3);
    t.equipment.put(journey(t.acmeId, { number: rec.number, status: 'DELIVERED', etd: '2026-01-02T00:00:00Z', events: [{ eventCode: 'DISC', eventAt: '2026-02-01T10:00:00Z', location: 'NLRTM' }, { eventCode: 'GTOT', eventAt: '2026-02-03T10:00:00Z', location: 'NLRTM' }] }));
    const open = journey(t.acmeId, { number: rec.number, status: 'ARRIVED', etd: `${addDays(discDay, -20)}T00:00:00Z`, events: [{ eventCode: 'DISC', eventAt: `${discDay}T10:00:00Z`, location: 'NLRTM' }] });
    t.equipment.put(open);
    await refreshClocks(t.ctx, t.acmeId);
    const got = (await get(`${V}/${rec._id}`)).body.data.record;
    expect(got).toMatchObject({ journeys: 2, currentShipment: { shipmentId: open.shipmentId, reference: open.shipmentReference, lastFreeDay: addDays(discDay, 3) } });
    const listed = (await get(`${V}?filter[ownership]=LEASED`)).body.data.items as InventoryContainer[];
    expect(listed.map((i) => i._id)).toEqual([rec._id]);
    expect(listed[0]!.currentShipment?.lastFreeDay).toBe(addDays(discDay, 3));
    expect(((await get(`${V}?search=triton`)).body.data.items as InventoryContainer[]).map((i) => i._id)).toEqual([rec._id]);
    expect((await get(`${V}?filter[status]=IN_USE&filter[condition]=NEEDS_REPAIR`)).body.data.count).toBe(0);
  });

  it('updates with the version (a leased box keeps its lessor), deletes a box not in use', async () => {
    const rec = await create();
    const leasedNoLessor = await post(`${V}/${rec._id}/`, { version: 1, ownership: 'LEASED' });
    expect([leasedNoLessor.status, leasedNoLessor.body.error.field]).toEqual([400, 'data.lessor']);
    const moved = await post(`${V}/${rec._id}/`, { version: 1, status: 'IN_REPAIR', condition: 'NEEDS_REPAIR', location: 'DEHAM', nextAvailableOn: addDays(todayUtc(), 10) });
    expect(moved.body.data.record).toMatchObject({ status: 'IN_REPAIR', condition: 'NEEDS_REPAIR', location: 'DEHAM', version: 2, number: rec.number });
    expect((await post(`${V}/${rec._id}/`, { version: 1, status: 'AVAILABLE' })).status).toBe(409);
    const inUse = await create({ status: 'IN_USE' });
    expect((await del(`${V}/${inUse._id}`)).status).toBe(409);
    expect((await del(`${V}/${rec._id}`)).status).toBe(200);
    expect((await get(`${V}/${rec._id}`)).status).toBe(404);
  });

  it("keeps companies apart (404) and needs the containers feature's levels (403)", async () => {
    const rec = await create();
    expect((await get(`${V}/${rec._id}`, 'bluewave')).status).toBe(404);
    expect((await post(`${V}/${rec._id}/`, { version: 1, status: 'LOST' }, 'bluewave')).status).toBe(404);
    expect((await del(`${V}/${rec._id}`, 'bluewave')).status).toBe(404);
    expect((await get(V, 'bluewave')).body.data.count).toBe(0);
    expect((await get(`${V}/${rec._id}`, 'viewer')).status).toBe(200);
    expect((await post(V, box(), 'viewer')).status).toBe(403);
    expect((await del(`${V}/${rec._id}`, 'operator')).status).toBe(403);
  });
});
