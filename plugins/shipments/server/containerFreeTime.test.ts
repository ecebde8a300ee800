import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases } from '@portolan/sdk/testing/server';
import { CONTAINER_FREE_TIME, defineServerPlugin, provide, SHIPMENT_TRACKING, type ContainerFreeTimeFacts, type ShipmentTracking } from '@portolan/sdk/server';
import { containerNumber } from '@portolan/sdk/shared';
import shipments from './index';

const OVER = containerNumber('MSKU', 400001);
const QUIET = containerNumber('MSKU', 400002);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/**
 * The last free day wherever a container appears (addFreeTime): the containers list, containers at the
 * POD (/ddt) and a shipment's details carry the D&D plugin's facts — asked once per answer, for the
 * caller's company — and nothing of the kind when no plugin provides CONTAINER_FREE_TIME.
 */
describe.each(testDatabases())('free time on containers on %s', (dialect) => {
  const calls: Array<{ companyId: string; ids: string[] }> = [];
  let overId = '';
  // A stand-in for the D&D plugin: facts for one container (OVER), none for the others.
  const fakeDnd = defineServerPlugin({
    id: 'fake-dnd',
    provides: [
      provide(CONTAINER_FREE_TIME, () => ({
        async forContainers(_db, companyId, ids) {
          calls.push({ companyId, ids: [...ids] });
          const facts = new Map<string, ContainerFreeTimeFacts>();
          if (ids.includes(overId)) {
            facts.set(overId, { containerId: overId, chargeType: 'DEMURRAGE', lastFreeDay: '2026-03-10', freeDaysLeft: -3, costToDate: { amount: '450.00', currency: 'USD' }, state: 'OVER' });
          }
          return facts;
        },
      })),
    ],
  });

  // The trackings plugin's side: its containers list and /ddt answer what SHIPMENT_TRACKING gives.
  let tracking: ShipmentTracking;
  const trackingsLike = defineServerPlugin({
    id: 'trackings-like',
    requires: [SHIPMENT_TRACKING],
    routes(_app, { services }) {
      tracking = services.get(SHIPMENT_TRACKING);
    },
  });
  const equipments = async (companyId: string) => ((await tracking.listEquipments(companyId, {})) as { items: Array<Record<string, unknown>> }).items;

  const setUp = async (withDnd: boolean) => {
    const server = await createTestServer({ plugins: withDnd ? [shipments, trackingsLike, fakeDnd] : [shipments, trackingsLike], dialect });
    const c = await server.identity.createCompany(server.db, { name: 'Acme Exports', kind: 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email: 'asha@acme.test', name: 'asha', password: { hash: 'x' }, role: 'admin' });
    const token = await server.identity.issueToken(server.db, u._id);
    const created = await server.post('/api/shipments/v2', { data: { reference: 'FT-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: day(-30), eta: day(-5), containers: [{ number: OVER }, { number: QUIET }] } }, token);
    expect(created.status).toBe(201);
    const shipmentId = created.body.data.id as string;
    // Arrived and discharged at the POD, not gated out: both wait there.
    await server.db.query("UPDATE shipments SET status = 'ARRIVED', ata = $2 WHERE id = $1", [shipmentId, day(-5)]);
    for (const number of [OVER, QUIET]) {
      await server.db.query(
        "INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference) VALUES ($1, $2, 'test', $3, 'EQUIPMENT', 'DISC', 'ACT', $4, 'DEHAM', $5)",
        [c._id, shipmentId, randomUUID(), day(-4), number],
      );
    }
    const ids = await server.db.query<{ id: string; number: string }>('SELECT id, number FROM shipment_containers WHERE shipment_id = $1', [shipmentId]);
    return { server, token, companyId: c._id, shipmentId, idOf: (n: string) => ids.rows.find((r) => r.number === n)!.id };
  };

  describe('with the D&D plugin', () => {
    let ctx: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      ctx = await setUp(true);
      overId = ctx.idOf(OVER);
    }, 60_000);
    afterAll(async () => ctx?.server.close());

    const expectFacts = (rows: Array<Record<string, unknown>>) => {
      expect(rows.find((r) => r.number === OVER)).toMatchObject({ lastFreeDay: '2026-03-10', freeDaysLeft: -3, costToDate: { amount: '450.00', currency: 'USD' }, state: 'OVER' });
      expect(rows.find((r) => r.number === QUIET)).toMatchObject({ lastFreeDay: null, freeDaysLeft: null, costToDate: null, state: null });
    };

    it('adds them to the containers list (/containers), asking once for the whole page', async () => {
      calls.length = 0;
      expectFacts(await equipments(ctx.companyId));
      expect(calls).toEqual([{ companyId: ctx.companyId, ids: expect.arrayContaining([ctx.idOf(OVER), ctx.idOf(QUIET)]) }]);
    });

    it('adds them to the containers at the POD (/ddt)', async () => {
      calls.length = 0;
      const items = await tracking.containersAtPod(ctx.companyId);
      expect(items).toHaveLength(2);
      expectFacts(items);
      expect(items.find((r) => r.number === OVER)).toMatchObject({ daysAtPod: 4, shipmentId: ctx.shipmentId });
      expect(calls).toHaveLength(1);
    });

    it("adds them to a shipment's details containers, and nowhere a stranger can see", async () => {
      calls.length = 0;
      const res = await ctx.server.get(`/api/shipments/v2/${ctx.shipmentId}`, ctx.token);
      expect(res.status).toBe(200);
      expectFacts(res.body.data.record.containers);
      expect(res.body.data.record).toMatchObject({ reference: 'FT-1', isShared: false });
      expect(calls).toEqual([{ companyId: ctx.companyId, ids: expect.arrayContaining([ctx.idOf(OVER)]) }]);
      const c = await ctx.server.identity.createCompany(ctx.server.db, { name: 'Stranger', kind: 'shipper' });
      const u = await ctx.server.identity.createUser(ctx.server.db, { companyId: c._id, email: 'sam@stranger.test', name: 'sam', password: { hash: 'x' }, role: 'admin' });
      const stranger = await ctx.server.identity.issueToken(ctx.server.db, u._id);
      const theirs = await ctx.server.get(`/api/shipments/v2/${ctx.shipmentId}`, stranger);
      const unknown = await ctx.server.get(`/api/shipments/v2/${randomUUID()}`, stranger);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      expect(await equipments(c._id)).toEqual([]);
    });
  });

  describe('without the D&D plugin', () => {
    let ctx: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      ctx = await setUp(false);
    }, 60_000);
    afterAll(async () => ctx?.server.close());

    it('answers the containers without free time fields (the screens leave the columns out)', async () => {
      const list = await equipments(ctx.companyId);
      const atPod = await tracking.containersAtPod(ctx.companyId);
      const details = (await ctx.server.get(`/api/shipments/v2/${ctx.shipmentId}`, ctx.token)).body.data.record.containers;
      for (const rows of [list, atPod, details]) {
        expect(rows).toHaveLength(2);
        for (const row of rows) for (const field of ['lastFreeDay', 'freeDaysLeft', 'costToDate', 'state']) expect(row).not.toHaveProperty(field);
      }
    });
  });
});
