import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { containerNumber } from '@portolan/sdk/shared';
import { DND_API, type ContainerHistory, type ContainerJourneys } from '../../shared/types';
import type { DndTestServer } from '../clocks/dndTestServer';
import { journey } from '../clocks/dndTestServer';
import { refreshClocks } from '../clocks/containerClocks';
import { inventoryTestServer } from './inventoryTestServer';

const C = DND_API.containerShipment;

describe.each(testDatabases())('container journeys API on %s', (dialect) => {
  let t: DndTestServer;
  const get = (url: string, who: keyof DndTestServer['tokens'] = 'acme') => t.server.get(url, t.tokens[who]);
  const boxNumber = containerNumber('ACMU', 42);
  const shipNumber = containerNumber('MSKU', 9001);
  const onlyInventory = containerNumber('ACMU', 43);

  beforeAll(async () => {
    t = await inventoryTestServer(dialect);
    await t.server.db.query(
      `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, valid_from)
       VALUES ($1, 'MAEU', 'NLRTM', 'IMPORT', 'DEMURRAGE', '40', 'DRY', 4, 'CALENDAR', 'EUR', $2::jsonb, '2025-01-01')`,
      [t.acmeId, JSON.stringify([{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }])],
    );
    for (const number of [boxNumber, onlyInventory]) {
      const res = await t.server.post(DND_API.inventory, { data: { number, isoType: '42G1', ownership: 'OWNED', status: 'AVAILABLE', condition: 'SOUND' } }, t.tokens.acme);
      expect(res.status).toBe(201);
    }
    // The inventory box: an older journey (no events) and one discharged 2 March, gated out 12 March (7 days charged: 825.00 EUR).
    t.equipment.put(journey(t.acmeId, { number: boxNumber, status: 'DELIVERED', etd: '2025-10-01T00:00:00Z', events: [] }));
    t.equipment.put(journey(t.acmeId, {
      number: boxNumber, status: 'DELIVERED', etd: '2026-02-01T00:00:00Z',
      events: [{ eventCode: 'DISC', eventAt: '2026-03-02T10:00:00Z', location: 'NLRTM' }, { eventCode: 'GTOT', eventAt: '2026-03-12T10:00:00Z', location: 'NLRTM' }],
    }));
    t.equipment.put(journey(t.acmeId, { number: shipNumber, status: 'IN_TRANSIT', etd: '2026-11-01T00:00:00Z', events: [{ eventCode: 'LOAD', eventAt: '2026-11-02T08:00:00Z', location: 'INNSA' }] }));
    await refreshClocks(t.ctx, t.acmeId);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('lists every number the company has seen, inventory and shipments, most recently active first', async () => {
    const res = await get(C);
    expect(res.status).toBe(200);
    const items = res.body.data.items as ContainerHistory[];
    expect(items.map((i) => [i.number, i.inInventory, i.journeys, i.lastEvent?.eventCode ?? null])).toEqual([
      [shipNumber, false, 1, 'LOAD'],
      [boxNumber, true, 2, 'GTOT'],
      [onlyInventory, true, 0, null],
    ]);
    expect(items[1]!.lastShipment).toMatchObject({ etd: '2026-02-01T00:00:00Z', status: 'DELIVERED', pod: 'NLRTM' });
    expect(res.body.data.count).toBe(3);
    const page2 = (await get(`${C}?limit=1&page=2`)).body.data;
    expect([page2.count, page2.items.map((i: ContainerHistory) => i.number)]).toEqual([3, [boxNumber]]);
    expect(((await get(`${C}?search=msku 009`)).body.data.items as ContainerHistory[]).map((i) => i.number)).toEqual([shipNumber]);
  });

  it("answers one number's journeys with events, days and D&D cost, and its inventory record", async () => {
    const res = await get(`${C}/${boxNumber.toLowerCase()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rec = res.body.data.record as ContainerJourneys;
    expect(rec.number).toBe(boxNumber);
    expect(rec.inventory).toMatchObject({ number: boxNumber, journeys: 2, currentShipment: null });
    expect(rec.journeys.map((j) => [j.etd, j.events.map((e) => e.eventCode), j.days, j.dnd])).toEqual([
      ['2026-02-01T00:00:00Z', ['DISC', 'GTOT'], 10, [{ amount: '825.00', currency: 'EUR' }]],
      ['2025-10-01T00:00:00Z', [], null, []],
    ]);
    const shipOnly = (await get(`${C}/${shipNumber}`)).body.data.record as ContainerJourneys;
    expect([shipOnly.inventory, shipOnly.journeys.length]).toEqual([null, 1]);
  });

  it('answers 404 for a malformed number (saying why), one never seen or seen by another company, and needs shipments access', async () => {
    const bad = await get(`${C}/ABC`);
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toMatch(/^No container ABC: the container number must/);
    expect((await get(`${C}/${containerNumber('ZZZU', 1)}`)).status).toBe(404);
    expect((await get(`${C}/${boxNumber}`, 'bluewave')).status).toBe(404);
    expect((await get(C, 'bluewave')).body.data.count).toBe(0);
    expect((await get(C, 'viewer')).status).toBe(200);
    expect((await t.server.get(C)).status).toBe(401);
  });
});
