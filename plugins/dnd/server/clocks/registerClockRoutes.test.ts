import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { portLocalDay } from '../../shared/freeTime';
import { DND_API, type ContainerClock, type ContainerCost, type DndShipment, type DndSummary } from '../../shared/types';
import { dndTestServer, journey, type DndTestServer } from './dndTestServer';
import { refreshChanged } from './scheduleClockJobs';

const DAY = 86_400_000;

describe.each(testDatabases())('D&D clocks API on %s', (dialect) => {
  let t: DndTestServer;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY).toISOString();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await dndTestServer(dialect);
    const rate = (port: string, currency: string, tiers: unknown) =>
      t.server.post(DND_API.rates, { data: { carrier: 'MAEU', port, direction: 'IMPORT', chargeType: 'DEMURRAGE', size: '40', group: 'DRY', freeDays: 4, dayBasis: 'CALENDAR', currency, tiers, validFrom: '2020-01-01' } }, t.tokens.acme);
    expect((await rate('NLRTM', 'EUR', [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }])).status).toBe(201);
    expect((await rate('USLAX', 'USD', [{ fromDay: 5, toDay: 5, perDiem: '0.10' }, { fromDay: 6, toDay: null, perDiem: '0.20' }])).status).toBe(201);
    const put = (name: string, fields: Parameters<typeof journey>[1], company = t.acmeId) => {
      const j = journey(company, fields);
      t.equipment.put(j);
      ids[name] = j.containerId;
    };
    put('over', { events: [{ eventCode: 'DISC', eventAt: ago(9), location: 'NLRTM' }] }); // day 10: 675.00 EUR
    put('lastFreeDay', { events: [{ eventCode: 'DISC', eventAt: ago(3), location: 'NLRTM' }] }); // day 4: at risk
    put('laOver', { pod: 'USLAX', events: [{ eventCode: 'DISC', eventAt: ago(9), location: 'USLAX' }] }); // 0.10 + 5 × 0.20 = 1.10 USD
    put('laDay6', { pod: 'USLAX', events: [{ eventCode: 'DISC', eventAt: ago(5), location: 'USLAX' }] }); // 0.10 + 0.20 = 0.30 USD
    put('stopped', { events: [{ eventCode: 'DISC', eventAt: ago(20), location: 'NLRTM' }, { eventCode: 'GTOT', eventAt: ago(15), location: 'NLRTM' }] }); // day 6: 150.00 EUR
    put('bluewave', { events: [{ eventCode: 'DISC', eventAt: ago(9), location: 'NLRTM' }] }, t.bluewaveId);
    // What the one-minute job does with the new events (the clocks were refreshed by the tariff writes, so they are not stale yet).
    expect(await refreshChanged(t.ctx)).toBe(2);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('lists the clocks with filters, sorts and keyset pages', async () => {
    const over = await t.server.get(`${DND_API.containers}?filter[state]=OVER&filter[chargeType]=DEMURRAGE&sort[costToDate]=desc&limit=2`, t.tokens.viewer);
    expect(over.status).toBe(200);
    expect(over.body.data.count).toBe(3);
    expect(over.body.data.items.map((c: ContainerClock) => [c.containerId, c.costToDate?.amount])).toEqual([[ids.over, '675.00'], [ids.laOver, '1.10']]);
    const next = await t.server.get(`${DND_API.containers}?filter[state]=OVER&filter[chargeType]=DEMURRAGE&sort[costToDate]=desc&limit=2&cursor=${over.body.data.nextCursor}`, t.tokens.viewer);
    expect(next.body.data.items.map((c: ContainerClock) => c.containerId)).toEqual([ids.laDay6]);
    expect(next.body.data.nextCursor).toBeNull();
    const back = await t.server.get(`${DND_API.containers}?filter[state]=OVER&filter[chargeType]=DEMURRAGE&sort[costToDate]=desc&limit=2&before=${next.body.data.prevCursor}`, t.tokens.viewer);
    expect(back.body.data.items.map((c: ContainerClock) => c.containerId)).toEqual([ids.over, ids.laOver]);

    const atRisk = await t.server.get(`${DND_API.containers}?filter[state]=AT_RISK,OVER&filter[port]=NLRTM&filter[direction]=IMPORT&filter[chargeType]=DEMURRAGE`, t.tokens.acme);
    const today = portLocalDay(new Date(), 'Europe/Amsterdam');
    expect(atRisk.body.data.items.map((c: ContainerClock) => [c.containerId, c.state, c.lastFreeDay])).toEqual([
      [ids.over, 'OVER', addDays(today, -6)],
      [ids.lastFreeDay, 'AT_RISK', today],
    ]);
    const search = await t.server.get(`${DND_API.containers}?search=${atRisk.body.data.items[0].containerNumber.toLowerCase()}`, t.tokens.acme);
    expect(new Set(search.body.data.items.map((c: ContainerClock) => c.containerId))).toEqual(new Set([ids.over]));
    expect((await t.server.get(`${DND_API.containers}?filter[state]=LATE`, t.tokens.acme)).body.error.field).toBe('filter.state');
    // Bluewave sees its own container only.
    const theirs = await t.server.get(`${DND_API.containers}?filter[chargeType]=DEMURRAGE&filter[direction]=IMPORT`, t.tokens.bluewave);
    expect(theirs.body.data.items.map((c: ContainerClock) => c.containerId)).toEqual([ids.bluewave]);
  });

  it('answers a container with its clocks, bands and events; another company gets a 404', async () => {
    const res = await t.server.get(`${DND_API.containers}/${ids.stopped}`, t.tokens.acme);
    expect(res.status).toBe(200);
    const dem = res.body.data.record.clocks.find((c: ContainerClock) => c.direction === 'IMPORT' && c.chargeType === 'DEMURRAGE');
    expect(dem).toMatchObject({ state: 'STOPPED', chargeableDays: 2, costToDate: { amount: '150.00', currency: 'EUR' } });
    expect(dem.breakdown).toEqual([expect.objectContaining({ fromDay: 5, toDay: 6, days: 2, perDiem: '75.00', amount: '150.00' })]);
    expect(res.body.data.record.events.map((e: { eventCode: string }) => e.eventCode)).toEqual(['DISC', 'GTOT']);
    expect((await t.server.get(`${DND_API.containers}/${ids.stopped}`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${DND_API.containers}/not-an-id`, t.tokens.acme)).status).toBe(404);
    expect((await t.server.get(`${DND_API.containerRates}?containerId=${ids.stopped}`, t.tokens.bluewave)).status).toBe(404);
  });

  it('sums the summary exactly per currency and rolls shipments up', async () => {
    const res = await t.server.get(DND_API.summary, t.tokens.acme);
    expect(res.status).toBe(200);
    const s = res.body.data.record as DndSummary;
    expect(s.costToDate).toEqual([{ amount: '825.00', currency: 'EUR' }, { amount: '1.40', currency: 'USD' }]);
    expect(s.byState).toEqual({ NOT_STARTED: 0, RUNNING: 1, AT_RISK: 1, OVER: 3, STOPPED: 0 });
    // Most containers first: every container has (not started) export clocks at Nhava Sheva.
    expect(s.byPort.map((p) => [p.port, p.containers, p.over, p.cost])).toEqual([
      ['INNSA', 5, 3, []],
      ['NLRTM', 3, 1, [{ amount: '825.00', currency: 'EUR' }]],
      ['USLAX', 2, 2, [{ amount: '1.40', currency: 'USD' }]],
    ]);
    expect(s.nextLastFreeDays.map((c) => c.containerId)).toEqual([ids.lastFreeDay]);
    const la = await t.server.get(`${DND_API.summary}?port=uslax`, t.tokens.acme);
    expect(la.body.data.record.costToDate).toEqual([{ amount: '1.40', currency: 'USD' }]);
    // Bluewave: its one container, unpriced (tariffs are each company's own).
    const theirs = (await t.server.get(DND_API.summary, t.tokens.bluewave)).body.data.record as DndSummary;
    expect([theirs.costToDate, theirs.byState.RUNNING, theirs.byState.OVER]).toEqual([[], 1, 0]);

    const shipments = await t.server.get(`${DND_API.shipments}?filter[state]=OVER&sort[costToDate]=desc`, t.tokens.acme);
    expect(shipments.body.data.items.map((s: DndShipment) => [s.pod, s.over, s.costToDate])).toEqual([
      ['NLRTM', 1, [{ amount: '675.00', currency: 'EUR' }]],
      ['USLAX', 1, [{ amount: '1.10', currency: 'USD' }]],
      ['USLAX', 1, [{ amount: '0.30', currency: 'USD' }]],
    ]);
  });

  it('prices what a return on a given day would cost', async () => {
    const today = portLocalDay(new Date(), 'Europe/Amsterdam');
    const res = await t.server.get(`${DND_API.costs}?containerIds=${ids.over},${ids.stopped},${ids.bluewave}&returnOn=${addDays(today, 2)}`, t.tokens.acme);
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data.items as ContainerCost[]).map((c) => [c.containerId, c]));
    expect([...byId.keys()].sort()).toEqual([ids.over, ids.stopped].sort());
    // Day 12: 3 × 75 + 5 × 150; the stopped clock keeps its cost.
    expect(byId.get(ids.over)!.total).toEqual([{ amount: '975.00', currency: 'EUR' }]);
    expect(byId.get(ids.stopped)!.total).toEqual([{ amount: '150.00', currency: 'EUR' }]);
    expect((await t.server.get(`${DND_API.costs}?containerIds=${ids.over}`, t.tokens.acme)).body.data.items[0].total).toEqual([{ amount: '675.00', currency: 'EUR' }]);
    expect((await t.server.get(`${DND_API.costs}?containerIds=nope`, t.tokens.acme)).body.error.field).toBe('containerIds');
  });
});
